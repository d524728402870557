import { randomBytes } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ReleaseRefused } from './errors';
import { fetchFromOrigin } from './originFiles';

/**
 * A release fetched from a team's origin, against a real HTTP server on this machine: whole files
 * arrive byte for byte, and an origin that answers with too much, too slowly or without end is cut off.
 */

const KIB = 1024;
const MIB = 1024 * KIB;
/** The bound the tests hold releases to, small so that going past it is quick. */
const BOUND = MIB;
/** A file's timeout where the refusal must not wait for it: so long that half of it is a margin no loaded machine uses up. */
const FAR_TIMEOUT_MS = 60_000;
/** How long a fetch may run before it fails its test as one that waited for a timeout it should not have. */
const WELL_BEFORE_TIMEOUT_MS = FAR_TIMEOUT_MS / 2;

jest.setTimeout(FAR_TIMEOUT_MS);

const release = {
  'remoteEntry.js': randomBytes(200 * KIB),
  'mf-manifest.json': Buffer.from('{"name":"portals"}'),
  'art/logo.svg': randomBytes(3 * KIB + 7),
};
const halves = { 'a.js': randomBytes(600 * KIB), 'b.js': randomBytes(600 * KIB) };
/** The endless file stops here (without ending) only so that a client which never stops fails the test instead of exhausting its memory. */
const ENDLESS_SAFETY_CAP = 64 * MIB;

let server: Server;
let origin: string;
/** What the server saw of each path it was asked for: when its connection closed and how many bytes it wrote. */
const served = new Map<string, { closed: Promise<unknown>; written: () => number }>();
/** Tells each path as it is asked for, so that one answer can wait for another request to be under way. */
const arrivals = new EventEmitter();

