import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseExposition, sampleValue } from '../../../test-support/prometheusText';
import { shellBuild } from '../../../test-support/releases/standInBuilds';
import { serverNodeFlags } from '../ops/nodeFlags';
import { DiskReleaseRegistry } from '../releases/diskReleaseRegistry';
import { digestsOf } from '../releases/releaseRecord';
import { createReleaseToken } from '../releases/releaseTokens';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * Floods anyone can send, before any authentication, against a real process of the compiled server:
 * the server's peak memory (VmHWM, from /proc) must not grow with them, and the public site keeps
 * answering while they run (its answer times are printed, not asserted: they move with the machine).
 */

jest.setTimeout(120_000);

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(25);
const PORT = PORTS;
const API_PORT = PORTS + 10;
/** A team's origin that answers every file with bytes without end. */
const ORIGIN_PORT = PORTS + 20;
const METRICS_TOKEN = 'floods-test-metrics-token-0001';
const repoRoot = path.resolve(__dirname, '..', '..', '..');
/** Growth of the server's peak memory a flood may cause: far below what holding any of these bodies would take. */
const MOST_PEAK_GROWTH_MIB = 48;
/** A release fetched from an origin is held up to its bound, with fetch's own buffers: far below the whole endless answer. */
const MOST_ORIGIN_GROWTH_MIB = 96;

let tmpRoot: string;
let server: ChildProcess;
let output = '';
let shellToken: string;
let portalsToken: string;
let endlessOrigin: http.Server;

const peakMemoryMiB = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]) / 1024;

/** One request over its own connection: the status, once the whole answer is in. */
function send(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string | number> = {},
  body?: Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * An upload the server may refuse before reading it: its status, or 'closed' when the server closed the
 * connection while the body was still being written (it answers, then stops reading).
 */
const upload = (...args: Parameters<typeof send>) =>
  send(...args).then(
    (answer) => answer.status,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return 'closed' as const;
      throw error;
    },
  );

