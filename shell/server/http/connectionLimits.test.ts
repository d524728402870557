import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { captureLog } from '../../../test-support/capturedLog';
import { reservePort } from '../../../test-support/reservedPorts';
import { createApp } from './app';
import { clientOfAddress } from './connectionLimits';

/**
 * Slow clients and clients with many connections, against a listener of the site on a real port:
 * each must lose its connection without costing anyone else theirs. The limits are the settings'
 * (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, CONNECTIONS_PER_ADDRESS), made short for the test.
 */

jest.setTimeout(60_000);

const LIMITS = { requestTimeoutMs: 2000, headersTimeoutMs: 1000, perAddress: 5 };
/** Far past every limit above and Node's one-second check of them: a connection still open then was never cut off. */
const CUT_OFF_WITHIN_MS = 15_000;

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  port = await reservePort();
  // 127.0.0.3 stands for a proxy the server trusts, such as the shared cache.
  app = createApp(captureLog().logger, { addresses: ['127.0.0.3'] }, undefined, LIMITS);
  app.get('/', async () => 'the page');
  app.post('/form', async () => 'stored');
  await app.listen({ port, host: '0.0.0.0' });
});

afterAll(() => app.close());

/** A raw connection from `from` (a loopback address), with what the server sent and when it closed. */
async function connect(
  from = '127.0.0.1',
): Promise<{ socket: net.Socket; received: () => string; closed: Promise<void> }> {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => received, closed };
}

/** Whether the connection closed within `ms`. */
async function closesWithin(closed: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([closed.then(() => true), late]).finally(() => clearTimeout(timer));
}

/** A whole page request over a connection of its own from `from`: the status, or 'refused' when the connection was closed unanswered. */
async function pageFrom(from: string): Promise<number | 'refused'> {
  const { socket, received, closed } = await connect(from).catch(() => ({
    socket: undefined,
    received: () => '',
    closed: Promise.resolve(),
  }));
  socket?.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  await closed;
  const status = /^HTTP\/1\.1 (\d{3})/.exec(received())?.[1];
  return status ? Number(status) : 'refused';
}

describe('a slow client', () => {
  test('one that sends its body a byte at a time is answered 408 and cut off once the request has taken its time', async () => {
    const { socket, received, closed } = await connect();
    socket.write('POST /form HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n');
    const trickle = setInterval(() => socket.write('x'), 200);
    try {
      expect(await closesWithin(closed, CUT_OFF_WITHIN_MS)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('one that opens a connection and sends nothing, or half a head, is cut off', async () => {
    const silent = await connect();
    const halfHead = await connect();
    halfHead.socket.write('GET / HTTP/1.1\r\nHost: local');
    expect(await closesWithin(silent.closed, CUT_OFF_WITHIN_MS)).toBe(true);
    expect(await closesWithin(halfHead.closed, CUT_OFF_WITHIN_MS)).toBe(true);
  });

  test('a page asked for meanwhile is answered at once', async () => {
    const slow = await connect();
    slow.socket.write('POST /form HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n');
    expect(await pageFrom('127.0.0.2')).toBe(200);
    slow.socket.destroy();
  });
});

describe('connections per address', () => {
  test('one address gets as many connections as the limit and no more; another address is served meanwhile, and the first again once it lets go', async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.perAddress }, () => connect('127.0.0.1')));
    const extra = await connect('127.0.0.1');
    // Closed by the server before anything was read: no answer at all.
    expect(await closesWithin(extra.closed, CUT_OFF_WITHIN_MS)).toBe(true);
    expect(extra.received()).toBe('');
    expect(await pageFrom('127.0.0.1')).toBe('refused');
    expect(await pageFrom('127.0.0.2')).toBe(200);
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    // The server counts a connection as gone once its side has closed too.
    let status: number | 'refused' = 'refused';
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = await pageFrom('127.0.0.1');
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });

  test('a proxy the server trusts carries everyone: its connections are not counted', async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.perAddress * 3 }, () => connect('127.0.0.3')));
    expect(await pageFrom('127.0.0.3')).toBe(200);
    for (const { socket } of held) socket.destroy();
  });
});

describe('the client an address counts for', () => {
  test.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv4 address written as IPv6', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address: its /64', '2001:db8:12:34:aaaa:bbbb:cccc:dddd', '2001:db8:12:34::/64'],
    ['another address of the same /64', '2001:db8:12:34::1', '2001:db8:12:34::/64'],
    ['an IPv6 address with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['an IPv4 address with the port a proxy wrote after it', '8.8.8.8:1', '8.8.8.8'],
    ['another port of the same address', '8.8.8.8:2', '8.8.8.8'],
    ['a bracketed IPv6 address with a port', '[2001:db8:12:34::9]:443', '2001:db8:12:34::/64'],
    ['something that is no address', 'junkA', 'unreadable'],
    ['something else that is no address', 'unknown', 'unreadable'],
    ['an empty entry', '', 'unreadable'],
  ])('%s', (_case, address, client) => {
    expect(clientOfAddress(address)).toBe(client);
  });

  test('two /64s of one subscriber are two clients', () => {
    expect(clientOfAddress('2001:db8:12:34::1')).not.toBe(clientOfAddress('2001:db8:12:35::1'));
  });
});
