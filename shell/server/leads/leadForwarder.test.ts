import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LeadForwarder } from './leadForwarder';
import { LeadStore } from './leadStore';
import { sampleLead, startWebhookReceiver } from './testing';

let dataDir: string;
let store: LeadStore;
const receivers: { close(): Promise<void> }[] = [];
const forwarders: LeadForwarder[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  store = new LeadStore(dataDir);
});
afterEach(async () => {
  await Promise.all(forwarders.splice(0).map((forwarder) => forwarder.stop()));
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function receiver(answer?: (attempt: number) => number) {
  const started = await startWebhookReceiver(answer);
  receivers.push(started);
  return started;
}

function forwarder(webhookUrl: string) {
  const created = new LeadForwarder({ webhookUrl, store, baseDelayMs: 20, maxDelayMs: 200 });
  forwarders.push(created);
  return created;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('each stored lead reaches the webhook once, as multipart with the six fields and its id', async () => {
  const hook = await receiver();
  const outbox = forwarder(hook.url);
  await outbox.start();
  const lead = await store.add(sampleLead);
  outbox.enqueue(lead);
  await until(() => hook.received.length === 1);
  expect(hook.received[0]!.fields).toEqual(sampleLead);
  expect(hook.received[0]!.headers['idempotency-key']).toBe(lead.id);
  expect(hook.received[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await until(async () => (await store.undelivered()).length === 0);
});

test('a webhook outage is retried with growing delays and nothing is lost or sent twice', async () => {
  const hook = await receiver((attempt) => (attempt <= 3 ? 503 : 200));
  const outbox = forwarder(hook.url);
  await outbox.start();
  const first = await store.add(sampleLead);
  const second = await store.add({ ...sampleLead, firstName: 'Grace' });
  outbox.enqueue(first);
  outbox.enqueue(second);
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

test('leads waiting during an outage are sent after a server restart, once each', async () => {
  const down = await receiver(() => 503);
  const beforeRestart = forwarder(down.url);
  await beforeRestart.start();
  for (const name of ['Ada', 'Grace', 'Hedy']) beforeRestart.enqueue(await store.add({ ...sampleLead, firstName: name }));
  await until(() => down.attempts() >= 2);
  await beforeRestart.stop();
  expect(await store.undelivered()).toHaveLength(3);

  const up = await receiver();
  const afterRestart = forwarder(up.url);
  await afterRestart.start();
  await until(() => up.received.length === 3);
  expect(up.received.map((delivery) => delivery.fields.firstName)).toEqual(['Ada', 'Grace', 'Hedy']);
  await afterRestart.stop();

  // A third start finds nothing left to send.
  const again = forwarder(up.url);
  await again.start();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(up.received).toHaveLength(3);
});