/** The public home page's answer times (ms) while `flood` runs, one request at a time. */
async function homePageWhile(flood: Promise<unknown>): Promise<{ times: number[]; statuses: number[] }> {
  let done = false;
  void flood.finally(() => (done = true));
  const times: number[] = [];
  const statuses: number[] = [];
  while (!done) {
    const started = performance.now();
    statuses.push((await send(PORT, 'GET', '/', { accept: 'text/html' })).status);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await flood;
  return { times, statuses };
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${sorted.length} answers, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms`;
};

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'floods-test-'));
  const deployDir = path.join(tmpRoot, 'deploy');
  const operator = new DiskReleaseRegistry(deployDir);
  const token = await createReleaseToken(operator, 'shell', 'shell-ci');
  shellToken = token;
  portalsToken = await createReleaseToken(operator, 'portals-mfe', 'portals-ci');
  await operator.close();
  endlessOrigin = http.createServer((_request, response) => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const pump = () => {
      while (!response.destroyed) if (!response.write(chunk)) return void response.once('drain', pump);
    };
    pump();
  });
  await new Promise<void>((resolve) => endlessOrigin.listen(ORIGIN_PORT, '127.0.0.1', resolve));
  execFileSync('npx', ['tsx', 'scripts/compile-server.ts'], { cwd: repoRoot, stdio: 'pipe' });
  server = spawn(process.execPath, [...serverNodeFlags(), path.join(repoRoot, 'shell/server-dist/main.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEPLOY_DIR: deployDir,
      RELEASE_API_PORT: String(API_PORT),
      RELEASE_ORIGINS: `http://127.0.0.1:${ORIGIN_PORT}`,
      LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
      METRICS_TOKEN,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (
    let waited = 0;
    (await send(API_PORT, 'GET', '/releases').catch(() => ({ status: 0 }))).status === 0;
    waited += 1
  ) {
    if (waited > 300) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A live shell, as the API publishes one.
  const build = shellBuild(tmpRoot, 'f1');
  const files = Object.fromEntries(
    Object.entries(digestsOf(build)).map(([file, digest]) => [
      file,
      { digest, content: readFileSync(path.join(build, file)).toString('base64') },
    ]),
  );
  const authorization = `Bearer ${token}`;
  const published = await send(
    API_PORT,
    'POST',
    '/releases/shell',
    { authorization, 'content-type': 'application/json' },
    Buffer.from(JSON.stringify({ files })),
  );
  expect(published.status).toBe(201);
  const { id } = JSON.parse(published.text) as { id: string };
  const promoted = await send(
    API_PORT,
    'POST',
    `/releases/shell/${id}/promote`,
    { authorization, 'content-type': 'application/json' },
    Buffer.from(JSON.stringify({ skipGate: 'the first shell' })),
  );
  expect(promoted.status).toBe(200);
  expect((await send(PORT, 'GET', '/', { accept: 'text/html' })).text).toContain('Shell f1');
});

afterAll(() => {
  endlessOrigin?.closeAllConnections();
  endlessOrigin?.close();
  if (server && server.exitCode === null) server.kill('SIGKILL');
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

test('eight 60 MiB publish bodies at once without a token: each refused before it is read, and the server holds none of them', async () => {
  const content = 'A'.repeat(60 * 1024 * 1024);
  const body = Buffer.from(
    JSON.stringify({ files: { 'main.f1.js': { digest: `sha384-${'a'.repeat(64)}`, content } } }),
  );
  const before = peakMemoryMiB();
  const flood = Promise.all(
    Array.from({ length: 8 }, () =>
      upload(
        API_PORT,
        'POST',
        '/releases/shell',
        { authorization: 'Bearer rel_shell_forged', 'content-type': 'application/json', 'content-length': body.length },
        body,
      ),
    ),
  );
  const home = await homePageWhile(flood);
  const answers = await flood;
  const growth = peakMemoryMiB() - before;
  console.log(
    `release API flood: peak memory +${growth.toFixed(0)} MiB (answers: ${answers.join(', ')}); home page during it: ${summary(home.times)}`,
  );
  expect(answers.every((answer) => answer === 401 || answer === 'closed')).toBe(true);
  // A small body, wholly sent before the answer, reads the refusal.
  expect(
    (
      await send(
        API_PORT,
        'POST',
        '/releases/shell',
        { authorization: 'Bearer rel_shell_forged', 'content-type': 'application/json' },
        Buffer.from('{"files":{}}'),
      )
    ).status,
  ).toBe(401);
  expect(home.statuses.every((status) => status === 200)).toBe(true);
  expect(growth).toBeLessThan(MOST_PEAK_GROWTH_MIB);
});

test('with a token, a body larger than any release can hold is refused as too large', async () => {
  const body = Buffer.alloc(40 * 1024 * 1024, 'A');
  const before = peakMemoryMiB();
  const answer = await upload(
    API_PORT,
    'POST',
    '/releases/shell',
    { authorization: `Bearer ${shellToken}`, 'content-type': 'application/json', 'content-length': body.length },
    body,
  );
  expect([413, 'closed']).toContain(answer);
  expect(peakMemoryMiB() - before).toBeLessThan(MOST_PEAK_GROWTH_MIB);
});

test('a release whose origin answers without end: refused at the size bound while it arrives, never held whole', async () => {
  const body = Buffer.from(
    JSON.stringify({
      files: { 'remoteEntry.js': { digest: `sha384-${'a'.repeat(64)}` } },
      origin: `http://127.0.0.1:${ORIGIN_PORT}/portals/`,
    }),
  );
  const before = peakMemoryMiB();
  const publish = send(
    API_PORT,
    'POST',
    '/releases/portals-mfe',
    { authorization: `Bearer ${portalsToken}`, 'content-type': 'application/json' },
    body,
  );
  const home = await homePageWhile(publish);
  const answer = await publish;
  const growth = peakMemoryMiB() - before;
  console.log(
    `endless origin: answered ${answer.status}, peak memory +${growth.toFixed(0)} MiB; home page during it: ${summary(home.times)}`,
  );
  expect(answer.status).toBe(409);
  expect(JSON.parse(answer.text).message).toMatch(
    /^the release at http:\/\/127\.0\.0\.1:\d+\/portals\/ is larger than 16 MiB$/,
  );
  expect(home.statuses.every((status) => status === 200)).toBe(true);
  expect(growth).toBeLessThan(MOST_ORIGIN_GROWTH_MIB);
});

test('two thousand made-up paths: one render of the not-found page in all, and the home page still answers', async () => {
  const metric = async () => {
    const text = (await send(PORT, 'GET', '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text;
    return (
      sampleValue(parseExposition(text), 'site_page_render_duration_seconds_count', {
        group: 'not_found',
        outcome: 'rendered',
      }) ?? 0
    );
  };
  const rendersBefore = await metric();
  const before = peakMemoryMiB();
  const flood = (async () => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 100; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          send(PORT, 'GET', `/made-up-${batch}-${index}-${Math.random().toString(36).slice(2)}`, {
            accept: 'text/html',
          }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    return statuses;
  })();
  const home = await homePageWhile(flood);
  const statuses = await flood;
  console.log(
    `not-found flood: ${statuses.length} paths, peak memory +${(peakMemoryMiB() - before).toFixed(0)} MiB; home page during it: ${summary(home.times)}`,
  );
  expect(statuses.every((status) => status === 404)).toBe(true);
  expect(home.statuses.every((status) => status === 200)).toBe(true);
  // The memory is printed, not bounded: what grows here is the garbage of 2,000 answers, which V8 collects when it likes.
  expect((await metric()) - rendersBefore).toBeLessThanOrEqual(1);
});
