import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_RELOAD_EVENTS, LIVE_RELOAD_SCRIPT, startLiveReloadProxy, type LiveReloadProxy } from './liveReloadProxy';

let site: http.Server;
let proxy: LiveReloadProxy;
const seenEncodings: (string | undefined)[] = [];

beforeAll(async () => {
  site = http.createServer((request, response) => {
    seenEncodings.push(request.headers['accept-encoding']);
    if (request.url === '/') {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "script-src 'self'",
      });
      response.end('<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>');
      return;
    }
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end('{"missing":true}');
  });
  await new Promise<void>((resolve) => site.listen(0, resolve));
  proxy = await startLiveReloadProxy({ port: 0, target: `http://localhost:${(site.address() as AddressInfo).port}` });
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => site.close(resolve));
});

test('a document gains the same-origin reload script, and keeps its own headers', async () => {
  const answer = await fetch(`${proxy.url}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  const html = await answer.text();
  expect(html).toContain(`<script src="${LIVE_RELOAD_SCRIPT}" defer></script></head>`);
  expect(html).toContain('<h1>Home</h1>');
  expect(answer.headers.get('content-security-policy')).toBe("script-src 'self'");
  expect(seenEncodings.at(-1)).toBeUndefined();
});

test('anything else passes through as the site answered it', async () => {
  const answer = await fetch(`${proxy.url}/api/nothing`);
  expect(answer.status).toBe(404);
  expect(await answer.json()).toEqual({ missing: true });
});

test('the reload script listens for the reload event, which reload() sends to every open page', async () => {
  const script = await (await fetch(`${proxy.url}${LIVE_RELOAD_SCRIPT}`)).text();
  expect(script).toContain(LIVE_RELOAD_EVENTS);
  const events = await fetch(`${proxy.url}${LIVE_RELOAD_EVENTS}`);
  const reader = events.body!.getReader();
  await reader.read(); // the stream's opening comment
  proxy.reload();
  const { value } = await reader.read();
  expect(new TextDecoder().decode(value)).toContain('event: reload');
  await reader.cancel();
});
