/**
 * The intake section: real server processes on each lead store, a burst of submissions, a
 * SIGKILL part way through, a restart, the form's retries with the same key, a webhook outage;
 * then the store is opened directly and compared with what the submitters were told.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { ContactRequest } from 'shared/content/contact';
import { FASTEST_PERSON_MS, type LeadStore, type StoredLead } from 'site-server';
import { fetchFormToken, TOKEN_FIELD } from '../test-support/leads/formPost';
import { multipartBody, startWebhookReceiver } from '../test-support/leads/leadFixtures';
import { raceRewritesAgainstPosts, seedRewriteVictims } from '../test-support/leads/leadStoreRace';
import {
  createStorage,
  STORE_KINDS,
  stopTestPostgres,
  type StorageUnderTest,
  type StoreKind,
} from '../test-support/leads/testStores';
import { sharedFixture, type DrillCase, type DrillContext } from './drillCase';
import { deliveryProblems, failureOf, storageProblems, type SentLead } from './leadChecks';
import { writeStandInBuilds } from '../test-support/fakeBuilds';
import { DRILL_CLAIM_LEASE_MS, freeSitePorts, SiteServer, type SiteServerOptions } from './siteServer';

const SECTION = 'intake';
export const FULL_SUBMISSIONS = 200;
export const SHORT_SUBMISSIONS = 40;
const SUBMIT_TIMEOUT_MS = 30_000;
/**
 * Half the burst's bodies arrive at once, the other half finish arriving over this long, as
 * from visitors on slower links: the kill finds submissions at every stage, answered, being
 * stored, still uploading, however fast the server works through the first half.
 */
const UPLOAD_SPREAD_MS = 1000;
const uploadPause = (index: number, count: number) => (index % 2 === 0 ? 0 : (index / count) * UPLOAD_SPREAD_MS);
const RETRY_ROUNDS = 5;
const RETRY_PAUSE_MS = 250;
/**
 * Past the claim lease of the drill's servers: a lead the killed server had claimed for sending
 * waits that long before another server may send it.
 */
const DELIVERY_DEADLINE_MS = DRILL_CLAIM_LEASE_MS + 30_000;
/** A second sending of a lead would come after the first was recorded: the time given for one to show. */
const DUPLICATE_GRACE_MS = 500;
const SCENARIO_TIMEOUT_MS = 180_000;
/** The rewrite race: seeded leads for the owner's edits, the least of each kind, and how long it may post. */
const REWRITE_VICTIMS = 300;
const REWRITE_MIN_EACH = 20;
const REWRITE_RACE_MAX_MS = 150_000;

/** One filled-in form: its fields, its key, and what the intake answered each time it was sent. */
interface Submission extends SentLead {
  acknowledgedIds: string[];
  /** The receivedAt of each 2xx answer: when the store took the lead. */
  receivedAt: string[];
  refusals: string[];
  payload: Buffer;
  contentType: string;
}

type Outcome = 'acknowledged' | 'failed' | 'refused';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The burst's forms, each with the form token its page fetched from `origin` when the visitor
 * began typing; the burst is sent once people could have typed them (a faster form is asked for
 * a challenge, which the intake's own tests cover).
 */
async function makeSubmissions(count: number, label: string, origin: string): Promise<Submission[]> {
  const run = randomUUID().slice(0, 8);
  const submissions = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const fields: ContactRequest = {
        firstName: 'Drill',
        lastName: `Submission ${index + 1}`,
        companyName: `${label} drill ${run}`,
        email: `drill-${run}-${index + 1}@example.test`,
        phoneNumber: `+1 404 555 ${String(index).padStart(4, '0')}`,
        projectDetails: `Reliability drill ${run}, submission ${index + 1} of ${count}: 250 boards, 6 layers.\nFirst articles in 3 weeks.`,
      };
      const { payload, contentType } = await multipartBody({ ...fields, [TOKEN_FIELD]: await fetchFormToken(origin) });
      return { key: randomUUID(), fields, acknowledgedIds: [], receivedAt: [], refusals: [], payload, contentType };
    }),
  );
  await sleep(FASTEST_PERSON_MS);
  return submissions;
}

/**
 * POSTs the body, its second half `pauseMs` after the first, as a slow link uploads it; resolves
 * to the answer's status and text, rejects when the connection fails.
 */
