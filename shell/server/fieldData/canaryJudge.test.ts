import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { portalsBuild, shellBuild } from '../../../test-support/releases/standInBuilds';
import type { CanarySettings } from '../releases/canary/judgment';
import { DiskReleaseRegistry } from '../releases/diskReleaseRegistry';
import { decideCanary, promoteRelease, publishRelease, startCanary } from '../releases/releaseService';
import { registerReleaseApi } from '../releases/releaseApi';
import { createReleaseToken } from '../releases/releaseTokens';
import { JUDGMENT_ACTOR } from '../releases/canaries';
import { judgeCanaryNow, judgeCanaryOnce } from './canaryJudge';
import { FileFieldDataStore, type FieldSample } from './fieldDataStore';

/**
 * The canary judged from the field data the servers filed, on a real deploy directory and a real
 * field data folder: a canary that throws is rolled back, a healthy one promoted at the end of its
 * window, a held one left alone, and two servers judging at once carry out one verdict.
 */

const HOUR = 3_600_000;
/** Small enough for a test's samples; the judgment's arithmetic is tested with the proposed settings in its own tests. */
const SETTINGS: CanarySettings = {
  minViewsPerSide: 200,
  promoteAfterMs: 24 * HOUR,
  maxDurationMs: 7 * 24 * HOUR,
  significance: 0.05,
  latencyTolerance: 0.1,
  judgedEveryMs: HOUR,
};
const log = { info: () => undefined, warn: () => undefined };

let root: string;
let registry: DiskReleaseRegistry;
let store: FileFieldDataStore;
let ids: { live: string; next: string };
let startedAt: Date;

beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'canary-judge-'));
  registry = new DiskReleaseRegistry(path.join(root, 'deploy'));
  store = new FileFieldDataStore(path.join(root, 'data'), 30);
  const publish = async (app: 'shell' | 'portals-mfe', folder: string) =>
    (await publishRelease(registry, { app, files: { folder }, actor: 'operator' })).id;
  const skipGate = { skipGate: 'the judgment is under test' };
  await promoteRelease(registry, 'shell', await publish('shell', shellBuild(root, 's1')), 'operator', skipGate);
  const live = await publish('portals-mfe', portalsBuild(root, 'p1'));
  await promoteRelease(registry, 'portals-mfe', live, 'operator', skipGate);
  ids = { live, next: await publish('portals-mfe', portalsBuild(root, 'p2')) };
  // Half the visitors: the tests below file as many pages a side.
  const started = await startCanary(registry, {
    app: 'portals-mfe',
    id: ids.next,
    percent: 50,
    actor: 'portals-ci',
    ...skipGate,
  });
  startedAt = new Date(started.canary.startedAt);
});

afterEach(async () => {
  await store.close();
  await registry.close();
  rmSync(root, { recursive: true, force: true });
});

let pagesFiled = 0;

/** What the servers file for one side on /client-portal: its pages sent, the errors its browsers reported (one a page), and an LCP per page. */
async function file(side: 'live' | 'canary', { views, errors, lcp }: { views: number; errors: number; lcp: number }) {
  const release = side === 'canary' ? ids.next : ids.live;
  const at = new Date(startedAt.getTime() + 1000).toISOString();
  const base = { receivedAt: at, route: '/client-portal', group: 'portals', release, detail: null, side } as const;
  const pages = Array.from({ length: views }, () => `page-${(pagesFiled += 1)}`);
  const samples: FieldSample[] = [
    ...pages.map((view) => ({ ...base, view, kind: 'view' as const, name: 'document', value: null })),
    ...pages.slice(0, errors).map((view) => ({ ...base, view, kind: 'problem' as const, name: 'error', value: null })),
    ...pages.map((view, index) => ({
      ...base,
      view,
      kind: 'vital' as const,
      name: 'LCP',
      value: lcp + (index % 17) * 10,
    })),
  ];
  await store.add(samples);
}

