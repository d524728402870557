import { appendFileSync, chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { sampleLead } from '../../../test-support/leads/leadFixtures';
import { findPostgresTools } from '../../../test-support/leads/testPostgres';
import {
  createStorage,
  STORE_KINDS,
  stopTestPostgres,
  type StorageUnderTest,
} from '../../../test-support/leads/testStores';
import type { LeadStore } from './leadStore';
import { LEAD_SCHEMA_MIGRATIONS, migrateLeadSchema } from '../storage/siteSchema';
import { FileLeadStore } from './fileLeadStore';
import { validateLead } from './validateLead';
import { PostgresLeadStore } from './postgresLeadStore';

jest.setTimeout(60_000);

let storage: StorageUnderTest | undefined;
afterEach(async () => {
  await storage?.dispose();
  storage = undefined;
});
afterAll(() => stopTestPostgres());

async function emptyStorage(kind: (typeof STORE_KINDS)[number]) {
  storage = await createStorage(kind);
  return storage;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));

describe.each(STORE_KINDS)('the %s lead store', (kind) => {
  let store: LeadStore;
  beforeEach(async () => {
    store = await (await emptyStorage(kind)).open();
  });

  test('lists what was added, newest first, exactly as added', async () => {
    const added = [];
    for (const [minute, firstName] of [
      [1, 'Ada'],
      [2, 'Grace'],
      [3, 'Hedy'],
    ] as const) {
      added.push(await store.add({ ...sampleLead, firstName }, { receivedAt: at(minute) }));
    }
    expect(added.every(({ created }) => created)).toBe(true);
    expect(new Set(added.map(({ lead }) => lead.id)).size).toBe(3);
    expect(await store.list()).toEqual(added.map(({ lead }) => lead).reverse());
    expect(added[0]!.lead).toEqual({
      id: expect.any(String),
      receivedAt: at(1).toISOString(),
      fields: sampleLead,
      source: {},
    });
  });

  test('knows the idempotency keys it stored leads under, and only those', async () => {
    expect(await store.hasIdempotencyKey('form-7')).toBe(false);
    await store.add(sampleLead, { idempotencyKey: 'form-7' });
    await store.add(sampleLead);
    expect(await store.hasIdempotencyKey('form-7')).toBe(true);
    expect(await store.hasIdempotencyKey('form-8')).toBe(false);
    expect(await (await storage!.open()).hasIdempotencyKey('form-7')).toBe(true);
  });

  test('keeps where a lead came from, as it was given', async () => {
    const source = {
      page: '/cabling-harness',
      form: 'header-dialog' as const,
      referrerHost: 'www.bing.com',
      utm: { utm_source: 'newsletter', utm_campaign: 'fall' },
    };
    const { lead } = await store.add(sampleLead, { source });
    expect(lead.source).toEqual(source);
    const other = await storage!.open();
    expect((await other.list())[0]!.source).toEqual(source);
  });

  test('a campaign name cut on an emoji is stored and read back whole: no half character reaches the store', async () => {
    // What the intake makes of a utm value whose 200th unit is the first half of an emoji.
    const validated = validateLead([...Object.entries(sampleLead), ['utm_campaign', `${'a'.repeat(199)}😀 launch`]] as [
      string,
      string,
    ][]);
    if (!validated.ok) throw new Error(validated.problem.message);
    const { source } = validated;
    const { lead } = await store.add(sampleLead, { source });
    expect(lead.source).toEqual({ utm: { utm_campaign: 'a'.repeat(199) } });
    expect((await (await storage!.open()).list())[0]!.source).toEqual({ utm: { utm_campaign: 'a'.repeat(199) } });
  });

  test('a held-back lead is stored and listed but never in the outbox, until it is released', async () => {
    const kept = (await store.add({ ...sampleLead, firstName: 'Buyer' }, { receivedAt: at(1) })).lead;
    const held = (
      await store.add({ ...sampleLead, firstName: 'Bot' }, { receivedAt: at(2), hold: { reasons: ['honeypot'] } })
    ).lead;
    expect(held.hold).toEqual({ reasons: ['honeypot'] });
    expect((await store.list()).map((lead) => lead.fields.firstName)).toEqual(['Bot', 'Buyer']);
    expect(await store.undelivered()).toEqual([kept]);
    expect(await store.waiting()).toEqual({ count: 1, oldestReceivedAt: at(1).toISOString() });
    expect((await store.claimUndelivered(60_000))?.lead).toEqual(kept);
    expect(await store.claimUndelivered(60_000)).toBeUndefined();

    const released = await store.updateHold(held.id, { release: 'owner' });
    expect(released?.hold).toEqual({ reasons: ['honeypot'], releasedAt: expect.any(String), releasedBy: 'owner' });
    expect((await store.claimUndelivered(60_000))?.lead.id).toBe(held.id);
    // Released once is released: a second release changes nothing.
    expect(await store.updateHold(held.id, { release: 'challenge' })).toEqual(released);
    const restarted = await storage!.open();
    expect((await restarted.undelivered()).map((lead) => lead.id)).toEqual([kept.id, held.id]);
    expect(await store.updateHold('00000000-0000-4000-8000-000000000000', { release: 'owner' })).toBeUndefined();
  });

  test('a lead awaiting its challenge whose answer fails stays held, with the reason added once', async () => {
    const { lead } = await store.add(sampleLead, { hold: { reasons: ['fast'], awaitingChallenge: true } });
    const failed = await store.updateHold(lead.id, { challengeFailed: true });
    expect(failed?.hold).toEqual({ reasons: ['fast', 'challenge_failed'] });
    expect((await store.updateHold(lead.id, { challengeFailed: true }))?.hold).toEqual({
      reasons: ['fast', 'challenge_failed'],
    });
    expect(await (await storage!.open()).undelivered()).toEqual([]);
  });

  test('a form token serves one lead: another lead with it is stored held back, the same form sent again is not', async () => {
    const first = await store.add(sampleLead, { idempotencyKey: 'form-1', tokenNonce: 'nonce-1' });
    expect(await store.add(sampleLead, { idempotencyKey: 'form-1', tokenNonce: 'nonce-1' })).toEqual({
      lead: first.lead,
      created: false,
    });
    const replay = await store.add(
      { ...sampleLead, firstName: 'Replay' },
      { idempotencyKey: 'form-2', tokenNonce: 'nonce-1' },
    );
    expect(replay.created).toBe(true);
    expect(replay.lead.hold).toEqual({ reasons: ['replayed_token'] });
    const noKey = await (
      await storage!.open()
    ).add({ ...sampleLead, firstName: 'Again' }, { tokenNonce: 'nonce-1', hold: { reasons: ['fast'] } });
    expect(noKey.lead.hold).toEqual({ reasons: ['fast', 'replayed_token'] });
    expect((await store.undelivered()).map((lead) => lead.id)).toEqual([first.lead.id]);
  });

  test('counts posts per client in fixed windows, every instance together', async () => {
    const other = await storage!.open();
    expect(await store.countPost('client-a', 60_000)).toBe(1);
    expect(await store.countPost('client-a', 60_000)).toBe(2);
    expect(await store.countPost('client-b', 60_000)).toBe(1);
    // The file store counts in its own process only (one server per data directory); the databases count together.
    const shared = kind !== 'file log';
    expect(await other.countPost('client-a', 60_000)).toBe(shared ? 3 : 1);
    // Looking counts nothing.
    expect(await store.postsCounted('client-a', 60_000)).toBe(shared ? 3 : 2);
    expect(await store.postsCounted('client-a', 60_000)).toBe(shared ? 3 : 2);
    expect(await store.postsCounted('client-c', 60_000)).toBe(0);
  });

  test('the intake secret is made once and is the same for every instance and after a restart', async () => {
    const secret = await store.intakeSecret();
    expect(secret.length).toBe(32);
    const others = await Promise.all([storage!.open(), storage!.open()]);
    for (const other of others) expect(await other.intakeSecret()).toEqual(secret);
  });

  test('a lead is committed when add resolves: another instance, as another server, reads it at once', async () => {
    const { lead } = await store.add(sampleLead);
    const other = await storage!.open();
    expect(await other.list()).toEqual([lead]);
    expect(await other.undelivered()).toEqual([lead]);
  });

  test('a repeated idempotency key stores nothing and returns the first lead, whatever the second carried', async () => {
    const first = await store.add(sampleLead, { idempotencyKey: 'form-1', receivedAt: at(1) });
    const again = await store.add(
      { ...sampleLead, firstName: 'Changed' },
      { idempotencyKey: 'form-1', receivedAt: at(2) },
    );
    expect(first.created).toBe(true);
    expect(again).toEqual({ lead: first.lead, created: false });
    expect(await store.list()).toEqual([first.lead]);
    // Another key, and leads without a key, are leads of their own.
    await store.add(sampleLead, { idempotencyKey: 'form-2' });
    await store.add(sampleLead);
    await store.add(sampleLead);
    expect(await store.list()).toHaveLength(4);
  });

  test('50 concurrent adds with one key store exactly one lead, and every caller gets it', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, attempt) =>
        store.add({ ...sampleLead, firstName: `Attempt ${attempt}` }, { idempotencyKey: 'double-click' }),
      ),
    );
    const stored = await store.list();
    expect(stored).toHaveLength(1);
    expect(results.filter(({ created }) => created)).toHaveLength(1);
    for (const { lead } of results) expect(lead).toEqual(stored[0]);
  });

  test('the idempotency keys outlive a restart', async () => {
    const first = await store.add(sampleLead, { idempotencyKey: 'before-restart' });
    await store.close();
    const restarted = await storage!.open();
    expect(await restarted.add(sampleLead, { idempotencyKey: 'before-restart' })).toEqual({
      lead: first.lead,
      created: false,
    });
    expect(await restarted.list()).toHaveLength(1);
  });

  test('the outbox hands out the oldest unclaimed lead, once, until it is delivered or given back', async () => {
    const oldest = (await store.add({ ...sampleLead, firstName: 'Ada' }, { receivedAt: at(1), idempotencyKey: 'ada' }))
      .lead;
    await store.add({ ...sampleLead, firstName: 'Ada again' }, { receivedAt: at(2), idempotencyKey: 'ada' });
    const newer = (await store.add({ ...sampleLead, firstName: 'Grace' }, { receivedAt: at(3) })).lead;

    const first = await store.claimUndelivered(60_000);
    expect(first?.lead).toEqual(oldest);
    const second = await store.claimUndelivered(60_000);
    expect(second?.lead).toEqual(newer);
    // Both held, and the repeated key added nothing to send.
    expect(await store.claimUndelivered(60_000)).toBeUndefined();

    await store.releaseClaim(second!);
    expect((await store.claimUndelivered(60_000))?.lead).toEqual(newer);

    await store.markDelivered(oldest.id, 200);
    expect(await store.undelivered()).toEqual([newer]);
    expect(await store.deliveredIds()).toEqual(new Set([oldest.id]));
    // Giving back a delivered lead's claim does not put it back in the outbox.
    await store.releaseClaim(first!);
    expect(await store.undelivered()).toEqual([newer]);
  });

  test('counts the leads waiting for the webhook and says when the oldest arrived', async () => {
    expect(await store.waiting()).toEqual({ count: 0, oldestReceivedAt: undefined });
    const leads = [];
    for (const minute of [1, 2, 3]) leads.push((await store.add(sampleLead, { receivedAt: at(minute) })).lead);
    expect(await store.waiting()).toEqual({ count: 3, oldestReceivedAt: at(1).toISOString() });
    // A claimed lead still waits until it is delivered.
    await store.claimUndelivered(60_000);
    expect(await store.waiting()).toEqual({ count: 3, oldestReceivedAt: at(1).toISOString() });
    await store.markDelivered(leads[0]!.id, 200);
    expect(await store.waiting()).toEqual({ count: 2, oldestReceivedAt: at(2).toISOString() });
  });

  test('after a restart the outbox holds what was not delivered, oldest first', async () => {
    const leads = [];
    for (const minute of [1, 2, 3]) leads.push((await store.add(sampleLead, { receivedAt: at(minute) })).lead);
    await store.claimUndelivered(60_000);
    await store.markDelivered(leads[0]!.id, 202);
    await store.claimUndelivered(60_000);
    await store.close();

    const restarted = await storage!.open();
    expect(await restarted.undelivered()).toEqual([leads[1], leads[2]]);
    // The second lead was claimed by the instance that stopped: it is sent again all the same
    // (the file store at once, PostgreSQL and SQLite once the claim's lease has run out).
    const next = await restarted.claimUndelivered(60_000);
    expect([leads[1]!.id, leads[2]!.id]).toContain(next?.lead.id);
  });

  test('forget removes leads older than the lead cutoff and held-back posts older than the shorter one, everywhere, and counts them', async () => {
    const add = async (minute: number, firstName: string, hold?: { reasons: ['honeypot'] }) =>
      (await store.add({ ...sampleLead, firstName }, { receivedAt: at(minute), ...(hold ? { hold } : {}) })).lead;
    const oldDelivered = await add(1, 'Old, delivered');
    await add(2, 'Old, waiting');
    await add(3, 'Old, held', { reasons: ['honeypot'] });
    await add(15, 'Held a while', { reasons: ['honeypot'] });
    const released = await add(16, 'Released', { reasons: ['honeypot'] });
    const recent = await add(17, 'Recent');
    const recentHeld = await add(25, 'Recent, held', { reasons: ['honeypot'] });
    await store.markDelivered(oldDelivered.id, 200);
    const releasedNow = await store.updateHold(released.id, { release: 'owner' });

    const cutoffs = { leadsBefore: at(10), heldBefore: at(20) };
    expect(await store.forget(cutoffs)).toEqual({ leads: 2, held: 2 });

    const kept = [recentHeld, recent, releasedNow];
    expect(await store.list()).toEqual(kept);
    expect(await store.undelivered()).toEqual([releasedNow, recent]);
    expect(await store.deliveredIds()).toEqual(new Set());
    expect(await store.waiting()).toEqual({ count: 2, oldestReceivedAt: at(16).toISOString() });
    expect((await store.claimUndelivered(60_000))?.lead.id).toBe(released.id);
    expect((await store.claimUndelivered(60_000))?.lead.id).toBe(recent.id);
    expect(await store.claimUndelivered(60_000)).toBeUndefined();
    const other = await storage!.open();
    expect(await other.list()).toEqual(kept);
    expect(await other.deliveredIds()).toEqual(new Set());
    expect(await other.forget(cutoffs)).toEqual({ leads: 0, held: 0 });
    expect(await store.forget(cutoffs)).toEqual({ leads: 0, held: 0 });
    expect(await store.list()).toEqual(kept);
  });

  test('forget drops the post counts of windows that started before the held-back cutoff', async () => {
    const hour = 3_600_000;
    expect(await store.countPost('client-a', hour)).toBe(1);
    expect(await store.countPost('client-a', hour)).toBe(2);
    await store.forget({ leadsBefore: new Date(0), heldBefore: new Date(Date.now() - 2 * hour) });
    expect(await store.countPost('client-a', hour)).toBe(3);
    await store.forget({ leadsBefore: new Date(0), heldBefore: new Date(Date.now() + 60_000) });
    expect(await store.countPost('client-a', hour)).toBe(1);
  });

  test('deleting a lead removes it alone, says whether it was there, and frees its idempotency key', async () => {
    const doomed = (
      await store.add({ ...sampleLead, firstName: 'Forget me' }, { receivedAt: at(1), idempotencyKey: 'form-1' })
    ).lead;
    const kept = (await store.add(sampleLead, { receivedAt: at(2), idempotencyKey: 'form-2' })).lead;
    expect(await store.deleteLead(doomed.id)).toBe(true);
    expect(await store.deleteLead(doomed.id)).toBe(false);
    expect(await store.deleteLead('00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await store.deleteLead('not-a-lead-id')).toBe(false);
    expect(await store.list()).toEqual([kept]);
    expect(await (await storage!.open()).list()).toEqual([kept]);
    expect((await store.claimUndelivered(60_000))?.lead).toEqual(kept);

    const again = await store.add(
      { ...sampleLead, firstName: 'Sent again' },
      { receivedAt: at(3), idempotencyKey: 'form-1' },
    );
    expect(again.created).toBe(true);
    expect(again.lead.id).not.toBe(doomed.id);
    expect((await store.list()).map((lead) => lead.fields.firstName)).toEqual(['Sent again', 'Ada']);
  });

  test('erasing an e-mail address removes every lead of it, whatever the letter case, and no other', async () => {
    const first = (await store.add(sampleLead, { receivedAt: at(1) })).lead;
    const other = (await store.add({ ...sampleLead, email: 'grace@harbor.test' }, { receivedAt: at(2) })).lead;
    const shouted = (
      await store.add(
        { ...sampleLead, email: 'ADA@Northwind.Test' },
        { receivedAt: at(3), hold: { reasons: ['links'] } },
      )
    ).lead;
    expect((await store.eraseEmail('Ada@northwind.TEST')).sort()).toEqual([first.id, shouted.id].sort());
    expect(await store.list()).toEqual([other]);
    expect(await store.undelivered()).toEqual([other]);
    expect(await (await storage!.open()).list()).toEqual([other]);
    expect(await store.eraseEmail('ada@northwind.test')).toEqual([]);
  });

  test('a backup exported here and imported into an empty store of each other kind holds the same leads, outbox, holds and keys', async () => {
    const source = {
      page: '/contact',
      form: 'hero' as const,
      referrerHost: 'www.google.com',
      utm: { utm_source: 'newsletter' },
    };
    const delivered = (
      await store.add(
        { ...sampleLead, firstName: 'Delivered' },
        { receivedAt: at(1), idempotencyKey: 'form-1', tokenNonce: 'nonce-1', source },
      )
    ).lead;
    await store.add({ ...sampleLead, firstName: 'Waiting' }, { receivedAt: at(2), idempotencyKey: 'form-2' });
    await store.add({ ...sampleLead, firstName: 'Held' }, { receivedAt: at(3), hold: { reasons: ['honeypot'] } });
    const released = (
      await store.add(
        { ...sampleLead, firstName: 'Released' },
        { receivedAt: at(4), hold: { reasons: ['fast'], awaitingChallenge: true } },
      )
    ).lead;
    const failed = (
      await store.add(
        { ...sampleLead, firstName: 'Failed' },
        { receivedAt: at(5), hold: { reasons: ['fast'], awaitingChallenge: true } },
      )
    ).lead;
    await store.add({ ...sampleLead, firstName: 'Same minute' }, { receivedAt: at(5), tokenNonce: 'nonce-2' });
    await store.markDelivered(delivered.id, 202);
    await store.updateHold(released.id, { release: 'challenge' });
    await store.updateHold(failed.id, { challengeFailed: true });

    const backup = await store.exportLeads();
    expect(backup.map((lead) => lead.fields.firstName)).toEqual([
      'Delivered',
      'Waiting',
      'Held',
      'Released',
      'Failed',
      'Same minute',
    ]);
    expect(backup[0]).toEqual({
      ...delivered,
      idempotencyKey: 'form-1',
      tokenNonce: 'nonce-1',
      delivered: { at: expect.any(String), status: 202 },
    });

    for (const otherKind of STORE_KINDS.filter((other) => other !== kind)) {
      const otherStorage = await createStorage(otherKind);
      try {
        const restored = await otherStorage.open();
        await restored.importLeads(backup);
        expect(await restored.list()).toEqual(await store.list());
        expect(await restored.undelivered()).toEqual(await store.undelivered());
        expect(await restored.deliveredIds()).toEqual(new Set([delivered.id]));
        expect(await restored.exportLeads()).toEqual(backup);
        expect(await (await otherStorage.open()).exportLeads()).toEqual(backup);
        expect(await restored.add({ ...sampleLead, firstName: 'Retried' }, { idempotencyKey: 'form-1' })).toEqual({
          lead: delivered,
          created: false,
        });
        const replay = await restored.add(sampleLead, { idempotencyKey: 'form-3', tokenNonce: 'nonce-2' });
        expect(replay.lead.hold).toEqual({ reasons: ['replayed_token'] });

        const before = await restored.exportLeads();
        await expect(restored.importLeads(backup)).rejects.toThrow(/already holds leads/);
        await expect(store.importLeads([])).rejects.toThrow(/already holds leads/);
        expect(await restored.exportLeads()).toEqual(before);
        expect(await store.exportLeads()).toEqual(backup);
      } finally {
        await otherStorage.dispose();
      }
    }
  });
});

