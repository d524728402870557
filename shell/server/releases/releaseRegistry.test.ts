import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Workspace } from './buildOutput';
import { stopTestPostgres } from '../../../test-support/leads/testStores';
import { shellBuild } from '../../../test-support/releases/standInBuilds';
import {
  createRegistryStorage,
  REGISTRY_KINDS,
  type RegistryStorage,
} from '../../../test-support/releases/testRegistries';
import { ReleaseRefused } from './errors';
import { withoutPassword } from '../storage/postgresPool';
import { PostgresReleaseRegistry } from './postgresReleaseRegistry';
import { digestsOf, filesOf, integrityProblem, releaseIdFor, type ReleaseRecord } from './releaseRecord';
import type { GateCheck, GateResult, LiveReleases, ReleaseRegistry, ReleaseToken } from './releaseRegistry';
import { promoteRelease, publishRelease, pruneReleases } from './releaseService';

/**
 * The release registry's behaviour, the same on one machine's deploy directory and on PostgreSQL
 * shared by a fleet: real files, a real database, and a second instance standing for another server.
 */

const TEST_TIMEOUT_MS = 60_000;
jest.setTimeout(TEST_TIMEOUT_MS);
afterAll(() => stopTestPostgres());

let builds: string;

beforeEach(() => {
  builds = mkdtempSync(path.join(os.tmpdir(), 'release-builds-'));
});

afterEach(() => {
  rmSync(builds, { recursive: true, force: true });
});

/** These cases are of the registry, not of the gate a promote now asks for, so their promotes skip it. */
const SKIP_GATE = { skipGate: 'the registry is under test, not the gate' };

/** A poll interval longer than any test here may run (and within what a timer can hold). */
const NO_POLL_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for what another server does of itself, as long as a loaded machine may take, yet failing with its name before the test's timeout. */
async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = TEST_TIMEOUT_MS / 2): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await sleep(20);
  }
}

/** Publishes a stand-in shell build named `label` as the operator would, and returns its id. */
async function publishShell(registry: ReleaseRegistry, label: string): Promise<string> {
  const { id, existing } = await publishRelease(registry, {
    app: 'shell',
    files: { folder: shellBuild(builds, label) },
    actor: 'operator',
  });
  expect(existing).toBe(false);
  return id;
}

/** A record of a stand-in shell build as a publisher makes it, with the bytes of each of its files. */
function recordOf(label: string): { record: ReleaseRecord; contents: Map<string, Buffer> } {
  const folder = shellBuild(builds, label);
  const files = digestsOf(folder);
  const now = new Date();
  const record: ReleaseRecord = {
    app: 'shell',
    id: releaseIdFor(files, now),
    files,
    contractMajor: 1,
    singletons: {},
    publishedBy: 'operator',
    publishedAt: now.toISOString(),
  };
  return { record, contents: new Map(Object.keys(files).map((file) => [file, readFileSync(path.join(folder, file))])) };
}

async function refusal(pending: Promise<unknown>): Promise<ReleaseRefused> {
  const error = await pending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ReleaseRefused);
  return error as ReleaseRefused;
}

/** Changes the bytes PostgreSQL stores of one file of a release, as a tampered database would. */
async function changeStoredFile(address: string, id: string, file: string): Promise<void> {
  const database = new Client({ connectionString: address });
  await database.connect();
  try {
    const changed = await database.query(
      "UPDATE release_files SET content = $1 WHERE app = 'shell' AND id = $2 AND path = $3",
      [Buffer.from('alert(1)'), id, file],
    );
    expect(changed.rowCount).toBe(1);
  } finally {
    await database.end();
  }
}

function asPostgres(registry: ReleaseRegistry): PostgresReleaseRegistry {
  if (!(registry instanceof PostgresReleaseRegistry)) throw new Error('not a PostgreSQL registry');
  return registry;
}

