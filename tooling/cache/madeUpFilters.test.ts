/**
 * The shipped VCL in a real varnishd in front of a real site, whose /case-studies is the real
 * gallery: a flood of industry values the content does not have is one object and one render,
 * and each industry the content has is kept under its own address, showing that filter.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRoute } from 'shared/routes';
import { createSite, readServerConfig, type Site } from 'site-server';
import {
  AEROSPACE_STUDIES,
  ALL_STUDIES,
  filtersPressed,
  rendersIn,
  studiesShown,
  writeCaseStudiesBuilds,
} from '../../test-support/caseStudiesBuild';
import { captureLog } from '../../test-support/capturedLog';
import { writeStandInBuilds } from '../../test-support/fakeBuilds';
import { startVarnish, type RunningVarnish } from './varnish';
import { reservePortBlock } from '../../test-support/reservedPorts';

jest.setTimeout(60_000);

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(5);
const SHELL_PORT = PORTS;
/** The values the route table keeps for /case-studies: the industries the gallery offers. */
const KEPT = (findRoute('/case-studies') as { query: Record<string, readonly string[]> }).query.industry!;

let tmpRoot: string;
let varnish: RunningVarnish;
let site: Site;
const log = captureLog();

/** A visit through the cache, with the page's text and whether the cache had it. */
async function visit(address: string) {
  const response = await fetch(`${varnish.url}${address}`, { headers: { accept: 'text/html' } });
  const body = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    studies: studiesShown(body),
    pressed: filtersPressed(body),
  };
}

/** How many requests for /case-studies, whatever their query, reached the origin: its one log line a request. */
const originRequests = () => log.lines.filter((line) => line.msg === 'request' && line.path === '/case-studies').length;

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'made-up-filters-'));
  const builds = writeStandInBuilds(tmpRoot);
  await writeCaseStudiesBuilds(builds);
  varnish = await startVarnish({ origins: [{ host: '127.0.0.1', port: SHELL_PORT }], probe: false });
  const env = {
    ...builds.env,
    PORT: String(SHELL_PORT),
    HOST: '127.0.0.1',
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
    CACHE_PURGE_URLS: `${varnish.url}/`,
  };
  site = await createSite(readServerConfig(env), log.logger);
  await site.listen();
});

afterAll(async () => {
  await site?.close();
  await varnish?.stop();
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

test('a flood of made-up industry values is one object in the cache and one request and render at the origin: the page with every study', async () => {
  const objectsBefore = await varnish.counter('MAIN.n_object');
  const visits = [];
  for (let index = 0; index < 100; index += 1)
    visits.push(await visit(`/case-studies?industry=not-an-industry-${index}&utm_source=flood`));
  for (const made of ['Aerospace', 'medical', 'aerospace-', ''])
    visits.push(await visit(`/case-studies?industry=${made}`));
  expect(
    visits.every(
      (seen) =>
        seen.status === 200 && seen.studies.join('|') === ALL_STUDIES.join('|') && seen.pressed.join() === 'All',
    ),
  ).toBe(true);
  expect(visits.filter((seen) => seen.cache === 'MISS')).toHaveLength(1);
  expect(originRequests()).toBe(1);
  expect((await rendersIn(log)).filter((address) => address.startsWith('/case-studies'))).toEqual(['/case-studies']);
  expect(await varnish.counter('MAIN.n_object')).toBe(objectsBefore + 1);
});

test('each industry the content has is kept under its own address, once, showing that filter', async () => {
  const objectsBefore = await varnish.counter('MAIN.n_object');
  const requestsBefore = originRequests();
  for (const value of KEPT) {
    const first = await visit(`/case-studies?utm_source=x&industry=${value}`);
    const again = await visit(`/case-studies?industry=${value}`);
    expect([first.status, first.cache, again.cache, again.pressed]).toEqual([200, 'MISS', 'HIT', first.pressed]);
    expect(first.pressed).toHaveLength(1);
    expect(first.pressed).not.toEqual(['All']);
  }
  expect((await visit('/case-studies?industry=aerospace')).studies).toEqual(AEROSPACE_STUDIES);
  expect(originRequests() - requestsBefore).toBe(KEPT.length);
  expect(await varnish.counter('MAIN.n_object')).toBe(objectsBefore + KEPT.length);
});