describe('the PostgreSQL lead store on more than one server', () => {
  async function schemaVersions(url: string): Promise<number[]> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (
        await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
      ).rows.map((row) => row.version);
    } finally {
      await client.end();
    }
  }

  test('the schema is created by migrations 1 to 6 and a second start migrates nothing and keeps the leads', async () => {
    const { address, open } = await emptyStorage('PostgreSQL');
    const first = await open();
    const { lead } = await first.add(sampleLead);
    await first.close();
    expect(await schemaVersions(address)).toEqual(LEAD_SCHEMA_MIGRATIONS.map((migration) => migration.version));
    expect(LEAD_SCHEMA_MIGRATIONS.map((migration) => migration.version)).toEqual([1, 2, 3, 4, 5, 6]);

    const second = await open();
    expect(await second.list()).toEqual([lead]);
    expect(await schemaVersions(address)).toEqual([1, 2, 3, 4, 5, 6]);
    const pool = new Pool({ connectionString: address });
    try {
      expect(await migrateLeadSchema(pool)).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  test('a database of an earlier release (version 1, with leads) is brought to version 6 at start, its leads kept and sent', async () => {
    const { address, open } = await emptyStorage('PostgreSQL');
    const client = new Client({ connectionString: address });
    await client.connect();
    try {
      await client.query(
        'CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      await client.query(LEAD_SCHEMA_MIGRATIONS[0]!.sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES (1)');
      await client.query(
        `INSERT INTO leads (id, received_at, fields) VALUES ('00000000-0000-4000-8000-000000000001', now(), $1)`,
        [JSON.stringify(sampleLead)],
      );
    } finally {
      await client.end();
    }
    const store = await open();
    expect(await schemaVersions(address)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await store.list()).map(({ fields, source, hold }) => ({ fields, source, hold }))).toEqual([
      { fields: sampleLead, source: {}, hold: undefined },
    ]);
    expect(await store.undelivered()).toHaveLength(1);
  });

  test('servers starting at the same moment migrate once, and all of them work', async () => {
    const { address, open } = await emptyStorage('PostgreSQL');
    const stores = await Promise.all(Array.from({ length: 6 }, () => open()));
    expect(await schemaVersions(address)).toEqual([1, 2, 3, 4, 5, 6]);
    await Promise.all(stores.map((store, index) => store.add({ ...sampleLead, firstName: `Server ${index}` })));
    expect(await stores[0]!.list()).toHaveLength(6);
  });

  test('LEADS_DATABASE_URL that cannot be reached fails the start, naming the database but not the password', async () => {
    await expect(PostgresLeadStore.open('postgresql://site:s3cret@127.0.0.1:1/leads')).rejects.toThrow(
      /^The lead store \(postgresql:\/\/site@127\.0\.0\.1:1\/leads\) could not be opened: /,
    );
    await expect(PostgresLeadStore.open('postgresql://site:s3cret@127.0.0.1:1/leads')).rejects.not.toThrow(/s3cret/);
  });
});