function post(origin: string, submission: Submission, pauseMs: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}/api/contact`, {
      method: 'POST',
      agent: false,
      timeout: SUBMIT_TIMEOUT_MS,
      headers: {
        'content-type': submission.contentType,
        'content-length': submission.payload.length,
        'idempotency-key': submission.key,
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${SUBMIT_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    const half = Math.floor(submission.payload.length / 2);
    request.write(submission.payload.subarray(0, half));
    setTimeout(() => {
      if (!request.destroyed) request.end(submission.payload.subarray(half));
    }, pauseMs);
  });
}

/** Sends the form once; a connection error or a 5xx is worth a retry, as the form offers one; any other answer is final. */
async function submit(origin: string, submission: Submission, pauseMs = 0): Promise<Outcome> {
  try {
    const { status, text } = await post(origin, submission, pauseMs);
    if (status >= 200 && status < 300) {
      const answer = JSON.parse(text) as { id: string; receivedAt: string };
      submission.acknowledgedIds.push(answer.id);
      submission.receivedAt.push(answer.receivedAt);
      return 'acknowledged';
    }
    if (status >= 500) return 'failed';
    submission.refusals.push(`${status} ${text.slice(0, 120)}`);
    return 'refused';
  } catch {
    return 'failed';
  }
}

const unanswered = (submission: Submission) =>
  submission.acknowledgedIds.length === 0 && submission.refusals.length === 0;

/** The visitor presses Submit again on each form that failed, with the same key, until it is answered; returns those retried. */
async function retryUnanswered(
  originOf: (submission: Submission) => string,
  submissions: Submission[],
): Promise<Submission[]> {
  const retried = new Set<Submission>();
  for (let round = 0; round < RETRY_ROUNDS; round += 1) {
    const pending = submissions.filter(unanswered);
    if (pending.length === 0) break;
    if (round > 0) await sleep(RETRY_PAUSE_MS);
    for (const submission of pending) retried.add(submission);
    await Promise.all(pending.map((submission) => submit(originOf(submission), submission)));
  }
  return [...retried];
}

function refusedSubmissionProblems(submissions: Submission[]): string[] {
  const refused = submissions.filter((submission) => submission.refusals.length > 0);
  return refused.length > 0 ? [`${refused.length} submissions were refused (first: ${refused[0]!.refusals[0]})`] : [];
}

type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

const deliveredIds = (receiver: WebhookReceiver) =>
  receiver.received.map((delivery) => String(delivery.headers['idempotency-key']));

/** Waits until the store's outbox is empty and the receiver has every stored lead, or the deadline; resolves to the time taken. */
async function deliveriesSettled(reader: LeadStore, receiver: WebhookReceiver, storedIds: string[]): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < DELIVERY_DEADLINE_MS) {
    const delivered = new Set(deliveredIds(receiver));
    if ((await reader.undelivered()).length === 0 && storedIds.every((id) => delivered.has(id))) {
      await sleep(DUPLICATE_GRACE_MS);
      break;
    }
    await sleep(100);
  }
  return Date.now() - started;
}

/** Checks the deliveries and, passing, says how they went. */
async function deliveryVerdict(
  reader: LeadStore,
  receiver: WebhookReceiver,
  stored: StoredLead[],
): Promise<{ seconds: string; delivered: number }> {
  const storedIds = stored.map((lead) => lead.id);
  const waited = await deliveriesSettled(reader, receiver, storedIds);
  const delivered = deliveredIds(receiver);
  const failure = failureOf(deliveryProblems(storedIds, delivered));
  if (failure)
    throw new Error(
      `${failure.message} (${delivered.length} deliveries for ${storedIds.length} stored leads after ${(waited / 1000).toFixed(1)} s)`,
    );
  return { seconds: (waited / 1000).toFixed(1), delivered: delivered.length };
}

/**
 * Leads a server had claimed for sending when it was killed: no other server sends them until
 * the claim's lease runs out. Only PostgreSQL keeps claims; the file log's die with the process.
 */
async function leadsClaimedByTheDead(storage: StorageUnderTest): Promise<number> {
  if (storage.kind !== 'PostgreSQL') return 0;
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

/** What the section's cases share: one set of stand-in builds, storage of each kind, the servers they start. */
function intakeFixtures({ teardown }: DrillContext) {
  return {
    builds: sharedFixture(async () => {
      const root = mkdtempSync(path.join(os.tmpdir(), 'drill-intake-'));
      teardown.add(() => rmSync(root, { recursive: true, force: true }));
      return writeStandInBuilds(root);
    }),
    async storage(kind: StoreKind): Promise<StorageUnderTest> {
      // Before the storage's own step, so that it runs after it; again after an interrupting teardown, which may have stopped the server.
      if (kind === 'PostgreSQL') teardown.add(stopTestPostgres);
      const storage = await createStorage(kind);
      teardown.add(() => storage.dispose());
      return storage;
    },
    async receiver(answer: () => number): Promise<WebhookReceiver> {
      const receiver = await startWebhookReceiver({ answer });
      teardown.add(() => receiver.close());
      return receiver;
    },
    async server(options: SiteServerOptions): Promise<SiteServer> {
      const start = SiteServer.start(options);
      teardown.add(async () => (await start.catch(() => undefined))?.stop());
      return start;
    },
  };
}

type IntakeFixtures = ReturnType<typeof intakeFixtures>;

const storageOption = (storage: StorageUnderTest) =>
  storage.kind === 'file log' ? { dataDir: storage.address } : { databaseUrl: storage.address };

/**
 * One server on the storage takes a burst of submissions and is SIGKILLed once a third are
 * acknowledged; a second server starts on the same storage and the failed submissions are sent
 * again with their keys. The webhook answers 503 until the delivery case brings it back.
 */
function crashScenario(kind: StoreKind, count: number, fixtures: IntakeFixtures) {
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

/** Two servers share one PostgreSQL database; submissions alternate between them; the webhook is up throughout. */
async function twoServersCase(count: number, fixtures: IntakeFixtures): Promise<string> {
  const storage = await fixtures.storage('PostgreSQL');
  const receiver = await fixtures.receiver(() => 200);
  const builds = await fixtures.builds();
  const shared = { builds, storage: storageOption(storage), webhookUrl: receiver.url };
  const serverA = await fixtures.server({ ...shared, label: 'PostgreSQL server A', ports: await freeSitePorts() });
  const serverB = await fixtures.server({ ...shared, label: 'PostgreSQL server B', ports: await freeSitePorts() });
  try {
    const submissions = await makeSubmissions(count, 'two servers', serverA.shellOrigin);
    const origins = new Map(
      submissions.map((submission, index) => [submission, (index % 2 === 0 ? serverA : serverB).shellOrigin]),
    );
    const originOf = (submission: Submission) => origins.get(submission)!;
    await Promise.all(submissions.map((submission) => submit(originOf(submission), submission)));
    const retried = await retryUnanswered(originOf, submissions);
    const reader = await storage.open();
    const stored = await reader.list();
    const failure = failureOf([...refusedSubmissionProblems(submissions), ...storageProblems(submissions, stored)]);
    if (failure) throw failure;
    const { seconds, delivered } = await deliveryVerdict(reader, receiver, stored);
    return `${count} sent, half to each server, ${retried.length} needed a retry, ${stored.length} stored, ${delivered} deliveries within ${seconds} s`;
  } finally {
    await Promise.all([serverA.stop(), serverB.stop()]);
  }
}

/**
 * The owner edits the leads while the site takes them: a real server on the file store takes posts
 * from four clients while another process (as `npm run leads` is) deletes, releases, erases and runs
 * the retention pass on the same files; every acknowledged lead must be there afterwards.
 */
async function rewriteRaceCase(minPosts: number, minRewritesEach: number, fixtures: IntakeFixtures): Promise<string> {
  const storage = await fixtures.storage('file log');
  const victimsFile = await seedRewriteVictims(storage.address, REWRITE_VICTIMS);
  const server = await fixtures.server({
    label: 'file log server (rewrite race)',
    builds: await fixtures.builds(),
    ports: await freeSitePorts(),
    storage: storageOption(storage),
  });
  try {
    const figures = await raceRewritesAgainstPosts({
      siteUrl: server.shellOrigin,
      dataDir: storage.address,
      victimsFile,
      clients: 4,
      minPosts,
      minRewritesEach,
      maxMs: REWRITE_RACE_MAX_MS,
    });
    const shown = `${figures.acknowledged} posts acknowledged, rewrites ${Object.entries(figures.rewrites)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}, lost ${figures.lost.length} (${figures.seconds.toFixed(1)} s)`;
    const short =
      Object.values(figures.rewrites).some((count) => count < minRewritesEach) || figures.acknowledged < minPosts;
    if (figures.lost.length > 0 || figures.refused > 0 || figures.rewriteMisses.length > 0 || short) {
      throw new Error(
        `${shown}; refused ${figures.refused}; rewrites that found nothing: ${figures.rewriteMisses.slice(0, 5).join(', ') || 'none'}; lost: ${figures.lost.slice(0, 5).join(', ')}`,
      );
    }
    return shown;
  } finally {
    await server.stop();
  }
}

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