const judge = (hoursIn: number, on = registry) =>
  judgeCanaryOnce({
    registry: on,
    store,
    settings: SETTINGS,
    log,
    now: () => new Date(startedAt.getTime() + hoursIn * HOUR),
  });

test('a canary whose pages throw is rolled back once both sides have their views, not before; its visitors return to the live release', async () => {
  await file('live', { views: 150, errors: 0, lcp: 1500 });
  await file('canary', { views: 150, errors: 40, lcp: 1500 });
  expect((await judge(2))?.verdict).toBe('wait');
  expect(registry.live()['portals-mfe']?.canary?.release).toBe(ids.next);

  await file('live', { views: 100, errors: 0, lcp: 1500 });
  await file('canary', { views: 100, errors: 30, lcp: 1500 });
  const verdicts: string[] = [];
  const judgment = await judgeCanaryOnce({
    registry,
    store,
    settings: SETTINGS,
    log,
    onVerdict: (verdict) => verdicts.push(verdict),
    now: () => new Date(startedAt.getTime() + 3 * HOUR),
  });
  expect(judgment?.verdict).toBe('rollback');
  expect(verdicts).toEqual(['rollback']);
  expect((await registry.refresh())['portals-mfe']).toEqual({ live: ids.live, history: [] });
  const audit = (await registry.audit.latest(1))[0]!;
  expect(audit).toEqual(expect.objectContaining({ action: 'canary', outcome: 'done', actor: JUDGMENT_ACTOR }));
  expect(audit.reason).toMatch(/^rollback: /);
  // Judged again, nothing runs: nothing more happens.
  expect(await judge(4)).toBeUndefined();
});

test("a group's canary is judged on its group's pages: the shell's, the same on both sides, are left out", async () => {
  await file('live', { views: 250, errors: 0, lcp: 1500 });
  await file('canary', { views: 250, errors: 60, lcp: 1500 });
  const at = new Date(startedAt.getTime() + 1000).toISOString();
  const home = { receivedAt: at, route: '/', group: 'shell', release: 'shell', detail: null, value: null } as const;
  await store.add(
    (['live', 'canary'] as const).flatMap((side) =>
      Array.from({ length: 5000 }, () => ({
        ...home,
        side,
        view: `home-${(pagesFiled += 1)}`,
        kind: 'view' as const,
        name: 'document',
      })),
    ),
  );
  const now = await judgeCanaryNow({
    registry,
    store,
    settings: SETTINGS,
    now: () => new Date(startedAt.getTime() + 2 * HOUR),
  });
  expect(now?.judgment.views).toEqual({ live: 250, canary: 250 });
  expect(now?.judgment.verdict).toBe('rollback');
});

test('a healthy canary waits out its window, then is promoted to every visitor', async () => {
  await file('live', { views: 300, errors: 1, lcp: 1500 });
  await file('canary', { views: 300, errors: 1, lcp: 1500 });
  expect((await judge(5))?.verdict).toBe('wait');
  expect((await judge(25))?.verdict).toBe('promote');
  expect((await registry.refresh())['portals-mfe']).toEqual({ live: ids.next, history: [ids.live] });
});

test('a canary 30 % slower at LCP is not promoted at the end of its window', async () => {
  await file('live', { views: 300, errors: 0, lcp: 1500 });
  await file('canary', { views: 300, errors: 0, lcp: 1950 });
  const verdict = (await judge(25))?.verdict;
  expect(['rollback', 'hold']).toContain(verdict);
  expect((await registry.refresh())['portals-mfe']?.live).toBe(ids.live);
});