test('a file log from before sources were recorded is read with an empty source, its leads still sent', async () => {
  storage = await createStorage('file log');
  const line = {
    id: '00000000-0000-4000-8000-000000000001',
    receivedAt: at(1).toISOString(),
    fields: sampleLead,
    idempotencyKey: 'old-form',
  };
  writeFileSync(path.join(storage.address, 'leads.jsonl'), `${JSON.stringify(line)}\n`);
  const store = await storage.open();
  const expected = { id: line.id, receivedAt: line.receivedAt, fields: sampleLead, source: {} };
  expect(await store.list()).toEqual([expected]);
  expect(await store.undelivered()).toEqual([expected]);
  expect(await store.add(sampleLead, { idempotencyKey: 'old-form' })).toEqual({ lead: expected, created: false });
});

test('a running file store never hands out a lead the CLI deleted meanwhile, and its next leads are kept', async () => {
  storage = await createStorage('file log');
  const server = await storage.open();
  const doomed = [];
  for (const minute of [1, 2])
    doomed.push(
      (await server.add({ ...sampleLead, firstName: `Forget me ${minute}` }, { receivedAt: at(minute) })).lead,
    );
  const kept = (await server.add(sampleLead, { receivedAt: at(3) })).lead;
  expect(await server.waiting()).toEqual({ count: 3, oldestReceivedAt: at(1).toISOString() });

  // Two deletions before the server reads the file again: it is replaced twice.
  const cli = await storage.open();
  for (const lead of doomed) expect(await cli.deleteLead(lead.id)).toBe(true);
  await cli.close();

  expect((await server.claimUndelivered(60_000))?.lead).toEqual(kept);
  expect(await server.claimUndelivered(60_000)).toBeUndefined();
  expect(await server.waiting()).toEqual({ count: 1, oldestReceivedAt: at(3).toISOString() });
  const later = (await server.add({ ...sampleLead, firstName: 'Later' }, { receivedAt: at(4) })).lead;
  expect(await (await storage.open()).list()).toEqual([later, kept]);
});

