import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rawHttp, type RawResponse } from '../../../test-support/rawHttp';
import { previewFormFields } from '../../../test-support/releases/previewForm';
import { PREVIEW_HOST, SITE_HOST, startDeploySite, type DeploySite } from '../../../test-support/releases/deploySite';
import type { Site } from '../createSite';
import { normalPathOf } from './normalPath';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * One path for every decision: each origin of a real site (the shell's pages and files, a group's
 * own origin, the preview host's staged files) is asked for what it guards in every encoding a
 * client can send, over a plain socket so that nothing in between normalises the target. A path in
 * another form than the normal one is never served: a page's is redirected to the page, the rest
 * is a 404, and neither is kept by a cache.
 */

jest.setTimeout(60_000);

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(15);
const SHELL_PORT = PORTS;
const API_PORT = PORTS + 10;
const HOST = SITE_HOST;

let deploy: DeploySite;
let tmpRoot: string;
let site: Site;
let portalsPort: number;
let ids: { live: string; staged: string };
let previewCookie: string;

/** Every way a client can write `target` other than as it is: each must reach nothing `target` does not. */
function encodingsOf(target: string): string[] {
  const [pathname = '/', query] = target.split(/\?(.*)/s);
  const withQuery = (variant: string) => (query === undefined ? variant : `${variant}?${query}`);
  const segments = pathname.slice(1).split('/');
  const last = segments.length - 1;
  const hex = (character: string) => `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`;
  const first = pathname[1]!;
  const variants = [
    // A letter or digit percent-encoded, upper- and lower-case hex, and encoded twice.
    `/${hex(first).toUpperCase()}${pathname.slice(2)}`,
    `/${hex(first).toLowerCase()}${pathname.slice(2)}`,
    `/%25${hex(first).slice(1)}${pathname.slice(2)}`,
    // Its slashes encoded, doubled, dotted and turned round.
    ...(last > 0
      ? [`/${segments.join('%2F')}`, `/${segments.join('%2f')}`, `/${segments.join('\\')}`, `/${segments.join('%5C')}`]
      : []),
    `/${pathname}`,
    `/.${pathname}`,
    `/%2e${pathname}`,
    `/elsewhere/..${pathname}`,
    `/elsewhere/%2e%2e${pathname}`,
    `/elsewhere/%252e%252e${pathname}`,
    `/elsewhere%2f..${pathname}`,
    // A slash in overlong UTF-8, a parameter after a semicolon, a trailing encoded NUL.
    `/elsewhere%c0%af..${pathname}`,
    `${pathname};jsessionid=1`,
    `${pathname}%3Bx=1`,
    `${pathname}%00`,
  ];
  return variants.map(withQuery);
}

const send = (port: number, target: string, host = HOST, cookie?: string) =>
  rawHttp(port, { target, host, headerLines: ['Accept: text/html', ...(cookie ? [`Cookie: ${cookie}`] : [])] });

/** What is wrong with the answer to an encoded form of `plain`, which is a page when `page` is set. */
function problemsWith(variant: string, plain: string, response: RawResponse, page: boolean): string[] {
  const problems: string[] = [];
  const cacheControl = response.headers['cache-control'] ?? '';
  const [pathname = '/', query] = plain.split(/\?(.*)/s);
  const variantQuery = variant.includes('?') ? variant.slice(variant.indexOf('?')) : '';
  if (page && response.status === 301) {
    if (response.headers.location !== `${pathname}${variantQuery}`)
      problems.push(`redirected to ${response.headers.location}`);
  } else if (response.status !== 404) problems.push(`answered ${response.status}`);
  if (!/no-store/.test(cacheControl)) problems.push(`kept by caches (Cache-Control: ${cacheControl || 'none'})`);
  void query;
  return problems.map((problem) => `${JSON.stringify(variant)} ${problem}`);
}

async function clickThroughPreview(linkPath: string): Promise<string> {
  const page = await site.shell.inject({
    method: 'GET',
    url: linkPath,
    headers: { host: PREVIEW_HOST, accept: 'text/html' },
  });
  const opened = await site.shell.inject({
    method: 'POST',
    url: '/_preview',
    headers: {
      host: PREVIEW_HOST,
      origin: `http://${PREVIEW_HOST}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(previewFormFields(page.body)).toString(),
  });
  return String(opened.headers['set-cookie']).split(';')[0]!;
}

beforeAll(async () => {
  deploy = await startDeploySite({ name: 'encoded-paths', ports: { shell: SHELL_PORT, api: API_PORT } });
  ({ site, tmpRoot, ids, portalsPort } = deploy);
  const link = (
    await deploy.api(`/releases/portals-mfe/${ids.staged}/preview`, deploy.tokens.portals, { minutes: 30 })
  ).json<{ path: string }>().path;
  previewCookie = await clickThroughPreview(link);
});

afterAll(async () => {
  await deploy?.close();
});

test('the normal form is unreserved characters in non-empty segments, never a dot segment', () => {
  expect(
    [
      '/',
      '/pcb-assembly',
      '/medical/',
      '/_staged/portals-mfe/20261127-101010-0123abcd/remoteEntry.a1b2.js',
      '/x.y~z_1?a=%2F',
    ].map(normalPathOf),
  ).toEqual([
    '/',
    '/pcb-assembly',
    '/medical/',
    '/_staged/portals-mfe/20261127-101010-0123abcd/remoteEntry.a1b2.js',
    '/x.y~z_1',
  ]);
  expect(
    ['', '//', '/a//b', '/./a', '/a/..', '/a/../b', '/%2D', '/a;b', '/a\\b', '/é', 'http://example.test/', '*'].map(
      normalPathOf,
    ),
  ).toEqual(Array(12).fill(undefined));
});

describe.each([
  ['a page', () => ({ port: SHELL_PORT, plain: '/client-portal', host: HOST, page: true, served: 200 })],
  [
    'a page with a query',
    () => ({ port: SHELL_PORT, plain: '/client-portal?utm_source=x', host: HOST, page: true, served: 200 }),
  ],
  [
    "the shell's server build",
    () => ({ port: SHELL_PORT, plain: '/server/renderApp.js', host: HOST, page: false, served: 404 }),
  ],
  [
    "a group's release that was never live, on the group's origin",
    () => ({ port: portalsPort, plain: `/${ids.staged}/mf-manifest.json`, host: HOST, page: false, served: 404 }),
  ],
  [
    "a group's server build, on the group's origin",
    () => ({ port: portalsPort, plain: `/${ids.live}/server/pages.live.js`, host: HOST, page: false, served: 404 }),
  ],
  [
    "a staged release's server build, on the preview host",
    () => ({
      port: SHELL_PORT,
      plain: `/_staged/portals-mfe/${ids.staged}/server/pages.staged.js`,
      host: PREVIEW_HOST,
      page: false,
      served: 404,
    }),
  ],
  [
    "a staged release's entry, on the preview host",
    () => ({
      port: SHELL_PORT,
      plain: `/_staged/portals-mfe/${ids.staged}/remoteEntry.staged.js`,
      host: PREVIEW_HOST,
      page: false,
      served: 200,
    }),
  ],
])('%s', (_name, target) => {
  test('is answered as itself in its normal form, and in no other form', async () => {
    const { port, plain, host, page, served } = target();
    expect((await send(port, plain, host, previewCookie)).status).toBe(served);
    const problems: string[] = [];
    for (const variant of encodingsOf(plain))
      problems.push(...problemsWith(variant, plain, await send(port, variant, host, previewCookie), page));
    expect(problems).toEqual([]);
  });
});

test("a group's file changed on disk after publish is refused in every form, not only the plain one", async () => {
  const versionDir = path.join(tmpRoot, 'deploy', 'portals-mfe', ids.live);
  const entry = readdirSync(versionDir).find((file) => file.startsWith('remoteEntry.'))!;
  writeFileSync(path.join(versionDir, entry), '/* changed after publish */');
  const plain = `/${ids.live}/${entry}`;
  expect((await send(portalsPort, plain)).status).toBe(503);
  const problems: string[] = [];
  for (const variant of encodingsOf(plain)) {
    const response = await send(portalsPort, variant);
    if (response.body.toString().includes('changed after publish'))
      problems.push(`${JSON.stringify(variant)} sent the changed file`);
    problems.push(...problemsWith(variant, plain, response, false));
  }
  expect(problems).toEqual([]);
});

test("what Node's parser refuses before any hook (a raw byte outside ASCII, a target without its first slash, a head over the limit) is refused on every origin, kept by no cache", async () => {
  const problems: string[] = [];
  for (const port of [SHELL_PORT, API_PORT, portalsPort]) {
    for (const target of [
      '%2fclient-portal',
      '/client-portal\x80',
      '/client-portal?\t',
      `/${'%2e/'.repeat(6000)}client-portal`,
    ]) {
      const response = await send(port, target);
      if (![400, 431].includes(response.status) || response.headers['cache-control'] !== 'no-store') {
        problems.push(
          `${port} ${JSON.stringify(target.slice(0, 40))} answered ${response.status} (Cache-Control: ${response.headers['cache-control'] ?? 'none'})`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
});
