/**
 * A canary behind the shipped VCL in a real varnishd, in front of a real site on a deploy
 * directory: the cache draws each new visitor's side at the canary's share and keeps it in the
 * cookie, never lets a side see the other's page, sends every page to the origin while the canary
 * runs so each is counted, and forgets the canary once it ends.
 */
import { canaryName, decideCanary, startCanary } from 'site-server/releases';
import { rawHttp } from '../../test-support/rawHttp';
import { SITE_HOST, startDeploySite, type DeploySite } from '../../test-support/releases/deploySite';
import { startVarnish, type RunningVarnish } from './varnish';
import { reservePortBlock } from '../../test-support/reservedPorts';

jest.setTimeout(120_000);

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(15);
const SHELL_PORT = PORTS;
const API_PORT = PORTS + 10;

let varnish: RunningVarnish;
let deployed: DeploySite;
/** The canary's name, as its cookie carries it. */
let name = '';

/** A visit through the cache, as a browser sends it: the site's host and its cookie, if it has one. */
async function visit(target: string, cookie?: string) {
  const answer = await rawHttp(varnish.port, {
    target,
    host: SITE_HOST,
    headerLines: ['Accept: text/html', ...(cookie ? [`Cookie: ${cookie}`] : [])],
  });
  const body = answer.body.toString('utf8');
  return {
    status: answer.status,
    cache: answer.headers['x-cache'],
    setCookie: answer.headers['set-cookie'],
    leaked: answer.headers['x-site-canary'],
    side: body.includes('<h1>Portals staged</h1>') ? 'canary' : body.includes('<h1>Portals live</h1>') ? 'live' : '?',
  };
}

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const seen = await check();
    if (seen !== undefined) return seen;
    if (Date.now() > deadline) throw new Error(`waited 20 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  varnish = await startVarnish({ origins: [{ host: '127.0.0.1', port: SHELL_PORT }], probe: false });
  deployed = await startDeploySite({
    name: 'canary-cache',
    ports: { shell: SHELL_PORT, api: API_PORT },
    env: { CACHE_PURGE_URLS: `${varnish.url}/`, CACHE_MAX_AGE: '300' },
  });
});

afterAll(async () => {
  await deployed?.close();
  await varnish?.stop();
});

test('with no canary, a page is one copy for everyone and no side is drawn', async () => {
  const first = await visit('/client-portal');
  const again = await visit('/client-portal', 'site_side=canary.20261101-000000-0badc0de');
  expect([first.side, again.side, again.cache, first.setCookie, again.setCookie]).toEqual([
    'live',
    'live',
    'HIT',
    undefined,
    undefined,
  ]);
});

test('a canary at 50 %: the cache draws each new visitor a side and keeps it in the cookie; every page is its side’s and counted once', async () => {
  const { live, staged: next } = deployed.ids;
  await startCanary(deployed.operator, {
    app: 'portals-mfe',
    id: next,
    percent: 50,
    actor: 'portals-ci',
    skipGate: 'test',
  });
  name = canaryName(deployed.operator.live()['portals-mfe']!.canary!);
  // The site sees the canary and purges every page; the next visitor without a side is drawn one.
  const firstDrawn = await until('a side drawn by the cache', async () => (await visit('/client-portal')).setCookie);
  expect(firstDrawn).toMatch(
    new RegExp(`^site_side=(canary|live)\\.${name}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
  );

  const pages = async (side: string) =>
    (await deployed.site.shell.metrics.canaryDocuments.get()).values.find(
      (value) => value.labels.side === side && value.labels.route === '/client-portal',
    )?.value ?? 0;
  const before = { canary: await pages('canary'), live: await pages('live') };
  const drawn = { canary: 0, live: 0 };
  for (let visitor = 0; visitor < 60; visitor += 1) {
    const seen = await visit('/client-portal');
    const side = /^site_side=(canary|live)\./.exec(seen.setCookie ?? '')?.[1] as 'canary' | 'live';
    expect(seen.side).toBe(side);
    expect(seen.leaked).toBeUndefined();
    drawn[side] += 1;
    // The visitor's next page, with its cookie, is its side's, draws nothing, and comes from the origin,
    // which counts every page sent while a canary runs (a cache's hits would go uncounted).
    const next = await visit('/client-portal', `site_side=${side}.${name}`);
    expect([next.side, next.cache, next.setCookie]).toEqual([side, 'MISS', undefined]);
  }
  // Each visitor's two pages counted once each on its side, and the answer the cache drew from not at all.
  expect([(await pages('canary')) - before.canary, (await pages('live')) - before.live]).toEqual([
    2 * drawn.canary,
    2 * drawn.live,
  ]);
  // At 50 %, 60 draws give fewer than 10 of a side about once in 10^7 runs.
  expect(drawn.canary).toBeGreaterThanOrEqual(10);
  expect(drawn.live).toBeGreaterThanOrEqual(10);
  expect(live).not.toBe(next);

  // A cookie of no canary, or a forged one, is drawn again.
  for (const forged of [
    'site_side=canary.20990101-000000-deadbeef',
    'site_side=admin',
    `site_side=canary.${name}x`,
    `site_side=canary.${next}`,
  ]) {
    expect((await visit('/client-portal', forged)).setCookie).toMatch(
      new RegExp(`^site_side=(canary|live)\\.${name};`),
    );
  }
});

test('once the canary is rolled back, its copies are gone: a visitor whose cookie names it gets the live page', async () => {
  await decideCanary(deployed.operator, {
    app: 'portals-mfe',
    verdict: 'rollback',
    actor: 'portals-ci',
    reason: 'test',
  });
  const seen = await until('the canary copy purged', async () => {
    const answer = await visit('/client-portal', `site_side=canary.${name}`);
    return answer.side === 'live' ? answer : undefined;
  });
  expect(seen.setCookie).toBeUndefined();
  expect((await visit('/client-portal')).setCookie).toBeUndefined();
});
