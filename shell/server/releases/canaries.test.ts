import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { stopTestPostgres } from '../../../test-support/leads/testStores';
import { portalsBuild, shellBuild } from '../../../test-support/releases/standInBuilds';
import {
  createRegistryStorage,
  REGISTRY_KINDS,
  type RegistryStorage,
} from '../../../test-support/releases/testRegistries';
import { DEPLOYMENTS_FILE } from './deployDirectory';
import { ReleaseRefused } from './errors';
import type { ReleaseRegistry } from './releaseRegistry';
import {
  canaryOf,
  decideCanary,
  promoteRelease,
  publishRelease,
  pruneReleases,
  rollbackRelease,
  startCanary,
} from './releaseService';

/**
 * A canary in the registry, the same on a deploy directory and on PostgreSQL: started for a share of
 * visitors beside the live release, one for the whole site, seen by every server, and decided once
 * however many servers decide at the same moment.
 */

jest.setTimeout(60_000);
afterAll(() => stopTestPostgres());

const SKIP_GATE = { skipGate: 'the canary state is under test, not the gate' };

let builds: string;
beforeEach(() => {
  builds = mkdtempSync(path.join(os.tmpdir(), 'canary-builds-'));
});
afterEach(() => {
  rmSync(builds, { recursive: true, force: true });
});

async function refusal(pending: Promise<unknown>): Promise<string> {
  const outcome = await pending.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ReleaseRefused)) throw new Error(`expected a refusal, got ${String(outcome)}`);
  return outcome.message;
}

async function publish(registry: ReleaseRegistry, app: 'shell' | 'portals-mfe', label: string): Promise<string> {
  const folder = app === 'shell' ? shellBuild(builds, label) : portalsBuild(builds, label);
  return (await publishRelease(registry, { app, files: { folder }, actor: 'operator' })).id;
}

/** A site with a live shell and a live portals release, and a second portals release published. */
async function siteWithAStagedPortalsRelease(registry: ReleaseRegistry) {
  await promoteRelease(registry, 'shell', await publish(registry, 'shell', 's1'), 'operator', SKIP_GATE);
  const live = await publish(registry, 'portals-mfe', 'p1');
  await promoteRelease(registry, 'portals-mfe', live, 'operator', SKIP_GATE);
  const next = await publish(registry, 'portals-mfe', 'p2');
  return { live, next };
}

const start = (registry: ReleaseRegistry, id: string, percent = 10) =>
  startCanary(registry, { app: 'portals-mfe', id, percent, actor: 'portals-ci', ...SKIP_GATE });