describe.each(REGISTRY_KINDS)('the release registry on %s', (kind) => {
  let storage: RegistryStorage;

  beforeEach(async () => {
    storage = await createRegistryStorage(kind);
  });

  afterEach(async () => {
    await storage.dispose();
  });

  test('a published and promoted release is live, held with its record, and its folder holds exactly its files; the same files again are not new', async () => {
    const server = await storage.open();
    const folder = shellBuild(builds, 's1');
    const id = await publishShell(server, 's1');
    expect(server.live().shell).toBeUndefined();
    expect(await promoteRelease(server, 'shell', id, 'operator', SKIP_GATE)).toEqual({ app: 'shell', to: id });

    expect(server.live()).toEqual({ shell: { live: id, history: [] } });
    const record = await server.release('shell', id);
    expect(record).toEqual(
      expect.objectContaining({
        app: 'shell',
        id,
        files: digestsOf(folder),
        publishedBy: 'operator',
        contractMajor: 1,
      }),
    );
    expect(server.heldRelease('shell', id)).toEqual(record);
    const cached = server.folderOf('shell', id);
    expect(integrityProblem(cached, record!)).toBeNull();
    expect(filesOf(cached)).toEqual(Object.keys(digestsOf(folder)).sort());
    // Its server build finds React the way the server's own modules do.
    expect(createRequire(path.join(cached, 'server', 'renderApp.s1.js')).resolve('react')).toContain(
      `${path.sep}react${path.sep}`,
    );

    expect(
      await publishRelease(server, { app: 'shell', files: { folder: shellBuild(builds, 's1') }, actor: 'operator' }),
    ).toEqual({ id, existing: true });
    expect((await server.releases('shell')).map((known) => known.id)).toEqual([id]);
  });

  test('files that do not match their record, or a name no release may hold, are refused and nothing is stored', async () => {
    const server = await storage.open();
    const { record, contents } = recordOf('s1');
    const changed = new Map(contents).set('main.s1.js', Buffer.from('require("child_process")'));
    expect((await refusal(server.addRelease(record, { contents: changed }))).message).toContain(
      'main.s1.js does not match the digest recorded at publish',
    );
    const escaping = new Map(contents).set('../escape.js', Buffer.from('x'));
    expect((await refusal(server.addRelease(record, { contents: escaping }))).message).toBe(
      '"../escape.js" is not a file name a release may hold',
    );
    expect(await server.releases('shell')).toEqual([]);
    expect(await server.release('shell', record.id)).toBeUndefined();

    expect(await server.addRelease(record, { contents })).toBe('added');
    expect(await server.addRelease(record, { contents })).toBe('exists');
    expect(await server.release('shell', record.id)).toEqual(record);
  });

  test('a promote made on one server is seen by another at once, without being asked', async () => {
    // On PostgreSQL the other server's poll is put past the test's end, so only the notification can bring it the promote.
    const [first, other] = [await storage.open(), await storage.open({ pollMs: NO_POLL_MS })];
    const id = await publishShell(first, 's1');
    const seen = new Promise<LiveReleases>((resolve) => {
      other.onChange((live) => {
        if (live.shell?.live === id) resolve(live);
      });
    });
    await promoteRelease(first, 'shell', id, 'operator', SKIP_GATE);
    // Nothing asks the other server after the promote: its listener must be called of itself, and the test's timeout bounds the wait.
    const live = await seen;
    expect(live).toEqual({ shell: { live: id, history: [] } });
    expect(other.live()).toEqual(live);
    expect(other.heldRelease('shell', id)).toEqual(await first.release('shell', id));
    expect(integrityProblem(other.folderOf('shell', id), other.heldRelease('shell', id)!)).toBeNull();
  });

  test('a switch that is refused changes nothing, and two promotes at once from two servers are both kept, one after the other', async () => {
    const [one, two] = [await storage.open(), await storage.open()];
    const s1 = await publishShell(one, 's1');
    await promoteRelease(one, 'shell', s1, 'operator', SKIP_GATE);
    const before = await one.refresh();
    const refused = one.switchLive('shell', () => {
      throw new ReleaseRefused('not now');
    });
    expect((await refusal(refused)).message).toBe('not now');
    expect(await one.refresh()).toEqual(before);
    expect(await two.refresh()).toEqual(before);

    // Both published on the first server: the second promotes a release another server received.
    const [s2, s3] = [await publishShell(one, 's2'), await publishShell(one, 's3')];
    const results = await Promise.all([
      promoteRelease(one, 'shell', s2, 'ci-one', SKIP_GATE),
      promoteRelease(two, 'shell', s3, 'ci-two', SKIP_GATE),
    ]);
    const earlier = results.find((result) => result.from === s1)!;
    const later = results.find((result) => result !== earlier)!;
    expect(later.from).toBe(earlier.to);
    const after = { live: later.to, history: [s1, earlier.to] };
    expect((await one.refresh()).shell).toEqual(after);
    expect((await two.refresh()).shell).toEqual(after);
  });

  test('the audit log keeps every change and refusal in order, with who asked and what came of it', async () => {
    const [server, other] = [await storage.open(), await storage.open()];
    const id = await publishShell(server, 's1');
    await promoteRelease(server, 'shell', id, 'shell-ci', SKIP_GATE);
    const unknown = '20990101-000000-deadbeef';
    expect((await refusal(promoteRelease(server, 'shell', unknown, 'shell-ci', SKIP_GATE))).message).toBe(
      `shell has no release ${unknown}.`,
    );
    await other.audit.record({ action: 'token-revoke', outcome: 'done', actor: 'operator', reason: 'token old-ci' });

    const log = await server.audit.latest();
    expect(
      log.map(({ action, outcome, actor, app, release, reason }) => ({ action, outcome, actor, app, release, reason })),
    ).toEqual([
      { action: 'publish', outcome: 'done', actor: 'operator', app: 'shell', release: id },
      {
        action: 'promote',
        outcome: 'done',
        actor: 'shell-ci',
        app: 'shell',
        release: id,
        reason: `gate skipped: ${SKIP_GATE.skipGate}`,
      },
      {
        action: 'promote',
        outcome: 'refused',
        actor: 'shell-ci',
        app: 'shell',
        release: unknown,
        reason: `shell has no release ${unknown}.`,
      },
      { action: 'token-revoke', outcome: 'done', actor: 'operator', reason: 'token old-ci' },
    ]);
    for (const entry of log) expect(new Date(entry.at).toISOString()).toBe(entry.at);
    expect(log.map((entry) => entry.at)).toEqual(log.map((entry) => entry.at).sort());
    expect((await other.audit.latest(2)).map((entry) => `${entry.action} ${entry.outcome}`)).toEqual([
      'promote refused',
      'token-revoke done',
    ]);
  });

  test('tokens: one name once, found by hash, revoked once', async () => {
    const [server, other] = [await storage.open(), await storage.open()];
    const token: ReleaseToken = {
      name: 'portals-ci',
      app: 'portals-mfe',
      hash: 'a'.repeat(64),
      createdAt: '2026-01-02T03:04:05.000Z',
      expiresAt: '2026-04-02T03:04:05.000Z',
    };
    const second: ReleaseToken = {
      ...token,
      name: 'shell-ci',
      app: 'shell',
      hash: 'c'.repeat(64),
      createdAt: '2026-01-03T03:04:05.000Z',
    };
    await server.tokens.add(token);
    expect((await refusal(other.tokens.add({ ...token, hash: 'b'.repeat(64) }))).message).toBe(
      'a token named "portals-ci" exists already',
    );
    await other.tokens.add(second);
    expect(await server.tokens.list()).toEqual([token, second]);
    expect(await other.tokens.byHash(token.hash)).toEqual(token);
    expect(await other.tokens.byHash('b'.repeat(64))).toBeUndefined();

    const at = new Date('2026-02-01T00:00:00.000Z');
    expect(await server.tokens.revoke('portals-ci', at)).toBe(true);
    expect(await other.tokens.revoke('portals-ci', new Date())).toBe(false);
    expect(await other.tokens.revoke('nobody', new Date())).toBe(false);
    expect(await other.tokens.byHash(token.hash)).toEqual({ ...token, revokedAt: at.toISOString() });
    expect((await server.tokens.list()).map((known) => known.revokedAt)).toEqual([at.toISOString(), undefined]);
  });

  test('a pruned or removed release loses its record and its folder, on every server', async () => {
    const [server, other] = [await storage.open(), await storage.open()];
    const ids: string[] = [];
    for (const label of ['s1', 's2', 's3']) {
      const id = await publishShell(server, label);
      await promoteRelease(server, 'shell', id, 'operator', SKIP_GATE);
      ids.push(id);
    }
    const [s1, s2, s3] = ids as [string, string, string];
    const s4 = await publishShell(server, 's4');
    await other.refresh();
    expect(other.heldRelease('shell', s1)).toBeDefined();
    expect(existsSync(other.folderOf('shell', s1))).toBe(true);

    const pruned = await pruneReleases(server, 'shell', 1, 'operator');
    expect(pruned.removed.sort()).toEqual([s1, s4].sort());
    expect(pruned.kept.sort()).toEqual([s2, s3].sort());
    expect(server.live().shell).toEqual({ live: s3, history: [s2] });
    expect((await other.releases('shell')).map((record) => record.id).sort()).toEqual([s2, s3].sort());
    expect(await other.release('shell', s1)).toBeUndefined();
    expect(server.heldRelease('shell', s1)).toBeUndefined();
    expect(existsSync(server.folderOf('shell', s1))).toBe(false);
    await waitFor(
      () => !existsSync(other.folderOf('shell', s1)) && other.heldRelease('shell', s1) === undefined,
      'the other server to let go of s1',
    );
    expect(integrityProblem(other.folderOf('shell', s3), other.heldRelease('shell', s3)!)).toBeNull();
  });

  test('a gate result is kept per release: read back on every server, replaced by a later one, absent for another release, refused when malformed', async () => {
    const [server, other] = [await storage.open(), await storage.open()];
    const [s1, s2] = [await publishShell(server, 's1'), await publishShell(server, 's2')];
    const failed: GateResult = {
      app: 'shell',
      release: s1,
      passed: false,
      checks: [
        { name: 'home page renders', passed: true },
        { name: 'contact form posts', passed: false, detail: 'POST /api/leads answered 500' },
      ],
      actor: 'shell-ci',
      at: '2026-03-01T10:00:00.000Z',
    };
    await server.recordGate(failed);
    expect(await other.gateOf('shell', s1)).toEqual(failed);

    const passed: GateResult = {
      ...failed,
      passed: true,
      checks: [{ name: 'contact form posts', passed: true }],
      actor: 'operator',
      at: '2026-03-01T11:30:00.000Z',
    };
    await other.recordGate(passed);
    expect(await server.gateOf('shell', s1)).toEqual(passed);
    expect(await server.gateOf('shell', s2)).toBeUndefined();
    expect(await server.gateOf('portals-mfe', s1)).toBeUndefined();

    expect((await refusal(server.recordGate({ ...passed, release: '../../escape' }))).message).toBe(
      '"../../escape" is not a release id',
    );
    expect((await refusal(server.recordGate({ ...passed, app: 'monolith' as Workspace }))).message).toBe(
      '"monolith" is not an app with releases',
    );
    const unnamed = [{ passed: true }] as unknown as GateCheck[];
    expect((await refusal(server.recordGate({ ...passed, checks: unnamed }))).message).toContain(
      'has checks that are not each a name',
    );
    expect(await other.gateOf('shell', s1)).toEqual(passed);
    if (kind === 'deploy directory') {
      // Written beside and renamed: nothing but the one file per release is left in its folder.
      expect(readdirSync(path.join(storage.address, 'registry', 'gates', 'shell'))).toEqual([`${s1}.json`]);
    }
    // A release pruned takes its gate with it.
    await server.removeReleases('shell', [s1]);
    expect(await other.gateOf('shell', s1)).toBeUndefined();
  });

  test('a published release that was never live is held for a preview on a server that never had it, with its files checked, and a refresh keeps it', async () => {
    const [server, other] = [await storage.open(), await storage.open()];
    const s1 = await publishShell(server, 's1');
    await promoteRelease(server, 'shell', s1, 'operator', SKIP_GATE);
    const folder = shellBuild(builds, 's2');
    const s2 = await publishShell(server, 's2');
    const record = (await server.releases('shell')).find((known) => known.id === s2)!;
    await other.refresh();
    // A deploy directory holds every release it has a folder of; PostgreSQL only what a server fetched.
    expect(other.heldRelease('shell', s2)).toEqual(kind === 'PostgreSQL' ? undefined : record);

    // Asked twice at once: one copy into the cache, and both are answered with the record.
    expect(await Promise.all([other.holdRelease('shell', s2), other.holdRelease('shell', s2)])).toEqual([
      record,
      record,
    ]);
    expect(other.heldRelease('shell', s2)).toEqual(record);
    const cached = other.folderOf('shell', s2);
    expect(filesOf(cached)).toEqual(filesOf(folder));
    for (const file of filesOf(folder))
      expect(readFileSync(path.join(cached, file))).toEqual(readFileSync(path.join(folder, file)));
    expect(readdirSync(path.dirname(cached)).sort()).toEqual([s1, s2].sort());

    expect(await other.refresh()).toEqual({ shell: { live: s1, history: [] } });
    expect(other.heldRelease('shell', s2)).toEqual(record);
    expect(integrityProblem(cached, record)).toBeNull();

    expect(await other.holdRelease('shell', '20990101-000000-deadbeef')).toBeUndefined();
    expect(other.heldRelease('shell', '20990101-000000-deadbeef')).toBeUndefined();
  });
});

