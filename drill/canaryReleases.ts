/**
 * The canary section: the production build of every app live on two servers behind Varnish with the
 * shipped VCL, on one PostgreSQL database, judging canaries in seconds instead of hours; visitors in
 * Chromium browse through the cache while the services team starts canaries of its group through the
 * release API, and the fleet's own judgment promotes, rolls back or holds each. Needs `npm run build`,
 * Chromium, and Debian's postgresql and varnish.
 */
import pg from 'pg';
import { FIELD_DATA_URL } from 'shared/field-data';
import { SIDE_COOKIE } from 'site-server/releases';
import type { DrillCase, DrillContext } from './drillCase';
import { THROWING_ROUTE, writeCanaryBuild } from './canaryReleases/builds';
import { CANARY_SETTINGS, fleetFixture, type Fleet } from './canaryReleases/fleet';
import {
  failedPagesOn,
  mixedVisits,
  RUN_LIMIT_MS,
  runCanary,
  runFigures,
  SWITCH_MARGIN_MS,
  type CanaryRun,
} from './canaryReleases/runs';
import { CanaryVisitors, visitsOn } from './canaryReleases/visitors';
import { send } from './http';

const SECTION = 'canary';
/** The broken canaries' share: a few visitors meet them, most never do. */
const BROKEN_PERCENT = 25;
/** The others' share: half, so that both sides reach their views soon. */
const EVEN_PERCENT = 50;
const RELEASE_ID = /\d{8}-\d{6}-[0-9a-f]{8}/g;

function problemsOf(run: CanaryRun, expected: readonly CanaryRun['verdict'][]): string[] {
  const problems: string[] = [];
  if (!expected.includes(run.verdict))
    problems.push(`the judgment said ${run.verdict}, not ${expected.join(' or ')}: ${JSON.stringify(run.lastShown)}`);
  const liveFailures = failedPagesOn(run, 'live');
  if (liveFailures.length > 0)
    problems.push(
      `the live side's visitors met ${liveFailures.length} failed pages: ${liveFailures.slice(0, 3).join('; ')}`,
    );
  for (const visit of mixedVisits(run))
    problems.push(`a ${visit.side} visit saw ${visit.servicesReleases.join(' and ')} with no verdict between`);
  if (visitsOn(run.visits, 'canary', run.startedAt, run.decidedAt).length === 0)
    problems.push('no visit met the canary');
  return problems;
}

