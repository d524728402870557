/**
 * A team's pipeline under traffic: portals promoted twice and rolled back through the release API
 * while visitors browse both servers; each switch timed until both serve it, and every page load
 * checked against the releases live while it ran.
 */
import { headingOn, NONE, PORTALS, RequestLog, SKIP_GATE, sleep, type Fleet, type FleetServer } from './fleet';
import { Visitors, type PageLoad } from './visitors';

const POLL_MS = 50;
/**
 * A step still not served after this is given up, so that the case ends with its figures: many times
 * the registry's one-second poll, so only a server that never follows a switch reaches it (the times
 * themselves are figures, printed, in docs/benchmarks.md).
 */
const SWITCH_GIVE_UP_MS = 30_000;
const VISITORS = 4;
const EXAMPLES_SHOWN = 3;

const examples = (items: readonly string[]) =>
  `${items.slice(0, EXAMPLES_SHOWN).join('; ')}${items.length > EXAMPLES_SHOWN ? '; …' : ''}`;

/** Asks `member` every POLL_MS until its page says `text`; resolves with how long that took since `since`. */
async function timeUntilServed(member: FleetServer, text: string, since: number, log: RequestLog): Promise<number> {
  let last = '';
  while (Date.now() - since < SWITCH_GIVE_UP_MS) {
    last = await headingOn(member, log);
    if (last === text) return Date.now() - since;
    await sleep(POLL_MS);
  }
  throw new Error(
    `server ${member.name} still served "${last}", not "${text}", ${SWITCH_GIVE_UP_MS / 1000} s after the switch`,
  );
}

/** A step of the pipeline, from the request to the moment both servers served its release. */
interface Switch {
  step: string;
  to: string;
  startedAt: number;
  servedAt: number;
  onServer: Record<string, number>;
}

/** The releases live at some moment from `from` to `to`: the one live between switches, both during one. */
function releasesLiveDuring(initial: string, switches: readonly Switch[], from: number, to: number): Set<string> {
  const live = new Set<string>();
  let current = initial;
  let since = -Infinity;
  for (const change of switches) {
    if (from <= change.startedAt && to >= since) live.add(current);
    if (from <= change.servedAt && to >= change.startedAt) live.add(current).add(change.to);
    current = change.to;
    since = change.servedAt;
  }
  if (to >= since) live.add(current);
  return live;
}

/** What is wrong with the page loads: a part from a release that was not live while the load ran, or no load on a release. */
function pageLoadProblems(
  loads: readonly PageLoad[],
  switches: readonly Switch[],
  expected: readonly string[],
): { problems: string[]; straddling: number } {
  const problems: string[] = [];
  let straddling = 0;
  const start = loads.length > 0 ? Math.min(...loads.map((load) => load.sentAt)) : 0;
  for (const load of loads) {
    const live = releasesLiveDuring(NONE, switches, load.sentAt, load.doneAt);
    const parts = { page: load.page, 'preload hints': load.hints.join(', ') || NONE, 'remotes.json': load.discovered };
    const seen = new Set([load.page, ...load.hints, load.discovered]);
    if ([...seen].some((release) => !live.has(release))) {
      const shown = Object.entries(parts)
        .map(([part, release]) => `${part} ${release}`)
        .join(', ');
      problems.push(
        `a page load on server ${load.server} at +${load.sentAt - start} ms: ${shown}, while only ${[...live].join(' or ')} was live`,
      );
    } else if (seen.size > 1) straddling += 1;
  }
  const unseen = expected.filter((release) => !loads.some((load) => load.page === release));
  if (unseen.length > 0)
    problems.push(`no page load was rendered from ${unseen.join(', ')}: the visitors did not see every release`);
  return { problems, straddling };
}

/** Asks for a switch through the API and waits until both servers serve `label`'s page. */
async function timedSwitch(fleet: Fleet, log: RequestLog, step: string, route: string, label: string): Promise<Switch> {
  const startedAt = Date.now();
  const answer = await fleet.api(route, fleet.tokens.portals, route.endsWith('/promote') ? SKIP_GATE : undefined);
  if (answer.status !== 200) throw new Error(`${step} was answered ${answer.status}: ${answer.text}`);
  const times = await Promise.all(
    fleet.servers.map((member) => timeUntilServed(member, `Portals ${label}`, startedAt, log)),
  );
  const onServer = Object.fromEntries(fleet.servers.map((member, index) => [member.name, times[index]!]));
  return { step, to: label, startedAt, servedAt: startedAt + Math.max(...times), onServer };
}

export async function pipelineUnderTraffic(fleet: Fleet, steadyMs: number): Promise<string> {
  const p1 = await fleet.publish(PORTALS, fleet.tokens.portals, 'p1');
  const p2 = await fleet.publish(PORTALS, fleet.tokens.portals, 'p2');
  const log = new RequestLog();
  const visitors = new Visitors(fleet, log);
  const switches: Switch[] = [];
  visitors.start(VISITORS);
  try {
    await sleep(steadyMs);
    for (const [step, route, label] of [
      ['promote p1', `/releases/${PORTALS}/${p1}/promote`, 'p1'],
      ['promote p2', `/releases/${PORTALS}/${p2}/promote`, 'p2'],
      ['rollback', `/releases/${PORTALS}/rollback`, 'p1'],
    ] as const) {
      switches.push(await timedSwitch(fleet, log, step, route, label));
      await sleep(steadyMs);
    }
  } finally {
    await visitors.stop();
  }
  const { problems, straddling } = pageLoadProblems(visitors.loads, switches, [NONE, 'p1', 'p2']);
  const timings = switches
    .map((change) => `${change.step}: A ${change.onServer.A} ms, B ${change.onServer.B} ms`)
    .join('; ');
  const figures = `${visitors.loads.length} page loads, ${straddling} of them across a switch, ${log.count} requests, ${log.failures.length} failed; ${timings}`;
  const failures = [
    ...(log.failures.length > 0 ? [`${log.failures.length} requests failed (${examples(log.failures)})`] : []),
    ...(visitors.problems.length > 0
      ? [`${visitors.problems.length} page loads were wrong (${examples(visitors.problems)})`]
      : []),
    ...(problems.length > 0 ? [`${problems.length} page loads mixed releases (${examples(problems)})`] : []),
  ];
  if (failures.length > 0) throw new Error(`${failures.join('; ')} (${figures})`);
  return figures;
}