test('without PostgreSQL installed, its tests fail saying to install it', () => {
  const empty = mkdtempSync(path.join(os.tmpdir(), 'no-postgres-'));
  try {
    expect(() => findPostgresTools(empty, path.join(empty, 'usr-lib-postgresql'))).toThrow(
      /PostgreSQL is not installed.*apt-get install -y postgresql/,
    );
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test('a file store whose intake secret was emptied or cut refuses to sign anything, naming the file and the way out', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cut-secret-'));
  try {
    for (const content of ['', 'c2hvcnQ=\n']) {
      writeFileSync(path.join(dataDir, 'intake-secret'), content);
      const store = await FileLeadStore.open(dataDir);
      try {
        await expect(store.intakeSecret()).rejects.toThrow(
          `${path.join(dataDir, 'intake-secret')} holds ${content ? 5 : 0} bytes of secret, not 32: remove it and the server makes a new one`,
        );
      } finally {
        await store.close();
      }
    }
    rmSync(path.join(dataDir, 'intake-secret'));
    const fresh = await FileLeadStore.open(dataDir);
    expect(await fresh.intakeSecret()).toHaveLength(32);
    await fresh.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a file store's lines of JSON that are no record (null, {}) are skipped: it opens, lists and sends the leads around them", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'odd-lines-'));
  try {
    const store = await FileLeadStore.open(dataDir);
    const { lead } = await store.add(sampleLead);
    await store.close();
    for (const file of ['leads.jsonl', 'deliveries.jsonl', 'holds.jsonl'])
      appendFileSync(path.join(dataDir, file), 'null\n{}\n');
    const reopened = await FileLeadStore.open(dataDir);
    try {
      expect(await reopened.list()).toEqual([lead]);
      expect(await reopened.undelivered()).toEqual([lead]);
      const { lead: next } = await reopened.add({ ...sampleLead, firstName: 'Next' });
      expect((await reopened.list()).map(({ id }) => id)).toEqual([next.id, lead.id]);
    } finally {
      await reopened.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a file store's folder and files are its user's alone, also where an older version left them open, and a rewrite removes a draft a killed one left", async () => {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'private-')), 'leads');
  const modeOf = (target: string) => statSync(target).mode & 0o777;
  try {
    const store = await FileLeadStore.open(dataDir);
    await store.add(sampleLead);
    await store.intakeSecret();
    await store.close();
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of ['leads.jsonl', 'deliveries.jsonl', 'holds.jsonl', 'intake-secret'])
      expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);

    // As an older version left them: open to everyone on the machine, and a draft of a killed rewrite.
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'leads.jsonl'), 0o644);
    const draft = path.join(dataDir, 'leads.jsonl.0b6f3e1c-left.draft');
    writeFileSync(draft, `${JSON.stringify({ id: 'erased-long-ago', fields: sampleLead })}\n`, { mode: 0o644 });
    const reopened = await FileLeadStore.open(dataDir);
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'leads.jsonl'))).toBe(0o600);
      await reopened.eraseEmail('nobody@example.test');
      expect(readdirSync(dataDir).filter((name) => name.endsWith('.draft'))).toEqual([]);
    } finally {
      await reopened.close();
    }
  } finally {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});