function check(run: CanaryRun, expected: readonly CanaryRun['verdict'][], more: string[] = []): string {
  const problems = [...problemsOf(run, expected), ...more];
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n(${runFigures(run)})`);
  return runFigures(run);
}

/** A forged cookie, a cookie of no canary, and a report naming a release that is not served, all through the cache. */
async function forgeries(fleet: Fleet): Promise<string> {
  try {
    return await forgeriesOnce(fleet);
  } finally {
    // A case that failed half-way leaves no canary, and the first live release, for the next.
    await fleet.endCanary();
    await fleet.restoreLive();
  }
}

async function forgeriesOnce(fleet: Fleet): Promise<string> {
  const id = await fleet.publishServices(writeCanaryBuild(fleet.root, 'healthy'));
  const live = (await fleet.servicesNow()).live!;
  const problems: string[] = [];
  // A fleet in use has rendered its home page: the time measured is the switch's, not a first render's.
  await Promise.all(
    fleet.servers.map((server) => send(`${server.shellOrigin}/`, { headers: { accept: 'text/html' } })),
  );
  const startedAt = await fleet.startCanary(id, EVEN_PERCENT);
  const startMs = (await fleet.untilServed({ canary: id })) - startedAt;

  for (const forged of [
    `${SIDE_COOKIE}=canary.20990101-000000-deadbeef`,
    `${SIDE_COOKIE}=canary.${live}`,
    `${SIDE_COOKIE}=canary.${id}`,
    `${SIDE_COOKIE}=staged.${id}`,
    `${SIDE_COOKIE}=canary.${id}.admin`,
  ]) {
    const page = await send(`${fleet.cacheUrl}/pcb-assembly`, { headers: { accept: 'text/html', cookie: forged } });
    // The cookie names the canary by its release and a tag of this start.
    const drawn = /^site_side=(canary|live)\.(\d{8}-\d{6}-[0-9a-f]{8})-[0-9a-f]{8};/.exec(
      page.headers.get('set-cookie') ?? '',
    );
    const named = new Set(page.text.match(RELEASE_ID));
    const side = drawn?.[1] === 'canary' ? id : live;
    if (page.status !== 200 || drawn?.[2] !== id)
      problems.push(`"${forged}" was answered ${page.status} with the cookie ${page.headers.get('set-cookie')}`);
    else if (!named.has(side) || named.has(side === id ? live : id))
      problems.push(`"${forged}", drawn ${drawn[1]}, got a page naming ${[...named].join(', ')}`);
  }

  const database = new pg.Client({ connectionString: fleet.databaseUrl });
  await database.connect();
  try {
    const problemCount = async () =>
      Number((await database.query('SELECT count(*) AS n FROM field_samples WHERE kind = $1', ['problem'])).rows[0].n);
    const before = await problemCount();
    const report = {
      events: [{ kind: 'problem', name: 'error', route: '/pcb-assembly', detail: 'forged' }],
      releases: { 'services-mfe': '20990101-000000-deadbeef' },
    };
    const answer = await send(`${fleet.cacheUrl}${FIELD_DATA_URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    if (answer.status !== 422) problems.push(`a report naming a release nobody serves was answered ${answer.status}`);
    const after = await problemCount();
    if (after !== before) problems.push(`a refused report still filed ${after - before} problems`);
    // Naming the canary's own release without a page of it sent: filed, but under no side, so no verdict moves.
    const onCanary = await send(`${fleet.cacheUrl}${FIELD_DATA_URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...report, releases: { 'services-mfe': id } }),
    });
    const counted = Number(
      (
        await database.query('SELECT count(*) AS n FROM field_samples WHERE side IS NOT NULL AND kind = $1', [
          'problem',
        ])
      ).rows[0].n,
    );
    if (onCanary.status !== 204 || counted !== 0)
      problems.push(
        `a report naming the canary with no page of it was answered ${onCanary.status} and counted ${counted} problems`,
      );
  } finally {
    await database.end();
  }

  const abortedAt = Date.now();
  const aborted = await fleet.api('/releases/services-mfe/canary', { verdict: 'rollback', reason: 'a person aborts' });
  if (aborted.status !== 200) problems.push(`aborting was answered ${aborted.status}: ${aborted.text}`);
  const endMs = (await fleet.untilServed({ canary: undefined })) - abortedAt;
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return `start on both servers in ${startMs} ms, end in ${endMs} ms`;
}

/** The visits that must begin after a healthy canary's promote, each to get the promoted release only. */
const VISITS_AFTER_PROMOTE = 3;

export function canaryCases(context: DrillContext): DrillCase[] {
  const fleet = fleetFixture(context);
  let visitors: CanaryVisitors | undefined;
  const withVisitors = async () => {
    const started = await fleet();
    if (!visitors) {
      const launched = await CanaryVisitors.launch(started);
      visitors = launched;
      context.teardown.add(() => launched.close());
    }
    return { started, visitors };
  };
  const runLimit = RUN_LIMIT_MS + 60_000;
  return [
    {
      section: SECTION,
      name: `a canary's start and end reach both servers while they run, with no restart; a forged side cookie, a cookie of no canary, a field report naming a release nobody serves and one naming the canary with no page of it change nothing`,
      run: async () => forgeries(await fleet()),
      timeoutMs: 120_000,
    },
    {
      section: SECTION,
      name: `a canary at ${BROKEN_PERCENT} % whose ${THROWING_ROUTE} page throws in the browser is rolled back by the fleet's judgment once each side has ${CANARY_SETTINGS.MIN_VIEWS} pages, decided once; the live side's visitors meet 0 failed pages`,
      run: async () => {
        const { started, visitors: browsing } = await withVisitors();
        const run = await runCanary(started, browsing, 'throws-on-a-route', BROKEN_PERCENT);
        const met = failedPagesOn(run, 'canary').length;
        return `${check(run, ['rollback'], met === 0 ? ['no canary visitor met the broken page'] : [])}; ${met} failed pages on the canary side`;
      },
      timeoutMs: runLimit,
    },
    {
      section: SECTION,
      name: `a canary at ${BROKEN_PERCENT} % whose server build throws (its pages sent client-rendered, working) is rolled back too`,
      run: async () => {
        const { started, visitors: browsing } = await withVisitors();
        return check(await runCanary(started, browsing, 'server-build-throws', BROKEN_PERCENT), ['rollback']);
      },
      timeoutMs: runLimit,
    },
    {
      section: SECTION,
      name: `a healthy canary at ${EVEN_PERCENT} % is promoted by the judgment at the end of its ${CANARY_SETTINGS.WINDOW_MS / 1000} s window; no visit sees two releases but across the promote, and every visit after it gets the promoted release`,
      run: async () => {
        const { started, visitors: browsing } = await withVisitors();
        const run = await runCanary(started, browsing, 'healthy', EVEN_PERCENT, VISITS_AFTER_PROMOTE);
        const problems: string[] = [];
        if (run.decidedAt - run.startedAt < CANARY_SETTINGS.WINDOW_MS)
          problems.push(`promoted ${run.decidedAt - run.startedAt} ms after its start, before its window ended`);
        const canaryFailures = failedPagesOn(run, 'canary');
        if (canaryFailures.length > 0) problems.push(`the canary's visitors met failed pages: ${canaryFailures[0]}`);
        const after = run.visits.filter((visit) => visit.startedAt > run.switchedAt + SWITCH_MARGIN_MS);
        const stale = after.filter((visit) => visit.servicesReleases.some((release) => release !== run.id));
        if (after.length === 0) problems.push('no visit began after the promote');
        if (stale.length > 0) problems.push(`${stale.length} visits after the promote saw another release`);
        return `${check(run, ['promote'], problems)}; ${after.length} visits after it, all on the promoted release`;
      },
      timeoutMs: runLimit,
    },
    {
      section: SECTION,
      name: `a canary at ${EVEN_PERCENT} % whose pages draw their largest block at least three times as late (LCP) is held or rolled back, never promoted`,
      run: async () => {
        const { started, visitors: browsing } = await withVisitors();
        return check(await runCanary(started, browsing, 'slower-lcp', EVEN_PERCENT), ['rollback', 'hold']);
      },
      timeoutMs: runLimit,
    },
  ];
}