test('a held canary is left to a person; two servers judging the same moment carry out one verdict', async () => {
  await file('live', { views: 300, errors: 0, lcp: 1500 });
  await file('canary', { views: 300, errors: 60, lcp: 1500 });
  const other = new DiskReleaseRegistry(path.join(root, 'deploy'));
  try {
    const both = await Promise.all([judge(3), judge(3, other)]);
    expect(both.map((judgment) => judgment?.verdict)).toEqual(['rollback', 'rollback']);
    const done = (await registry.audit.latest(10)).filter(
      (entry) => entry.actor === JUDGMENT_ACTOR && entry.outcome === 'done',
    );
    expect(done).toHaveLength(1);
  } finally {
    await other.close();
  }

  // Started again and held by a person: the judgment leaves it be, however bad its figures.
  await startCanary(registry, {
    app: 'portals-mfe',
    id: ids.next,
    percent: 10,
    actor: 'portals-ci',
    skipGate: 'again',
  });
  await decideCanary(registry, { app: 'portals-mfe', verdict: 'hold', actor: 'portals-ci', reason: 'looking' });
  expect(await judge(30)).toBeUndefined();
  expect((await registry.refresh())['portals-mfe']?.canary?.held?.by).toBe('portals-ci');
});

test('two servers holding a canary at the same moment hold it once; a verdict reached before a hold leaves the held canary alone', async () => {
  // Too few pages a side a week after the start: held for a person.
  await file('live', { views: 20, errors: 0, lcp: 1500 });
  await file('canary', { views: 20, errors: 0, lcp: 1500 });
  const other = new DiskReleaseRegistry(path.join(root, 'deploy'));
  try {
    const both = await Promise.all([judge(8 * 24), judge(8 * 24, other)]);
    expect(both.map((judgment) => judgment?.verdict)).toEqual(['hold', 'hold']);
    const judgments = (await registry.audit.latest(10)).filter((entry) => entry.actor === JUDGMENT_ACTOR);
    expect(judgments.filter((entry) => entry.outcome === 'done')).toHaveLength(1);
    expect(judgments.filter((entry) => entry.outcome !== 'done')).toHaveLength(1);
  } finally {
    await other.close();
  }

  // A verdict the judgment reached on figures read before a person held the canary is not carried out.
  await decideCanary(registry, { app: 'portals-mfe', verdict: 'rollback', actor: 'portals-ci', reason: 'again' });
  await startCanary(registry, {
    app: 'portals-mfe',
    id: ids.next,
    percent: 50,
    actor: 'portals-ci',
    skipGate: 'again',
  });
  await decideCanary(registry, { app: 'portals-mfe', verdict: 'hold', actor: 'portals-ci', reason: 'looking' });
  await expect(
    decideCanary(registry, {
      app: 'portals-mfe',
      release: ids.next,
      verdict: 'rollback',
      actor: JUDGMENT_ACTOR,
      reason: 'read before the hold',
      unlessHeld: true,
    }),
  ).rejects.toThrow(`portals-mfe's canary ${ids.next} is held already, by portals-ci.`);
  expect((await registry.refresh())['portals-mfe']?.canary?.held?.by).toBe('portals-ci');
});

const run = promisify(execFile);

test('npm run release -- status prints the pages sent, each figure beside the live release’s, and the verdict so far', async () => {
  await file('live', { views: 120, errors: 0, lcp: 1500 });
  await file('canary', { views: 80, errors: 12, lcp: 1500 });
  const token = await createReleaseToken(registry, 'portals-mfe', 'portals-ci');
  const api = Fastify();
  registerReleaseApi(api, registry, {
    canariesServed: true,
    canaryJudgment: async () => (await judgeCanaryNow({ registry, store, settings: SETTINGS }))?.judgment,
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = api.server.address() as AddressInfo;
    const { stdout } = await run('npx', ['tsx', 'scripts/release.ts', 'status', 'portals-mfe'], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, RELEASE_API_URL: `http://127.0.0.1:${port}`, RELEASE_TOKEN: token, DEPLOY_DIR: '' },
    });
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe(`portals-mfe: canary ${ids.next} for 50 % of visitors, the rest on ${ids.live}`);
    expect(lines).toContain('  pages sent: canary 80, live 120');
    expect(lines.some((line) => /^ {2}error: canary .*, live .*/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/^ {2}verdict so far: wait \(/);
  } finally {
    await api.close();
  }
}, 60_000);
