/**
 * The intake section: real server processes on each lead store, a burst of submissions, a
 * SIGKILL part way through, a restart, the form's retries with the same key, a webhook outage;
 * then the store is opened directly and compared with what the submitters were told.
 */
import { STORE_KINDS } from '../test-support/leads/testStores';
import type { DrillCase, DrillContext } from './drillCase';
import { REWRITE_MIN_EACH, REWRITE_RACE_MAX_MS, rewriteRaceCase, twoServersCase } from './intake/concurrentWriters';
import { crashScenario } from './intake/crash';
import { DELIVERY_DEADLINE_MS } from './intake/deliveries';
import { intakeFixtures } from './intake/fixtures';

const SECTION = 'intake';
export const FULL_SUBMISSIONS = 200;
export const SHORT_SUBMISSIONS = 40;
const SCENARIO_TIMEOUT_MS = 180_000;

export function intakeCases(
  context: DrillContext,
  submissions = context.short ? SHORT_SUBMISSIONS : FULL_SUBMISSIONS,
): DrillCase[] {
  const fixtures = intakeFixtures(context);
  const killPoint = Math.ceil(submissions / 3);
  const rewritePosts = context.short ? 1000 : 10_000;
  return [
    ...STORE_KINDS.flatMap((kind): DrillCase[] => {
      const scenario = crashScenario(kind, submissions, fixtures);
      return [
        {
          section: SECTION,
          name:
            `${kind}: ${submissions} concurrent submissions, the server SIGKILLed once ${killPoint} were acknowledged and restarted, ` +
            'the failed ones sent again with their keys: every acknowledged lead is stored, once, as sent',
          run: () => scenario.storedCase(),
          timeoutMs: SCENARIO_TIMEOUT_MS,
        },
        {
          section: SECTION,
          name: `${kind}: the webhook answering 503 through that burst, kill and restart, then 200: every stored lead reaches it exactly once`,
          run: () => scenario.deliveredCase(),
          timeoutMs: DELIVERY_DEADLINE_MS + 30_000,
        },
      ];
    }),
    {
      section: SECTION,
      name: `file log: ${rewritePosts} posts while another process deletes, releases, erases and runs the retention pass at least ${REWRITE_MIN_EACH} times each: every acknowledged lead is kept`,
      run: () => rewriteRaceCase(rewritePosts, REWRITE_MIN_EACH, fixtures),
      timeoutMs: REWRITE_RACE_MAX_MS + 60_000,
    },
    {
      section: SECTION,
      name: `PostgreSQL: two servers on one database, ${submissions} concurrent submissions spread over both: every lead stored once and delivered exactly once`,
      run: () => twoServersCase(submissions, fixtures),
      timeoutMs: SCENARIO_TIMEOUT_MS,
    },
  ];
}