describe('the release registry on PostgreSQL only', () => {
  let storage: RegistryStorage;

  beforeEach(async () => {
    storage = await createRegistryStorage('PostgreSQL');
  });

  afterEach(async () => {
    await storage.dispose();
  });

  test('a release whose stored bytes were changed after publish is never held, and the release live before it keeps serving', async () => {
    const first = asPostgres(await storage.open());
    const s1 = await publishShell(first, 's1');
    const s2 = await publishShell(first, 's2');
    await promoteRelease(first, 'shell', s1, 'operator', SKIP_GATE);
    const other = asPostgres(await storage.open());
    expect(other.live()).toEqual({ shell: { live: s1, history: [] } });
    expect(other.heldRelease('shell', s1)).toBeDefined();

    await changeStoredFile(storage.address, s2, 'main.s2.js');
    // Switched as a server would that checked its own copy before the bytes were changed: switchLive itself checks nothing.
    await first.switchLive('shell', (current) => ({
      live: s2,
      history: [...current.shell!.history, current.shell!.live],
    }));

    const problem = `shell ${s2}: main.s2.js does not match the digest recorded at publish`;
    await waitFor(() => other.lastProblems().includes(problem), 'the other server to look at s2');
    expect(other.live()).toEqual({ shell: { live: s1, history: [] } });
    expect(other.heldRelease('shell', s2)).toBeUndefined();
    expect(readdirSync(path.dirname(other.folderOf('shell', s1)))).toEqual([s1]);
    expect(first.live()).toEqual({ shell: { live: s1, history: [] } });
    expect(first.lastProblems()).toEqual([problem]);

    // A server started now has no earlier release of its own to keep serving.
    const fresh = asPostgres(await storage.open());
    expect(fresh.live()).toEqual({});
    expect(fresh.heldRelease('shell', s1)).toBeDefined();
    expect(fresh.lastProblems()).toEqual([problem]);
  });

  test('a server whose listening connection is cut still sees a switch, and listens again', async () => {
    const first = await storage.open();
    const other = await storage.open();
    const id = await publishShell(first, 's1');
    const database = new Client({ connectionString: storage.address });
    await database.connect();
    const listeningSql =
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN release_changes' AND pid <> pg_backend_pid()";
    const listening = async () => (await database.query(listeningSql)).rows;
    try {
      expect(await listening()).toHaveLength(2);
      await database.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN release_changes'",
      );
      await promoteRelease(first, 'shell', id, 'operator', SKIP_GATE);
      await waitFor(() => other.live().shell?.live === id, 'the other server to see the promote');
      await waitFor(async () => (await listening()).length >= 2, 'the servers to listen again');
    } finally {
      await database.end();
    }
  });

  test('a release that is live or in the history is kept however it is asked to be removed', async () => {
    const server = await storage.open();
    const s1 = await publishShell(server, 's1');
    const s2 = await publishShell(server, 's2');
    await promoteRelease(server, 'shell', s1, 'operator', SKIP_GATE);
    await promoteRelease(server, 'shell', s2, 'operator', SKIP_GATE);
    await server.removeReleases('shell', [s1, s2]);
    expect((await server.releases('shell')).map((record) => record.id).sort()).toEqual([s1, s2].sort());
    expect(server.heldRelease('shell', s1)).toBeDefined();
  });

  test('a release whose stored bytes were changed is refused by holdRelease, naming the file, and nothing of it is left in the cache', async () => {
    const first = await storage.open();
    const s1 = await publishShell(first, 's1');
    await changeStoredFile(storage.address, s1, 'main.s1.js');
    const other = await storage.open();

    expect((await refusal(other.holdRelease('shell', s1))).message).toBe(
      `shell ${s1}: main.s1.js does not match the digest recorded at publish`,
    );
    expect(other.heldRelease('shell', s1)).toBeUndefined();
    expect(existsSync(other.folderOf('shell', s1))).toBe(false);
    expect(readdirSync(path.dirname(other.folderOf('shell', s1)))).toEqual([]);
  });

  test('a server holds the eight releases last asked for a preview besides what is live, and lets go of an older one at the next refresh', async () => {
    const server = await storage.open();
    const live = await publishShell(server, 'live');
    await promoteRelease(server, 'shell', live, 'operator', SKIP_GATE);
    const previews: string[] = [];
    for (let n = 1; n <= 9; n++) previews.push(await publishShell(server, `p${n}`));
    const other = await storage.open();

    await other.holdRelease('shell', live);
    for (const id of previews) expect(await other.holdRelease('shell', id)).toBeDefined();
    const [oldest, ...latest] = previews as [string, ...string[]];
    await other.refresh();
    expect(other.heldRelease('shell', oldest)).toBeUndefined();
    expect(existsSync(other.folderOf('shell', oldest))).toBe(false);
    for (const id of [live, ...latest])
      expect(integrityProblem(other.folderOf('shell', id), other.heldRelease('shell', id)!)).toBeNull();

    // Asked for again, it is fetched again, and the one asked for longest ago is the next to go.
    expect(await other.holdRelease('shell', oldest)).toBeDefined();
    await other.refresh();
    expect(other.heldRelease('shell', oldest)).toBeDefined();
    expect(other.heldRelease('shell', latest[0]!)).toBeUndefined();
    expect(other.heldRelease('shell', live)).toBeDefined();
  });

  test('its location names the database but never the password', async () => {
    expect(
      withoutPassword('postgresql://app:p%40ss-word@db.internal:5432/releases?sslmode=require&password=other'),
    ).toBe('postgresql://app@db.internal:5432/releases?sslmode=require');
    expect(withoutPassword('not a url, s3cret')).not.toContain('s3cret');

    // The test server trusts every local connection, so a URL with a password opens it.
    const url = new URL(storage.address);
    url.password = 's3cret-word';
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'release-cache-'));
    const registry = await PostgresReleaseRegistry.open(url.toString(), { cacheDir });
    try {
      expect(registry.location).toBe(storage.address);
      expect(registry.location).not.toContain('s3cret');
    } finally {
      await registry.close();
      await registry.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
