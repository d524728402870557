/**
 * The remote half of the drill: the composed site from the production build, each remote's host
 * behind a FaultProxy, and a real browser. While a visitor uses the site, one remote at a time is
 * killed, slowed, broken or replaced by a build of another contract; the rest of the site must
 * stay usable, the affected route must say so, and "Try again" must bring it back once the
 * remote is healthy.
 */
import { sharedFixture, type DrillCase, type DrillContext } from './drillCase';
import { DrillSite } from './remotes/drillSite';
import { runFaultDrill, type FaultDrill } from './remotes/faultDrill';

const REMOTES_SECTION = 'remotes';

const faultDrills: FaultDrill[] = [
  {
    name: 'the services remote is killed mid-session: its next page says so, the site stays usable, Try again recovers once it is back',
    group: 'services',
    fault: 'down',
    firstPage: { path: '/pcb-assembly', heading: 'PCB Assembly Services' },
    route: {
      path: '/box-build',
      link: 'Box Build',
      heading: 'Box Build and System Integration',
      unavailable: 'Box Build is temporarily unavailable',
    },
    otherGroup: { link: 'Our Story', heading: 'Built in Georgia since 1997' },
    serverSends: 'the page',
    consoleSays: '[shell] /box-build',
  },
  {
    name: 'the industries remote answers only after 10 s: the visitor is told while its answer is held, the server HTML does not wait, Try again outlasts the late requests and recovers',
    group: 'industries',
    fault: 'slow',
    firstPage: { path: '/', heading: 'Circuit boards, harnesses and complete builds, made right in Georgia' },
    route: {
      path: '/medical',
      link: 'Medical',
      heading: 'Medical Device Electronics Manufacturing',
      unavailable: 'Medical is temporarily unavailable',
    },
    otherGroup: { link: 'Our Story', heading: 'Built in Georgia since 1997' },
    serverSends: 'the page',
    consoleSays: 'The industries remote did not answer within 8 s',
    // The group's pages module, asked for once the late remoteEntry has come.
    lateRequest: /\/__federation_expose_pages\.[\w]+\.js$/,
  },
  {
    name: "the company remote's remoteEntry arrives cut in half: its page says so, the site stays usable, Try again recovers",
    group: 'company',
    fault: 'broken-entry',
    route: {
      path: '/our-story',
      link: 'Our Story',
      heading: 'Built in Georgia since 1997',
      unavailable: 'Our Story is temporarily unavailable',
    },
    otherGroup: { link: 'Medical', heading: 'Medical Device Electronics Manufacturing' },
    serverSends: 'the page',
    consoleSays: '[shell] /our-story',
  },
  {
    name: 'a portals remote built against page-group contract 2 goes live: the server sends the plain document, the browser says why, rolling back recovers',
    group: 'portals',
    fault: 'incompatible-contract',
    route: {
      path: '/client-portal',
      link: 'Client Portal',
      heading: 'Sign in to your client portal',
      unavailable: 'Client Portal is temporarily unavailable',
    },
    otherGroup: { link: 'Our Story', heading: 'Built in Georgia since 1997' },
    serverSends: 'the plain document',
    consoleSays: 'the portals pages were built against page-group contract 2, this shell speaks contract 1',
  },
];

/**
 * Each staged failure takes a visitor up to about 40 s (the slow remote's 10 s twice and the shell's 8 s
 * among them); the cases' own bounds, for a busy machine, add up to more.
 */
const FAULT_DRILL_TIMEOUT_MS = 240_000;

/** The remotes section: one composed site for all its cases, started by the first and stopped by the teardown. */
export function remoteCases(context: DrillContext): DrillCase[] {
  const site = sharedFixture(async () => {
    const started = new DrillSite(process.env.DRILL_PORT ? Number(process.env.DRILL_PORT) : undefined);
    context.teardown.add(() => started.stop());
    await started.start();
    return started;
  });
  return faultDrills.map((drill) => ({
    section: REMOTES_SECTION,
    name: drill.name,
    timeoutMs: FAULT_DRILL_TIMEOUT_MS,
    run: async () => runFaultDrill(await site(), drill),
  }));
}