/** A chunked answer with no declared length, written as fast as the client takes it. */
function writeEndlessly(response: ServerResponse) {
  const chunk = randomBytes(64 * KIB);
  let written = 0;
  const pump = () => {
    while (!response.destroyed && written < ENDLESS_SAFETY_CAP) {
      written += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
  };
  pump();
  return () => written;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://origin').pathname.replace(/^\/release\//, '');
    let written = () => 0;
    served.set(path, { closed: once(response, 'close'), written: () => written() });
    arrivals.emit(path);
    if (path in release) {
      const body = release[path as keyof typeof release];
      // One file is sent without a declared length: written before the end, it goes as a chunked answer.
      if (path === 'art/logo.svg') response.write(body);
      response.end(path === 'art/logo.svg' ? undefined : body);
    } else if (path in halves) {
      // Chunked, with no declared length: only the count of the bytes as they arrive can see the two together pass the bound.
      response.write(halves[path as keyof typeof halves]);
      response.end();
    } else if (path === 'endless') {
      written = writeEndlessly(response);
    } else if (path === 'declared-too-large') {
      response.writeHead(200, { 'content-length': 2 * BOUND });
      response.flushHeaders();
    } else if (path === 'trickle') {
      response.writeHead(200);
      response.flushHeaders();
      const drip = setInterval(() => response.write('x'), 1000);
      response.on('close', () => clearInterval(drip));
    } else if (path === 'missing-once-trickling.js') {
      const answer = () => response.writeHead(404).end();
      if (served.has('trickle')) answer();
      else arrivals.once('trickle', answer);
    } else if (path === 'moved') {
      response.writeHead(302, { location: '/release/remoteEntry.js' }).end();
    } else {
      response.writeHead(404).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/release/`;
});

afterEach(() => served.clear());

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

/** Settles as `promise` does, or fails once `ms` have passed, so that a fetch which never ends fails its test rather than hanging it. */
async function within<T>(ms: number, promise: Promise<T>, what = 'the fetch'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} was still running after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The message of the ReleaseRefused `fetching` ends in, well before any timeout it was not given a short one for. */
async function refusal(fetching: () => Promise<unknown>) {
  const error: unknown = await within(WELL_BEFORE_TIMEOUT_MS, fetching()).then(
    () => new Error('the release was not refused'),
    (failure: unknown) => failure,
  );
  // Anything else fails the test as itself: a fetch still running, a release not refused, an error that is no refusal.
  if (!(error instanceof ReleaseRefused)) throw error;
  return { message: error.message };
}

const closed = (path: string) => within(WELL_BEFORE_TIMEOUT_MS, served.get(path)!.closed, `the connection of ${path}`);

test('a release is fetched whole: every file, byte for byte, with or without a declared length', async () => {
  const contents = await within(
    WELL_BEFORE_TIMEOUT_MS,
    fetchFromOrigin(origin, Object.keys(release), { mostBytes: BOUND }),
  );
  expect([...contents.keys()].sort()).toEqual(Object.keys(release).sort());
  for (const [file, bytes] of Object.entries(release)) expect(contents.get(file)!.equals(bytes)).toBe(true);
});

test('a file that streams without end is cut off at the bound, and its connection is closed', async () => {
  // Given a far timeout, so that the connection closes because of the refusal and not of the timeout.
  const { message } = await refusal(() =>
    fetchFromOrigin(origin, ['endless'], { mostBytes: BOUND, timeoutMs: FAR_TIMEOUT_MS }),
  );
  expect(message).toBe(`the release at ${origin} is larger than 1 MiB`);
  await closed('endless');
  // What the server wrote includes what the sockets buffer between it and the client (about 4 MiB on loopback here, whatever
  // the bound), so the mark sits above that yet far below the safety cap a client that kept reading would reach.
  expect(served.get('endless')!.written()).toBeLessThan(16 * MIB);
});

test('a declared length past the bound is refused on the headers alone, before any of the body', async () => {
  // The server sends the headers and never a byte of the body: only the declared length can refuse it, long before the timeout.
  const { message } = await refusal(() =>
    fetchFromOrigin(origin, ['declared-too-large'], { mostBytes: BOUND, timeoutMs: FAR_TIMEOUT_MS }),
  );
  expect(message).toBe(`the release at ${origin} is larger than 1 MiB`);
  await closed('declared-too-large');
});

test('files each within the bound are refused when together they pass it', async () => {
  for (const file of Object.keys(halves))
    expect((await fetchFromOrigin(origin, [file], { mostBytes: BOUND })).get(file)!.length).toBe(600 * KIB);
  const { message } = await refusal(() => fetchFromOrigin(origin, Object.keys(halves), { mostBytes: BOUND }));
  expect(message).toBe(`the release at ${origin} is larger than 1 MiB`);
});

test('a file whose body trickles in after its headers is refused within the timeout, naming the file', async () => {
  // The body never ends, so only a timeout that covers the body, not just the headers, can refuse it.
  const { message } = await refusal(() => fetchFromOrigin(origin, ['trickle'], { timeoutMs: 500 }));
  expect(message).toBe(`${origin}trickle did not arrive within 0.5 s`);
  await closed('trickle');
});

test('a refusal of one file stops the fetches of the others', async () => {
  // The trickle would run until its far timeout and a release is answered once every fetch stops, so a refusal well before it shows the 404 ended it.
  const { message } = await refusal(() =>
    fetchFromOrigin(origin, ['trickle', 'missing-once-trickling.js'], { timeoutMs: FAR_TIMEOUT_MS }),
  );
  expect(message).toBe(`${origin}missing-once-trickling.js answered 404`);
  await closed('trickle');
});

test('a missing file and a redirect are refused', async () => {
  expect((await refusal(() => fetchFromOrigin(origin, ['missing.js']))).message).toBe(
    `${origin}missing.js answered 404`,
  );
  expect((await refusal(() => fetchFromOrigin(origin, ['moved']))).message).toContain(
    `${origin}moved could not be fetched (`,
  );
  expect(served.has('remoteEntry.js')).toBe(false);
});
