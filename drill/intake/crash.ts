/**
 * A server SIGKILLed mid-burst and restarted on the same storage: every acknowledged lead must be
 * stored once, as sent, and reach the webhook exactly once when it comes back from its outage.
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Client } from 'pg';
import { SQLITE_FILE } from 'site-server';
import type { StorageUnderTest, StoreKind } from '../../test-support/leads/testStores';
import { sharedFixture } from '../drillCase';
import { failureOf, storageProblems } from '../leadChecks';
import { freeSitePorts } from '../siteServer';
import { deliveryVerdict } from './deliveries';
import { storageOption, type IntakeFixtures } from './fixtures';
import {
  makeSubmissions,
  refusedSubmissionProblems,
  retryUnanswered,
  submit,
  unanswered,
  uploadPause,
} from './submissions';

/**
 * Leads a server had claimed for sending when it was killed: no other server sends them until
 * the claim's lease runs out. The databases keep claims; the file log's die with the process.
 */
async function leadsClaimedByTheDead(storage: StorageUnderTest): Promise<number> {
  if (storage.kind === 'file log') return 0;
  if (storage.kind === 'SQLite') {
    const database = new DatabaseSync(path.join(storage.address, SQLITE_FILE), { readOnly: true });
    try {
      const row = database
        .prepare('SELECT count(*) AS count FROM leads WHERE delivered_at IS NULL AND claim_expires_at > ?')
        .get(Date.now());
      return Number(row?.count ?? 0);
    } finally {
      database.close();
    }
  }
  const client = new Client({ connectionString: storage.address });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) FROM leads WHERE delivered_at IS NULL AND claim_expires_at > now()',
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

/**
 * One server on the storage takes a burst of submissions and is SIGKILLed once a third are
 * acknowledged; a second server starts on the same storage and the failed submissions are sent
 * again with their keys. The webhook answers 503 until the delivery case brings it back.
 */
export function crashScenario(kind: StoreKind, count: number, fixtures: IntakeFixtures) {
  let webhookUp = false;
  let outageAnswers = 0;
  const run = sharedFixture(async () => {
    const storage = await fixtures.storage(kind);
    const receiver = await fixtures.receiver(() => {
      if (webhookUp) return 200;
      outageAnswers += 1;
      return 503;
    });
    const options = {
      builds: await fixtures.builds(),
      ports: await freeSitePorts(),
      storage: storageOption(storage),
      webhookUrl: receiver.url,
    };
    const first = await fixtures.server({ ...options, label: `the first ${kind} server` });
    const submissions = await makeSubmissions(count, kind, first.shellOrigin);
    const killAfter = Math.ceil(count / 3);
    let acknowledged = 0;
    let killedAt: number | undefined;
    await Promise.all(
      submissions.map(async (submission, index) => {
        if ((await submit(first.shellOrigin, submission, uploadPause(index, count))) !== 'acknowledged') return;
        acknowledged += 1;
        if (acknowledged === killAfter) {
          killedAt = Date.now();
          void first.kill();
        }
      }),
    );
    await first.kill();
    const heldByKilledServer = await leadsClaimedByTheDead(storage);
    const firstServerAcknowledged = acknowledged;
    const failedWhenKilled = submissions.filter(unanswered).length;
    const second = await fixtures.server({ ...options, label: `the restarted ${kind} server` });
    const retried = await retryUnanswered(() => second.shellOrigin, submissions);
    const storedBeforeKill = retried.filter((submission) =>
      submission.receivedAt.some((at) => Date.parse(at) <= (killedAt ?? 0)),
    ).length;
    const reader = await storage.open();
    const stored = await reader.list();
    const problems = [
      ...(killedAt === undefined
        ? [
            `the kill never came: only ${firstServerAcknowledged} of ${count} were acknowledged, ${killAfter} were to be`,
          ]
        : []),
      ...(failedWhenKilled === 0
        ? [`the kill interrupted nothing: all ${count} were answered before it, so the retries were not tried`]
        : []),
      ...refusedSubmissionProblems(submissions),
      ...storageProblems(submissions, stored),
    ];
    const detail =
      `${count} sent, ${firstServerAcknowledged} acknowledged by the first server, ${failedWhenKilled} failed when it was killed, ` +
      `${retried.length} retried on the restarted server (${storedBeforeKill} of them already stored before the kill, answered with their first lead), ` +
      `${stored.length} stored`;
    return { receiver, reader, second, stored, problems, detail, heldByKilledServer };
  });

  return {
    async storedCase(): Promise<string> {
      const { problems, detail } = await run();
      const failure = failureOf(problems);
      if (failure) throw new Error(`${failure.message} (${detail})`);
      return detail;
    },
    async deliveredCase(): Promise<string> {
      const { receiver, reader, second, stored, heldByKilledServer } = await run();
      webhookUp = true;
      try {
        const { seconds, delivered } = await deliveryVerdict(reader, receiver, stored);
        const held =
          heldByKilledServer > 0
            ? ` (${heldByKilledServer} of them held by the killed server's claim until its lease ran out)`
            : '';
        return `${stored.length} stored, ${outageAnswers} attempts answered 503 during the outage, ${delivered} deliveries, all within ${seconds} s of the webhook coming back${held}`;
      } finally {
        await second.stop();
      }
    },
  };
}