// Each open() stands for another server (another process on the SQLite file): they share one store.
describe.each(['PostgreSQL', 'SQLite'] as const)('the %s lead store shared by more than one server', (kind) => {
  test('concurrent adds with one key on two servers store exactly one lead', async () => {
    const { open } = await emptyStorage(kind);
    const servers = [await open(), await open()];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, attempt) =>
        servers[attempt % 2]!.add({ ...sampleLead, firstName: `Attempt ${attempt}` }, { idempotencyKey: 'retried' }),
      ),
    );
    expect(await servers[1]!.list()).toHaveLength(1);
    expect(new Set(results.map(({ lead }) => lead.id)).size).toBe(1);
    expect(results.filter(({ created }) => created)).toHaveLength(1);
  });

  test('two servers claiming at once never get the same lead', async () => {
    const { open } = await emptyStorage(kind);
    const servers = [await open(), await open()];
    for (let index = 0; index < 30; index += 1)
      await servers[index % 2]!.add({ ...sampleLead, firstName: `Lead ${index}` });
    const claims = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => servers[attempt % 2]!.claimUndelivered(60_000)),
    );
    const claimed = claims.flatMap((claim) => (claim ? [claim.lead.id] : []));
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
  });

  test('a lead claimed by a server that died is claimed by another once the lease runs out', async () => {
    const { open } = await emptyStorage(kind);
    const dying = await open();
    const survivor = await open();
    const { lead } = await dying.add(sampleLead);
    const claimStartedAt = Date.now();
    expect((await dying.claimUndelivered(1000))?.lead).toEqual(lead);
    await dying.close();
    expect(await survivor.claimUndelivered(60_000)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, claimStartedAt + 1100 - Date.now()));
    expect((await survivor.claimUndelivered(60_000))?.lead).toEqual(lead);
  });
});
