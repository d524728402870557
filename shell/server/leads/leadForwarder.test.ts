import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captureLog, WARN_LEVEL } from '../../../test-support/capturedLog';
import { sampleLead, startWebhookReceiver } from '../../../test-support/leads/leadFixtures';
import {
  createStorage,
  STORE_KINDS,
  stopTestPostgres,
  type StorageUnderTest,
} from '../../../test-support/leads/testStores';
import { LeadForwarder, type ForwarderOptions } from './leadForwarder';
import type { LeadStore } from './leadStore';

jest.setTimeout(60_000);

let storage: StorageUnderTest | undefined;
const receivers: { close(): Promise<void> }[] = [];
const forwarders: LeadForwarder[] = [];

afterEach(async () => {
  await Promise.all(forwarders.splice(0).map((forwarder) => forwarder.stop()));
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  await storage?.dispose();
  storage = undefined;
});
afterAll(() => stopTestPostgres());

async function receiver(answer?: (attempt: number) => number, answerAfterMs?: number) {
  const started = await startWebhookReceiver({ answer, answerAfterMs });
  receivers.push(started);
  return started;
}

function forwarder(store: LeadStore, webhookUrl: string, options: Partial<ForwarderOptions> = {}) {
  const created = new LeadForwarder({ webhookUrl, store, baseDelayMs: 20, maxDelayMs: 200, ...options });
  forwarders.push(created);
  return created;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(STORE_KINDS)('forwarding from the %s store', (kind) => {
  let store: LeadStore;
  beforeEach(async () => {
    storage = await createStorage(kind);
    store = await storage.open();
  });

  test('each stored lead reaches the webhook once, as multipart with the six fields in form order and its id', async () => {
    const hook = await receiver();
    const outbox = forwarder(store, hook.url);
    await outbox.start();
    const { lead } = await store.add(sampleLead);
    outbox.leadStored();
    await until(() => hook.received.length === 1);
    expect(hook.received[0]!.fields).toEqual(sampleLead);
    expect(Object.keys(hook.received[0]!.fields)).toEqual(Object.keys(sampleLead));
    expect(hook.received[0]!.headers['idempotency-key']).toBe(lead.id);
    expect(hook.received[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await until(async () => (await store.undelivered()).length === 0);
  });

  test('where a lead came from follows the six fields; a held-back lead is sent only once released', async () => {
    const hook = await receiver();
    const outbox = forwarder(store, hook.url);
    await outbox.start();
    const source = {
      page: '/medical',
      form: 'closing' as const,
      referrerHost: 'news.example',
      utm: { utm_source: 'mail', utm_content: 'banner' },
    };
    const held = await store.add(
      { ...sampleLead, firstName: 'Held' },
      { source, hold: { reasons: ['fast'], awaitingChallenge: true } },
    );
    await store.add(sampleLead, { source });
    outbox.leadStored();
    await until(() => hook.received.length === 1);
    expect(hook.received[0]!.fields).toEqual({
      ...sampleLead,
      source_page: '/medical',
      source_form: 'closing',
      source_referrer: 'news.example',
      utm_source: 'mail',
      utm_content: 'banner',
    });
    expect(Object.keys(hook.received[0]!.fields).slice(0, 6)).toEqual(Object.keys(sampleLead));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hook.received).toHaveLength(1);
    await store.updateHold(held.lead.id, { release: 'owner' });
    outbox.leadStored();
    await until(() => hook.received.length === 2);
    expect(hook.received[1]!.fields.firstName).toBe('Held');
  });

  test('a webhook outage is retried with growing delays and nothing is lost or sent twice', async () => {
    const hook = await receiver((attempt) => (attempt <= 3 ? 503 : 200));
    const outbox = forwarder(store, hook.url);
    await outbox.start();
    const first = (await store.add(sampleLead)).lead;
    outbox.leadStored();
    const second = (await store.add({ ...sampleLead, firstName: 'Grace' })).lead;
    outbox.leadStored();
    await until(() => hook.received.length === 2);
    expect(hook.attempts()).toBe(5);
    expect(hook.received.map((delivery) => delivery.headers['idempotency-key'])).toEqual([first.id, second.id]);
    // The receiver records before it answers; the delivery is marked (fsynced) after the answer arrives.
    await until(async () => (await store.undelivered()).length === 0);
    expect(hook.attempts()).toBe(5);
    expect(outbox.retryDelay(1)).toBe(20);
    expect(outbox.retryDelay(3)).toBe(80);
    expect(outbox.retryDelay(30)).toBe(200);
  });

  test('a webhook that redirects is not followed: the lead stays waiting, nothing is marked delivered, and the log says why', async () => {
    const hook = await receiver();
    // Moved: a 301 to the real receiver, which a followed redirect would reach as a GET without the lead.
    const moved = createServer((_request, response) => response.writeHead(301, { location: hook.url }).end());
    await new Promise<void>((resolve) => moved.listen(0, '127.0.0.1', resolve));
    receivers.push({ close: () => new Promise<void>((resolve) => moved.close(() => resolve())) });
    const log = captureLog();
    const outbox = forwarder(store, `http://127.0.0.1:${(moved.address() as AddressInfo).port}/hook`, {
      log: log.logger,
    });
    await outbox.start();
    const { lead } = await store.add(sampleLead);
    outbox.leadStored();
    await until(() => log.lines.filter((line) => line.msg === 'lead not forwarded; retrying').length >= 3);
    expect(hook.attempts()).toBe(0);
    expect((await store.undelivered()).map(({ id }) => id)).toEqual([lead.id]);
    expect(log.lines.find((line) => line.msg === 'lead not forwarded; retrying')).toMatchObject({
      leadId: lead.id,
      reason: expect.stringContaining('webhook answered 301, a redirect, which is not followed'),
    });
  });

  test('leads waiting during an outage are sent after a server restart, once each', async () => {
    const down = await receiver(() => 503);
    const beforeRestart = forwarder(store, down.url);
    await beforeRestart.start();
    for (const name of ['Ada', 'Grace', 'Hedy']) {
      await store.add({ ...sampleLead, firstName: name });
      beforeRestart.leadStored();
    }
    await until(() => down.attempts() >= 2);
    await beforeRestart.stop();
    await store.close();
    const restarted = await storage!.open();
    expect(await restarted.undelivered()).toHaveLength(3);

    const up = await receiver();
    const afterRestart = forwarder(restarted, up.url);
    await afterRestart.start();
    await until(() => up.received.length === 3);
    expect(up.received.map((delivery) => delivery.fields.firstName)).toEqual(['Ada', 'Grace', 'Hedy']);
    await afterRestart.stop();

    // A third start finds nothing left to send.
    const again = forwarder(restarted, up.url, { pollIntervalMs: 20 });
    await again.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(up.received).toHaveLength(3);
  });

  test('leads waiting past the threshold are warned of once, with how many and since when, and the outcomes are told', async () => {
    let up = false;
    const hook = await receiver(() => (up ? 200 : 503));
    const log = captureLog();
    const outcomes: string[] = [];
    const outbox = forwarder(store, hook.url, {
      log: log.logger,
      onOutcome: (outcome) => outcomes.push(outcome),
      waitingWarnAfterMs: 300,
      waitingCheckIntervalMs: 25,
    });
    const receivedAt = new Date(Date.now() - 200);
    await store.add(sampleLead, { receivedAt });
    await store.add({ ...sampleLead, firstName: 'Grace' });
    await outbox.start();
    const warnings = () =>
      log.lines.filter(
        (line) => line.level === WARN_LEVEL && String(line.msg).startsWith('leads are waiting for the webhook'),
      );
    await until(() => warnings().length === 1);
    expect(warnings()[0]).toMatchObject({ waiting: 2, oldestReceivedAt: receivedAt.toISOString(), waitedMinutes: 0 });
    // Still waiting: not said again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warnings()).toHaveLength(1);
    expect(outcomes.length).toBeGreaterThan(0);
    expect(new Set(outcomes)).toEqual(new Set(['failed']));

    up = true;
    await until(() => outcomes.filter((outcome) => outcome === 'forwarded').length === 2);
    expect(hook.received.map((delivery) => delivery.fields.firstName)).toEqual([sampleLead.firstName, 'Grace']);
    expect(log.text()).not.toContain(sampleLead.email);
  });

  test('a repeated idempotency key sends nothing more', async () => {
    const hook = await receiver();
    const outbox = forwarder(store, hook.url, { pollIntervalMs: 20 });
    await outbox.start();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { created } = await store.add(sampleLead, { idempotencyKey: 'one-form' });
      if (created) outbox.leadStored();
    }
    await until(async () => hook.received.length === 1 && (await store.undelivered()).length === 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hook.received).toHaveLength(1);
  });
});

describe('forwarding from PostgreSQL on two servers', () => {
  let servers: LeadStore[];
  beforeEach(async () => {
    storage = await createStorage('PostgreSQL');
    servers = [await storage.open(), await storage.open()];
  });

  test('two forwarders on two servers send each of 60 leads exactly once', async () => {
    // A webhook that takes a moment to answer keeps both forwarders busy at the same time.
    const hook = await receiver(() => 200, 20);
    const outboxes = servers.map((server) => forwarder(server, hook.url, { pollIntervalMs: 20 }));
    const ids: string[] = [];
    // Some leads wait before the forwarders start, the rest arrive while they run, on either server.
    for (let index = 0; index < 20; index += 1)
      ids.push((await servers[index % 2]!.add({ ...sampleLead, firstName: `Lead ${index}` })).lead.id);
    await Promise.all(outboxes.map((outbox) => outbox.start()));
    for (let index = 20; index < 60; index += 1) {
      ids.push((await servers[index % 2]!.add({ ...sampleLead, firstName: `Lead ${index}` })).lead.id);
      outboxes[index % 2]!.leadStored();
    }
    await until(async () => (await servers[0]!.undelivered()).length === 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sent = hook.received.map((delivery) => String(delivery.headers['idempotency-key']));
    expect(sent).toHaveLength(60);
    expect(new Set(sent)).toEqual(new Set(ids));
    // Both took part: neither waited for the other to finish.
    expect(hook.peakConcurrency()).toBeGreaterThan(1);
  });

  test('a lead stored on another server is sent by polling the store', async () => {
    const hook = await receiver();
    await forwarder(servers[1]!, hook.url, { pollIntervalMs: 50 }).start();
    const { lead } = await servers[0]!.add(sampleLead);
    await until(() => hook.received.length === 1);
    expect(hook.received[0]!.headers['idempotency-key']).toBe(lead.id);
  });

  test('a lead whose sender died is sent by the other server once the lease runs out', async () => {
    const hook = await receiver();
    const { lead } = await servers[0]!.add(sampleLead);
    // The first server claims the lead and dies before sending it.
    const claimStartedAt = Date.now();
    expect((await servers[0]!.claimUndelivered(1000))?.lead.id).toBe(lead.id);
    await servers[0]!.close();
    await forwarder(servers[1]!, hook.url, { pollIntervalMs: 50, claimLeaseMs: 1000, requestTimeoutMs: 500 }).start();
    await until(() => hook.received.length === 1);
    expect(Date.now() - claimStartedAt).toBeGreaterThanOrEqual(1000);
    expect(hook.received[0]!.headers['idempotency-key']).toBe(lead.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hook.received).toHaveLength(1);
  });
});

test('a claim lease no longer than the request timeout is refused: a slow sender would share its lead', () => {
  expect(
    () =>
      new LeadForwarder({
        webhookUrl: 'http://127.0.0.1:1/hook',
        store: {} as LeadStore,
        requestTimeoutMs: 10_000,
        claimLeaseMs: 10_000,
      }),
  ).toThrow(/claim lease .* must be longer than the webhook request timeout/);
});
