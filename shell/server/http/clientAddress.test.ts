import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captureLog } from '../../../test-support/capturedLog';
import { multipartBody, sampleLead } from '../../../test-support/leads/leadFixtures';
import { writeFakeBuilds } from '../../../test-support/fakeBuilds';
import { readServerConfig } from '../ops/config';
import { createSite, type Site } from '../createSite';

/**
 * Whose address the rate limits count, behind one proxy the operator runs on this machine
 * (TRUST_PROXY=127.0.0.1). The proxy appends the address it saw to X-Forwarded-For; whatever the
 * client wrote before it is the client's own invention, and rotating it must not buy a fresh limit.
 */

let tmpRoot: string;
const sites: Site[] = [];

async function siteTrusting(trustProxy: string): Promise<Site> {
  const root = mkdtempSync(path.join(tmpRoot, 'site-'));
  const config = readServerConfig({
    PORT: '18960',
    HOST: '127.0.0.1',
    TRUST_PROXY: trustProxy,
    LEADS_DATA_DIR: path.join(root, 'leads'),
    FIELD_DATA_RATE_LIMIT_MAX: '5',
    LEAD_RATE_LIMIT_MAX: '1',
    LOG_LEVEL: 'silent',
    ...writeFakeBuilds(root),
  });
  const site = await createSite(config, captureLog().logger);
  sites.push(site);
  return site;
}

beforeAll(() => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'client-address-'));
});

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

/** A request as the proxy passes it on: the client's own header, then the address the proxy saw. */
const throughProxy = (client: string, forged: string) => ({ 'x-forwarded-for': `${forged}, ${client}` });

const fieldReport = (site: Site, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  site.shell.inject({
    method: 'POST',
    url: '/api/field-data',
    remoteAddress,
    headers: { host: 'localhost', 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    payload: { events: [{ kind: 'vital', name: 'TTFB', value: 120, route: '/' }] },
  });

/** A lead as the form posts it: only a post that could be a lead counts against the address. */
const contactPost = async (site: Site, headers: Record<string, string>) => {
  const { payload, contentType } = await multipartBody(sampleLead);
  return site.shell.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { host: 'localhost', 'content-type': contentType, ...headers },
    payload,
  });
};

test('field data: a forged X-Forwarded-For behind one trusted proxy counts as the proxy’s client, and a rotated one buys nothing', async () => {
  const site = await siteTrusting('127.0.0.1');
  const statuses: number[] = [];
  for (let report = 1; report <= 8; report += 1)
    statuses.push((await fieldReport(site, throughProxy('203.0.113.7', `198.51.100.${report}`))).statusCode);
  expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
  // Another visitor behind the same proxy has a limit of their own.
  expect((await fieldReport(site, throughProxy('203.0.113.8', '198.51.100.1'))).statusCode).toBe(204);
});

test('leads: the flood limit counts the proxy’s client whatever the client writes in front of it', async () => {
  const site = await siteTrusting('127.0.0.1');
  const statuses: number[] = [];
  // LEAD_RATE_LIMIT_MAX=1: past ten posts in the window, 429.
  for (let post = 1; post <= 12; post += 1)
    statuses.push((await contactPost(site, throughProxy('203.0.113.20', `198.51.100.${post}`))).statusCode);
  expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
  expect(statuses.slice(10)).toEqual([429, 429]);
  expect((await contactPost(site, throughProxy('203.0.113.21', '198.51.100.1'))).statusCode).not.toBe(429);
});

test('leads: entries a proxy writes that are no bare address (a port after it, or no address at all) buy no budget of their own', async () => {
  const site = await siteTrusting('127.0.0.1');
  const statuses: number[] = [];
  // LEAD_RATE_LIMIT_MAX=1: ten posts in the window, then 429; each with another port, or another word.
  for (let post = 1; post <= 6; post += 1)
    statuses.push((await contactPost(site, { 'x-forwarded-for': `203.0.113.30:${40000 + post}` })).statusCode);
  for (let post = 1; post <= 6; post += 1)
    statuses.push((await contactPost(site, { 'x-forwarded-for': `203.0.113.30:${50000 + post}` })).statusCode);
  expect(statuses.slice(10)).toEqual([429, 429]);
  const unreadable: number[] = [];
  for (let post = 1; post <= 12; post += 1)
    unreadable.push((await contactPost(site, { 'x-forwarded-for': `junk${post}` })).statusCode);
  expect(unreadable.slice(10)).toEqual([429, 429]);
});

test('proxies named by address: their clients are counted apart, and a client reaching the server past them is counted by its own address', async () => {
  const site = await siteTrusting('10.0.0.0/8, 192.0.2.7');
  const viaProxy = await Promise.all(
    [1, 2, 3].map((client) => fieldReport(site, throughProxy(`203.0.113.${client}`, '198.51.100.9'), '10.1.2.3')),
  );
  expect(viaProxy.map((answer) => answer.statusCode)).toEqual([204, 204, 204]);
  const statuses: number[] = [];
  for (let report = 1; report <= 7; report += 1)
    statuses.push((await fieldReport(site, { 'x-forwarded-for': `198.51.100.${report}` }, '203.0.113.99')).statusCode);
  expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
});

test.each(['1', '127.0.0.1'])(
  'TRUST_PROXY=%s: a client reaching the server directly, not through the proxy, is counted by its own address whatever X-Forwarded-For it forges, or the server does not start',
  async (trustProxy) => {
    const site = await siteTrusting(trustProxy).catch((error: Error) => error);
    if (site instanceof Error) {
      expect(site.message).toMatch(/^TRUST_PROXY must be the proxies' addresses or networks/);
      return;
    }
    const statuses: number[] = [];
    for (let report = 1; report <= 7; report += 1)
      statuses.push(
        (await fieldReport(site, { 'x-forwarded-for': `198.51.100.${report}` }, '203.0.113.50')).statusCode,
      );
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
  },
);
