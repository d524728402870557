import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AEROSPACE_STUDIES,
  ALL_STUDIES,
  filtersPressed,
  rendersIn,
  studiesShown,
  writeCaseStudiesBuilds,
} from '../../../test-support/caseStudiesBuild';
import { captureLog } from '../../../test-support/capturedLog';
import { writeStandInBuilds } from '../../../test-support/fakeBuilds';
import { createSite, type Site } from '../createSite';
import { readServerConfig } from '../ops/config';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * /case-studies keeps its industry filter in the address. A value the content has renders that
 * filter, kept by shared caches like any page; a value it does not have is sent on to the page
 * without it, kept by none, and renders nothing. The page is the real one (shared's gallery and
 * content), bundled for the renderer; a stand-in cache takes the server's purges.
 */

jest.setTimeout(30_000);

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(5);
const SHELL_PORT = PORTS;
const HOST = 'example.test';
const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=30, stale-if-error=86400';
const PERSONAL = 'private, no-store';

let tmpRoot: string;
let site: Site;
let purges: Server;
const log = captureLog();

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  site.shell.inject({ method, url, headers: { host: HOST, accept: 'text/html' } });
const renders = () => rendersIn(log);

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'query-values-'));
  const builds = writeStandInBuilds(tmpRoot);
  await writeCaseStudiesBuilds(builds);
  purges = createServer((_request, response) => response.writeHead(200).end());
  await new Promise<void>((resolve) => purges.listen(0, '127.0.0.1', resolve));
  const env = {
    ...builds.env,
    PORT: String(SHELL_PORT),
    HOST: '127.0.0.1',
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
    ALLOWED_HOSTS: HOST,
    CACHE_PURGE_URLS: `http://127.0.0.1:${(purges.address() as AddressInfo).port}/`,
  };
  site = await createSite(readServerConfig(env), log.logger);
});

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => purges?.close(resolve));
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

test('a value the content has shows that filter: its studies alone, its button pressed, kept by shared caches like any page', async () => {
  const all = await get('/case-studies');
  expect([all.statusCode, studiesShown(all.body), filtersPressed(all.body)]).toEqual([200, ALL_STUDIES, ['All']]);
  const filtered = await get('/case-studies?utm_source=newsletter&industry=aerospace');
  expect(filtered.statusCode).toBe(200);
  expect(studiesShown(filtered.body)).toEqual(AEROSPACE_STUDIES);
  expect(filtersPressed(filtered.body)).toEqual(['Aerospace']);
  expect(filtered.headers['cache-control']).toBe(SHARED);
  // Defense has no study published: its filter shows the page's word on why, not every study.
  const defense = await get('/case-studies?industry=defense');
  expect([defense.statusCode, studiesShown(defense.body), filtersPressed(defense.body)]).toEqual([
    200,
    ['No Published Defense Case Study Yet'],
    ['Defense'],
  ]);
  expect(await renders()).toEqual(
    expect.arrayContaining(['/case-studies', '/case-studies?industry=aerospace', '/case-studies?industry=defense']),
  );
});

test('a value the content does not have is sent on, 301, to the page without it, kept by no shared cache, and renders nothing', async () => {
  const rendersBefore = (await renders()).length;
  const made = [
    'not-an-industry',
    'Aerospace',
    'medical',
    'aerospace-',
    '',
    ...Array.from({ length: 40 }, (_value, index) => `flood-${index}`),
  ];
  for (const value of made) {
    for (const method of ['GET', 'HEAD'] as const) {
      const answer = await get(`/case-studies?industry=${value}&utm_source=x`, method);
      expect({
        value,
        method,
        status: answer.statusCode,
        location: answer.headers.location,
        cacheControl: answer.headers['cache-control'],
      }).toEqual({
        value,
        method,
        status: 301,
        location: '/case-studies',
        cacheControl: PERSONAL,
      });
      expect(answer.body).not.toMatch(/<html|<main/i);
    }
  }
  // A parameter given without a value is made up too; a page that reads no parameter never redirects.
  expect((await get('/case-studies?industry')).headers.location).toBe('/case-studies');
  expect((await get('/medical?industry=not-an-industry')).statusCode).toBe(200);
  expect((await renders()).slice(rendersBefore).filter((address) => address.startsWith('/case-studies'))).toEqual([]);

  const landed = await get('/case-studies');
  expect([landed.statusCode, studiesShown(landed.body), filtersPressed(landed.body)]).toEqual([
    200,
    ALL_STUDIES,
    ['All'],
  ]);
});

test('with a trailing slash, a made-up value still ends on the page without it', async () => {
  const slashed = await get('/case-studies/?industry=not-an-industry');
  expect([slashed.statusCode, slashed.headers['cache-control']]).toEqual([301, PERSONAL]);
  const next = await get(String(slashed.headers.location));
  expect([next.statusCode, next.headers.location, next.headers['cache-control']]).toEqual([
    301,
    '/case-studies',
    PERSONAL,
  ]);
});