describe.each(REGISTRY_KINDS)('a canary on %s', (kind) => {
  let storage: RegistryStorage;
  beforeEach(async () => {
    storage = await createRegistryStorage(kind);
  });
  afterEach(async () => {
    await storage.dispose();
  });

  test('starts beside the live release for its share, and another server serves the same split', async () => {
    const [first, other] = [await storage.open(), await storage.open()];
    const { live, next } = await siteWithAStagedPortalsRelease(first);

    const started = await start(first, next, 10);
    expect(started).toEqual({
      app: 'portals-mfe',
      live,
      canary: expect.objectContaining({ release: next, percent: 10, startedBy: 'portals-ci' }),
    });
    await other.refresh();
    expect(other.live()['portals-mfe']).toEqual({ live, history: [], canary: started.canary });
    expect(canaryOf(other.live())).toEqual(started);
    // The other server holds the canary's files, checked, ready to serve them.
    expect(other.heldRelease('portals-mfe', next)?.id).toBe(next);
    const audit = await first.audit.latest(1);
    expect(audit[0]).toEqual(
      expect.objectContaining({ action: 'canary', outcome: 'done', release: next, actor: 'portals-ci' }),
    );
    expect(audit[0]!.reason).toContain('started for 10 % of visitors');
    // The deploy directory's file holds the key the canary's view tokens are signed with: its owner's alone.
    if (kind === 'deploy directory')
      expect((statSync(path.join(storage.address, DEPLOYMENTS_FILE)).mode & 0o777).toString(8)).toBe('600');
  });

  test('is refused at a share that is no whole percent from 1 to 99, without a passed gate, for what is live, or with nothing live', async () => {
    const registry = await storage.open();
    const firstShell = await publish(registry, 'shell', 's1');
    expect(
      await refusal(startCanary(registry, { app: 'shell', id: firstShell, percent: 10, actor: 'ci', ...SKIP_GATE })),
    ).toBe('shell has nothing live: its first release is promoted, not a canary.');
    const { live, next } = await siteWithAStagedPortalsRelease(registry);
    for (const percent of [0, 100, 12.5, Number.NaN])
      expect(await refusal(start(registry, next, percent))).toContain(
        "A canary's share is a whole percent from 1 to 99",
      );
    expect(
      await refusal(startCanary(registry, { app: 'portals-mfe', id: next, percent: 10, actor: 'portals-ci' })),
    ).toMatch(/^Not starting a canary: /);
    expect(await refusal(start(registry, live))).toBe(`${live} is live already.`);
    expect(canaryOf(await registry.refresh())).toBeUndefined();
    expect((await registry.audit.latest(7)).map((entry) => [entry.action, entry.outcome])).toContainEqual([
      'canary',
      'refused',
    ]);
  });

  test('runs one at a time for the whole site, and its app changes only through it: no promote, rollback or prune takes it away', async () => {
    const registry = await storage.open();
    const { live, next } = await siteWithAStagedPortalsRelease(registry);
    await start(registry, next);

    const shellNext = await publish(registry, 'shell', 's2');
    expect(
      await refusal(
        startCanary(registry, { app: 'shell', id: shellNext, percent: 5, actor: 'shell-ci', ...SKIP_GATE }),
      ),
    ).toBe(
      `A canary runs already: portals-mfe ${next} for 10 % of visitors. One at a time, so its figures are its own.`,
    );
    const third = await publish(registry, 'portals-mfe', 'p3');
    expect(await refusal(start(registry, third))).toContain('A canary runs already');
    expect(await refusal(promoteRelease(registry, 'portals-mfe', third, 'portals-ci', SKIP_GATE))).toContain(
      'portals-mfe runs a canary',
    );
    expect(await refusal(rollbackRelease(registry, 'portals-mfe', 'portals-ci'))).toContain(
      'portals-mfe runs a canary',
    );
    // Another app's own promote is not the canary's business.
    await promoteRelease(registry, 'shell', shellNext, 'shell-ci', SKIP_GATE);

    const pruned = await pruneReleases(registry, 'portals-mfe', 1, 'operator');
    expect(pruned.kept.sort()).toEqual([live, next].sort());
    expect(pruned.removed).toEqual([third]);
    expect((await registry.refresh())['portals-mfe']?.canary?.release).toBe(next);
  });

  test('promoted, it is live for everyone with the old release to roll back to; decided again by a second server, it is refused', async () => {
    const [first, other] = [await storage.open(), await storage.open()];
    const { live, next } = await siteWithAStagedPortalsRelease(first);
    await start(first, next);
    await other.refresh();

    const decide = (registry: ReleaseRegistry) =>
      decideCanary(registry, {
        app: 'portals-mfe',
        release: next,
        verdict: 'promote',
        actor: 'judgment',
        reason: 'healthy',
      });
    const outcomes = await Promise.allSettled([decide(first), decide(other)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(
      String((outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason),
    ).toContain('portals-mfe runs no canary.');
    expect((await other.refresh())['portals-mfe']).toEqual({ live: next, history: [live] });
    expect(
      (await first.audit.latest(2)).filter((entry) => entry.action === 'canary' && entry.outcome === 'done'),
    ).toHaveLength(1);
    // The promoted canary is a release like any other: a rollback returns to the one before it.
    expect((await rollbackRelease(first, 'portals-mfe', 'operator')).to).toBe(live);
  });

  test('rolled back, its visitors return to the live release; held, it waits for a person, who may still promote it', async () => {
    const registry = await storage.open();
    const { live, next } = await siteWithAStagedPortalsRelease(registry);
    await start(registry, next);
    const held = await decideCanary(registry, {
      app: 'portals-mfe',
      verdict: 'hold',
      actor: 'judgment',
      reason: 'too few views after 48 hours',
    });
    expect(held.canary?.held).toEqual(
      expect.objectContaining({ by: 'judgment', reason: 'too few views after 48 hours' }),
    );
    expect((await registry.refresh())['portals-mfe']?.canary?.held?.reason).toBe('too few views after 48 hours');

    const stale = await publish(registry, 'portals-mfe', 'p9');
    expect(
      await refusal(
        decideCanary(registry, { app: 'portals-mfe', release: stale, verdict: 'rollback', actor: 'x', reason: 'old' }),
      ),
    ).toBe(`portals-mfe's canary is ${next}, not ${stale}: decided already.`);

    await decideCanary(registry, { app: 'portals-mfe', verdict: 'rollback', actor: 'portals-ci', reason: 'by hand' });
    expect((await registry.refresh())['portals-mfe']).toEqual({ live, history: [] });
    expect(
      await refusal(decideCanary(registry, { app: 'portals-mfe', verdict: 'promote', actor: 'x', reason: 'y' })),
    ).toBe('portals-mfe runs no canary.');
  });

  test('a canary the registry holds in a form no server wrote is ignored: the live release serves everyone', async () => {
    const registry = await storage.open();
    const { live } = await siteWithAStagedPortalsRelease(registry);
    const junk = { release: '../../etc', percent: 500, startedAt: 'soon', startedBy: 1 };
    if (kind === 'deploy directory') {
      const file = path.join(storage.address, DEPLOYMENTS_FILE);
      const deployments = JSON.parse(readFileSync(file, 'utf8')) as Record<string, object>;
      writeFileSync(
        file,
        JSON.stringify({ ...deployments, 'portals-mfe': { ...deployments['portals-mfe'], canary: junk } }),
      );
    } else {
      const client = new Client({ connectionString: storage.address });
      await client.connect();
      await client.query("UPDATE release_live SET canary = $1 WHERE app = 'portals-mfe'", [JSON.stringify(junk)]);
      await client.end();
    }
    expect((await registry.refresh())['portals-mfe']).toEqual({ live, history: [] });
    expect(canaryOf(registry.live())).toBeUndefined();
  });
});
