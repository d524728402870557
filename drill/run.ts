/**
 * `npm run drill`: the reliability drill. Proves what the lead intake, the static servers and
 * the composed site survive (a SIGKILL mid-burst, a webhook outage, two servers on one database,
 * a corpus of bad requests; a remote killed, slow, broken or of another contract while a visitor
 * is on the site; a release promoted and rolled back across two servers under traffic; a team's release that tries to escape its renderer) and prints each case's outcome, then `N passed, N failed`; exits 0 only when
 * none failed. docs/reliability-drill.md describes every case.
 *
 *   npm run drill                          every section, 200 concurrent submissions
 *   npm run drill -- --short               fewer submissions (what the jest test runs)
 *   npm run drill -- --only intake         some sections: intake, bad-inputs, operations, releases, hostile, cache, remotes, canary (the last two need npm run build)
 */
import { messageOf } from 'site-server';
import { parseFlags } from '../tooling/cli/flags';
import { badInputCases } from './badInputs';
import { runDrill, Teardown, type DrillCase, type DrillContext, type DrillSection } from './drillCase';
import { cacheCases } from './cache';
import { canaryCases } from './canaryReleases';
import { hostileCases } from './hostile';
import { intakeCases } from './intake';
import { operationsCases } from './operations';
import { releaseCases } from './releases';
import { remoteCases } from './remotes';

const REPEATED_SIGNAL_MS = 1000;

/** In the order they run. */
const SECTIONS: Record<string, DrillSection> = {
  intake: (context) => intakeCases(context),
  'bad-inputs': badInputCases,
  // Needs Debian's prometheus.
  operations: operationsCases,
  // Needs Debian's postgresql, no build: the release tests' stand-in builds are published.
  releases: releaseCases,
  // Needs Debian's postgresql and bubblewrap, no build: the hostile corpus ships as stand-in releases.
  hostile: hostileCases,
  // Needs Debian's postgresql, varnish and varnish-modules, no build.
  cache: cacheCases,
  // Needs the production build (npm run build) and Chromium.
  remotes: remoteCases,
  // Needs the production build, Chromium, and Debian's postgresql and varnish.
  canary: canaryCases,
};

function parseArguments(args: string[]): { short: boolean; sections: string[] } {
  const { values } = parseFlags('npm run drill', args, {
    short: { type: 'boolean' },
    only: { type: 'string', value: Object.keys(SECTIONS).join(',') },
  });
  if (values.only === undefined) return { short: values.short ?? false, sections: Object.keys(SECTIONS) };
  const sections = values.only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = sections.filter((name) => !(name in SECTIONS));
  if (sections.length === 0 || unknown.length > 0)
    throw new Error(`--only takes sections from: ${Object.keys(SECTIONS).join(', ')} (got "${values.only}")`);
  return { short: values.short ?? false, sections };
}

async function main(): Promise<number> {
  const { short, sections } = parseArguments(process.argv.slice(2));
  const context: DrillContext = { short, teardown: new Teardown() };
  const interrupted = new AbortController();
  let interruptedAt = 0;
  const stopOnSignal = (signal: NodeJS.Signals) => {
    // tsx passes Ctrl-C on to this process as well, so one press can arrive twice in a few milliseconds.
    if (interrupted.signal.aborted) {
      if (Date.now() - interruptedAt > REPEATED_SIGNAL_MS) process.exit(130);
      return;
    }
    interruptedAt = Date.now();
    console.error(
      `\n${signal}: stopping the drill's servers, then the case under way (${signal} again to leave at once)`,
    );
    interrupted.abort();
    // The servers go first, so that the case under way fails fast instead of running on.
    void context.teardown.run();
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    const cases: DrillCase[] = Object.entries(SECTIONS)
      .filter(([name]) => sections.includes(name))
      .flatMap(([, section]) => section(context));
    const { failed } = await runDrill(cases, console.log, interrupted.signal);
    if (interrupted.signal.aborted) return 130;
    return failed === 0 ? 0 : 1;
  } finally {
    for (const error of await context.teardown.run()) console.error(`cleaning up: ${error}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(messageOf(error));
    process.exit(2);
  },
);
