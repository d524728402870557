import { createHmac } from 'node:crypto';
import { PREVIEW_HOST, SITE_HOST, startDeploySite, type DeploySite } from '../../../test-support/releases/deploySite';
import { portalsBuild } from '../../../test-support/releases/standInBuilds';
import type { Site } from '../createSite';
import { DOCUMENT_RELEASES_ID } from 'shared/document';
import { FIELD_DATA_URL } from 'shared/field-data';
import { canaryFieldOf } from '../fieldData/canaryField';
import { canaryName, SIDE_COOKIE } from './canarySide';
import type { DiskReleaseRegistry } from './diskReleaseRegistry';
import { publishBody } from './publishBody';
import { decideCanary } from './releaseService';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * A visitor's side of a canary, on a real site serving a deploy directory: the side is drawn once and
 * kept by a cookie holding only the side and the canary's name; the page, /remotes.json and the
 * group's files all agree on the release of that side; a cookie of no canary is drawn again.
 */

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(15);
const SHELL_PORT = PORTS;
const API_PORT = PORTS + 10;

let deployed: DeploySite;
let site: Site;
let registry: DiskReleaseRegistry;
let ids: { live: string; next: string };
/** The running canary's name, as its cookies and the cache's headers carry it. */
let name = '';

const visit = (url: string, cookie?: string) =>
  site.shell.inject({
    method: 'GET',
    url,
    headers: { host: SITE_HOST, accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
const portalsOrigin = (url: string) => site.remotes.get('portals')!.inject({ method: 'GET', url });
/** The cookie an answer set, as the browser sends it back. */
const cookieOf = (setCookie: string | string[] | number | undefined) => String(setCookie).split(';')[0]!;

beforeAll(async () => {
  deployed = await startDeploySite({ name: 'canary-side', ports: { shell: SHELL_PORT, api: API_PORT } });
  ({ site, operator: registry } = deployed);
  ids = { live: deployed.ids.live, next: deployed.ids.staged };
});

afterAll(() => deployed.close());

test('with no canary, no side is drawn and no cookie is set; the canary-to-be is no file of the group’s origin', async () => {
  const page = await visit('/client-portal');
  expect(page.body).toContain('<h1>Portals live</h1>');
  expect(page.headers['set-cookie']).toBeUndefined();
  expect((await visit('/client-portal', `${SIDE_COOKIE}=canary.${ids.next}`)).body).toContain('<h1>Portals live</h1>');
  expect((await portalsOrigin(`/${ids.next}/remoteEntry.staged.js`)).statusCode).toBe(404);
});

test('a canary at 50 %: each new visitor is drawn a side, about half each, and keeps it on every page, /remotes.json and file', async () => {
  // Through the site's own release API, as a team's pipeline starts one.
  const started = await deployed.api(`/releases/portals-mfe/${ids.next}/canary`, deployed.tokens.portals, {
    percent: 50,
    skipGate: 'test',
  });
  expect(started.statusCode).toBe(201);
  name = canaryName(registry.live()['portals-mfe']!.canary!);
  expect(name).toMatch(new RegExp(`^${ids.next}-[0-9a-f]{8}$`));

  const drawn = { canary: 0, live: 0 };
  for (let visitor = 0; visitor < 200; visitor += 1) {
    const first = await visit('/client-portal');
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(`^${SIDE_COOKIE}=(canary|live)\\.${name}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
    );
    const side = /=(canary|live)\./.exec(setCookie)![1] as 'canary' | 'live';
    drawn[side] += 1;
    // The page drawn with the cookie is that side's already.
    expect(first.body).toContain(side === 'canary' ? '<h1>Portals staged</h1>' : '<h1>Portals live</h1>');
    // An answer that depends on the cookie is kept by no shared cache.
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.vary).toContain('Cookie');
  }
  // At 50 %, 200 draws fall outside 60..140 about once in 10^8 runs.
  expect(drawn.canary).toBeGreaterThan(60);
  expect(drawn.live).toBeGreaterThan(60);

  const onCanary = `${SIDE_COOKIE}=canary.${name}`;
  const again = await visit('/client-portal', onCanary);
  expect(again.body).toContain('<h1>Portals staged</h1>');
  expect(again.headers['set-cookie']).toBeUndefined();
  const remotes = (await visit('/remotes.json', onCanary)).json<{ portals: string }>();
  expect(remotes.portals).toContain(`/${ids.next}/mf-manifest.json`);
  expect(remotes.portals).not.toContain('_staged');
  // The canary's files come from the group's own origin, as a live release's do.
  expect((await portalsOrigin(`/${ids.next}/remoteEntry.staged.js`)).statusCode).toBe(200);

  // Every page sent is counted by its side: a canary whose code breaks before it reports still shows its pages sent.
  const sent = await site.shell.metrics.canaryDocuments.get();
  const count = (side: string) =>
    sent.values.find((value) => value.labels.side === side && value.labels.route === '/client-portal')?.value ?? 0;
  expect(count('canary')).toBe(drawn.canary + 1);
  expect(count('live')).toBe(drawn.live);

  const onLive = `${SIDE_COOKIE}=live.${name}`;
  expect((await visit('/client-portal', onLive)).body).toContain('<h1>Portals live</h1>');
  expect((await visit('/remotes.json', onLive)).json<{ portals: string }>().portals).toContain(`/${ids.live}/`);
});

/** A data block of a page, as the reporter reads it. */
const dataBlock = (html: string, id: string): unknown => {
  const block = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return block ? JSON.parse(block[1]!) : undefined;
};
/** The releases a page names for its field reports. */
const namedReleases = (html: string) => dataBlock(html, DOCUMENT_RELEASES_ID) as Record<string, string>;
/** The view token a page's answer carries while a canary runs, in its Server-Timing header. */
const viewToken = (answer: { headers: Record<string, unknown> }) =>
  /^view;desc="([^"]*)"$/.exec(String(answer.headers['server-timing'] ?? ''))?.[1];
const report = (releases: Record<string, string>, view?: string, problem = 'error') =>
  site.shell.inject({
    method: 'POST',
    url: FIELD_DATA_URL,
    headers: { host: SITE_HOST, 'content-type': 'application/json' },
    payload: { events: [{ kind: 'problem', name: problem, route: '/client-portal' }], releases, view },
  });

test("each side's page names its releases and carries a view token of its own; a report handing both back is filed under that release, side and page; one naming another release is refused", async () => {
  const canaryPage = await visit('/client-portal', `${SIDE_COOKIE}=canary.${name}`);
  const livePage = await visit('/client-portal', `${SIDE_COOKIE}=live.${name}`);
  const canaryReleases = namedReleases(canaryPage.body);
  const liveReleases = namedReleases(livePage.body);
  expect(canaryReleases['portals-mfe']).toBe(ids.next);
  expect(liveReleases['portals-mfe']).toBe(ids.live);
  const tokens = [viewToken(canaryPage)!, viewToken(livePage)!];
  expect(tokens[0]).toMatch(/^[\w-]{22}\.[\w-]{22}$/);
  // Every page its own: the same side's next page carries another token.
  expect(viewToken(await visit('/client-portal', `${SIDE_COOKIE}=canary.${name}`))).not.toBe(tokens[0]);
  // In a header, so each side's page stays one document: the same body and ETag for every visitor of a side.
  expect(canaryPage.headers.etag).toBe((await visit('/client-portal', `${SIDE_COOKIE}=canary.${name}`)).headers.etag);

  const since = new Date();
  expect((await report(canaryReleases, tokens[0])).statusCode).toBe(204);
  expect((await report(liveReleases, tokens[1])).statusCode).toBe(204);
  const refused = await report({ ...liveReleases, 'portals-mfe': '20261101-000000-0badc0de' }, tokens[1]);
  expect(refused.statusCode).toBe(422);
  expect(refused.json<{ error: string }>().error).toBe('unknown_release');
  // A release the site does not serve is refused whichever app it is named for, not only the route's group's.
  expect((await report({ ...liveReleases, shell: '20261101-000000-0badc0de' })).statusCode).toBe(422);
  expect((await report({ 'services-mfe': 'zzz' })).statusCode).toBe(422);
  // The same page's report again is filed under the same page.
  expect((await report(canaryReleases, tokens[0])).statusCode).toBe(204);
  const filed = await site.shell.fieldData.since(since);
  expect(filed.map(({ release, side, group }) => ({ release, side, group }))).toEqual([
    { release: ids.next, side: 'canary', group: 'portals' },
    { release: ids.live, side: 'live', group: 'portals' },
    { release: ids.next, side: 'canary', group: 'portals' },
  ]);
  const [canaryView, liveView, canaryAgain] = filed.map((sample) => sample.view);
  expect(canaryView).toMatch(/^[\w-]{22}$/);
  expect(liveView).toMatch(/^[\w-]{22}$/);
  expect(canaryView).not.toBe(liveView);
  expect(canaryAgain).toBe(canaryView);
});

test("whoever reads both the field data and the canary's key still cannot sign a report for a page: the servers file no page's id", async () => {
  const page = await visit('/client-portal', `${SIDE_COOKIE}=canary.${name}`);
  const releases = namedReleases(page.body);
  const token = viewToken(page)!;
  const since = new Date();
  expect((await report(releases, token)).statusCode).toBe(204);
  const [filed] = await site.shell.fieldData.since(since);
  expect(filed?.side).toBe('canary');
  // The attacker's move: a token signed with the key (HMAC-SHA256 of "<id>.<side>", 16 bytes), for the filed id.
  const key = (await registry.refresh())['portals-mfe']!.canary!.viewKey;
  const sign = (id: string) =>
    `${id}.${createHmac('sha256', Buffer.from(key, 'base64url')).update(`${id}.canary`).digest().subarray(0, 16).toString('base64url')}`;
  // The signing is right: it makes the page's own token from the id the page was sent with.
  expect(sign(token.split('.')[0]!)).toBe(token);
  expect((await report(releases, sign(filed!.view!), 'dead-press')).statusCode).toBe(204);
  // Once the page's view is filed (every 2 s), the judgment's tally holds the page's one error and not the forged press.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const tally = canaryFieldOf(await site.shell.fieldData.since(since)).canary['/client-portal'];
  expect(tally).toMatchObject({ views: 1, problems: { error: 1, 'dead-press': 0 } });
});

test('a report without a view token, with a live page’s token for the canary, or with a token made up, counts for no side: a side gets no more problems than pages its reporter fetched', async () => {
  const livePage = await visit('/client-portal', `${SIDE_COOKIE}=live.${name}`);
  const canaryReleases = { ...namedReleases(livePage.body), 'portals-mfe': ids.next };
  const liveToken = viewToken(livePage)!;
  const [id, signature] = liveToken.split('.') as [string, string];
  const since = new Date();
  // The live page's own token for the live side, its signature's last letter spelled another way (the same bits in base64url).
  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = BASE64URL.indexOf(signature.at(-1)!);
  const otherSpelling = `${id}.${signature.slice(0, -1)}${BASE64URL[last ^ 1]}`;
  for (const view of [undefined, liveToken, `${id}.${signature.slice(1)}A`, `${'A'.repeat(22)}.${signature}`])
    expect((await report(canaryReleases, view)).statusCode).toBe(204);
  expect((await report(namedReleases(livePage.body), otherSpelling)).statusCode).toBe(204);
  const filed = await site.shell.fieldData.since(since);
  expect(filed.map(({ release, side, view }) => ({ release, side, view }))).toEqual([
    ...Array.from({ length: 4 }, () => ({ release: ids.next, side: undefined, view: undefined })),
    { release: ids.live, side: undefined, view: undefined },
  ]);
  // A token in no form a server writes is refused outright.
  expect((await report(canaryReleases, 'not-a-token')).statusCode).toBe(400);
});

test('every page sent while the canary runs is filed as a view of its side and route, for the judgment of the whole fleet; a HEAD and the preview host send none', async () => {
  const since = new Date();
  for (let page = 0; page < 3; page += 1) await visit('/client-portal', `${SIDE_COOKIE}=canary.${name}`);
  for (let page = 0; page < 2; page += 1) await visit('/client-portal', `${SIDE_COOKIE}=live.${name}`);
  await visit('/remotes.json', `${SIDE_COOKIE}=live.${name}`);
  // No page a browser could report for: a HEAD, and the preview host's answer.
  const head = await site.shell.inject({
    method: 'HEAD',
    url: '/client-portal',
    headers: { host: SITE_HOST, cookie: `${SIDE_COOKIE}=canary.${name}` },
  });
  expect(head.statusCode).toBe(200);
  await site.shell.inject({
    method: 'GET',
    url: '/client-portal',
    headers: { host: PREVIEW_HOST, accept: 'text/html', cookie: `${SIDE_COOKIE}=live.${name}` },
  });
  const filedViews = async () =>
    (await site.shell.fieldData.since(since))
      .filter((sample) => sample.kind === 'view')
      .map(({ side, route, release }) => `${side} ${route} ${release}`);
  // Written in batches every few seconds, not a write per page.
  const deadline = Date.now() + 5000;
  while ((await filedViews()).length < 5 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  // One batch more, for any view that should not be there.
  await new Promise((resolve) => setTimeout(resolve, 2100));
  expect((await filedViews()).sort()).toEqual([
    ...Array.from({ length: 3 }, () => `canary /client-portal ${ids.next}`),
    ...Array.from({ length: 2 }, () => `live /client-portal ${ids.live}`),
  ]);
});

test('a forged side, a cookie of another canary, or one with more in it is drawn again: a cookie chooses nothing but its side', async () => {
  for (const forged of [
    `${SIDE_COOKIE}=canary`,
    `${SIDE_COOKIE}=canary.20990101-000000-deadbeef`,
    `${SIDE_COOKIE}=canary.${name}.admin`,
    // The release alone, as a start of the same release before this one would have named it.
    `${SIDE_COOKIE}=canary.${ids.next}`,
    `${SIDE_COOKIE}=staged.${name}`,
  ]) {
    const answer = await visit('/client-portal', forged);
    expect(cookieOf(answer.headers['set-cookie'])).toMatch(new RegExp(`^${SIDE_COOKIE}=(canary|live)\\.${name}$`));
  }
});

test('once the canary is rolled back, every visitor gets the live release, whatever side its cookie names, and none is drawn', async () => {
  await decideCanary(registry, { app: 'portals-mfe', verdict: 'rollback', actor: 'portals-ci', reason: 'test' });
  const page = await visit('/client-portal', `${SIDE_COOKIE}=canary.${name}`);
  expect(page.body).toContain('<h1>Portals live</h1>');
  expect(page.headers['set-cookie']).toBeUndefined();
  // A visitor mid-page may still ask for the ended canary's chunks: they are served as a rolled-back release's are.
  expect((await portalsOrigin(`/${ids.next}/remoteEntry.staged.js`)).statusCode).toBe(200);
});

test('the same release started again, at another share, draws every visitor anew: a side kept from its last start counts for nothing; its pages are rendered as it starts', async () => {
  const before = name;
  const again = await deployed.api(`/releases/portals-mfe/${ids.next}/canary`, deployed.tokens.portals, {
    percent: 1,
    skipGate: 'test',
  });
  expect(again.statusCode).toBe(201);
  name = canaryName(registry.live()['portals-mfe']!.canary!);
  expect(name).not.toBe(before);
  // Its pages are rendered as it starts, before its first visitor, who gets one from memory.
  const misses = async () =>
    (await site.shell.metrics.documentCache.get()).values.find((value) => value.labels.result === 'miss')?.value ?? 0;
  let rendered = await misses();
  for (let waited = 0; waited < 5000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await misses();
    if (now === rendered && waited >= 500) break;
    rendered = now;
  }
  const views = (await site.shell.metrics.canaryDocuments.get()).values.reduce((sum, value) => sum + value.value, 0);
  expect((await visit('/client-portal', `${SIDE_COOKIE}=canary.${name}`)).body).toContain('<h1>Portals staged</h1>');
  expect(await misses()).toBe(rendered);
  // The rendering counted no page sent: only the visitor's.
  expect((await site.shell.metrics.canaryDocuments.get()).values.reduce((sum, value) => sum + value.value, 0)).toBe(
    views + 1,
  );
  const answer = await visit('/client-portal', `${SIDE_COOKIE}=canary.${before}`);
  expect(cookieOf(answer.headers['set-cookie'])).toMatch(new RegExp(`^${SIDE_COOKIE}=(canary|live)\\.${name}$`));
  await decideCanary(registry, { app: 'portals-mfe', verdict: 'rollback', actor: 'portals-ci', reason: 'test' });
});

test('a canary ended as it starts is rendered no further: its pages are for nobody', async () => {
  const misses = async () =>
    (await site.shell.metrics.documentCache.get()).values.find((value) => value.labels.result === 'miss')?.value ?? 0;
  const before = await misses();
  const started = await deployed.api(`/releases/portals-mfe/${ids.next}/canary`, deployed.tokens.portals, {
    percent: 50,
    skipGate: 'test',
  });
  expect(started.statusCode).toBe(201);
  await decideCanary(registry, { app: 'portals-mfe', verdict: 'rollback', actor: 'portals-ci', reason: 'test' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  // The render under way when it ended, at most.
  expect((await misses()) - before).toBeLessThanOrEqual(1);
});

test('a canary whose server build throws sends working client-rendered pages, each filed as an error of its side: it cannot look healthy', async () => {
  const broken = portalsBuild(
    deployed.tmpRoot,
    'broken',
    1,
    '19.3.1',
    'pinned',
    "throw new Error('the server build broke');",
  );
  const published = await deployed.api('/releases/portals-mfe', deployed.tokens.portals, publishBody(broken));
  expect(published.statusCode).toBe(201);
  const brokenId = published.json<{ id: string }>().id;
  const started = await deployed.api(`/releases/portals-mfe/${brokenId}/canary`, deployed.tokens.portals, {
    percent: 50,
    skipGate: 'test',
  });
  expect(started.statusCode).toBe(201);
  const brokenName = canaryName(registry.live()['portals-mfe']!.canary!);
  const since = new Date();
  const canaryPage = await visit('/client-portal', `${SIDE_COOKIE}=canary.${brokenName}`);
  expect(canaryPage.statusCode).toBe(200);
  expect(canaryPage.body).not.toContain('<h1>Portals');
  expect((await visit('/client-portal', `${SIDE_COOKIE}=live.${brokenName}`)).body).toContain('<h1>Portals live</h1>');
  const filed = async () =>
    (await site.shell.fieldData.since(since))
      .filter((sample) => sample.route === '/client-portal')
      .map(({ side, kind, name, release }) => `${side} ${kind} ${name} ${release}`);
  const deadline = Date.now() + 5000;
  while ((await filed()).length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await filed()).sort()).toEqual([
    `canary problem error ${brokenId}`,
    `canary view document ${brokenId}`,
    `live view document ${ids.live}`,
  ]);
});
