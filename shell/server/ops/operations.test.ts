import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { writeFakeBuilds } from '../../../test-support/fakeBuilds';
import { multipartBody } from '../../../test-support/leads/leadFixtures';
import { controlOpensDebugger, signalOpensDebugger } from '../../../test-support/inspectorPort';
import { sendLikeTheForm } from '../../../test-support/leads/formPost';
import { nodeProcessesRunning } from '../../../test-support/processTree';
import type { StoredLead } from '../leads/leadStore';
import { SqliteLeadStore } from '../leads/sqliteLeadStore';
import { serverNodeFlags } from './nodeFlags';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * The server as operators run it: a real process of the compiled server, its JSON log on standard output, its health
 * answers, and what SIGTERM does to a lead still arriving.
 */

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(15);
const PORT = PORTS;
const METRICS_TOKEN = 'operations-test-metrics-token';
const repoRoot = path.resolve(__dirname, '..', '..', '..');
/** Values that must never reach a log line. */
const secrets = {
  firstName: 'Zephyrine',
  lastName: 'Quattlebaum',
  companyName: 'Moonwhistle Avionics',
  email: 'zephyrine.q@moonwhistle.test',
  phoneNumber: '(404) 555-0142 ext. 77',
  projectDetails: 'Forty-two flux capacitor boards, conformal coat, quietly',
  clickId: 'gclid-Cj0KCQiA-secret',
  token: 'tok_live_8f3a9c',
  authorization: 'Bearer s3cr3t-operator-token',
};

let tmpRoot: string;
let server: ChildProcess;
let output = '';

const logLines = () =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

function waitFor(predicate: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (predicate()) return resolve();
      if (Date.now() - started > timeoutMs)
        return reject(new Error(`${what} did not happen within ${timeoutMs} ms:\n${output.slice(-2000)}`));
      setTimeout(check, 50);
    };
    check();
  });
}

/** A GET with the headers as given, Host included (fetch would put its own). */
function get(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; json(): unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: PORT, path: pathname, headers: { host: `localhost:${PORT}`, ...headers } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json: () => JSON.parse(body) as unknown,
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'operations-test-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    // The test speaks to the server from this machine, as a proxy beside it would.
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DELAY_MS: '1500',
    METRICS_TOKEN,
    ...writeFakeBuilds(tmpRoot),
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
    LEAD_WEBHOOK_URL: '',
  };
  // The server as production runs it: compiled to JavaScript, on node alone (scripts/compile-server.ts).
  execFileSync('npx', ['tsx', 'scripts/compile-server.ts'], { cwd: repoRoot, stdio: 'pipe' });
  server = spawn(process.execPath, [...serverNodeFlags(), path.join(repoRoot, 'shell/server-dist/main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(
    () => logLines().some((line) => String(line.msg).startsWith('Site ready')),
    'the server starting',
    60_000,
  );
}, 90_000);

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

/** The leads in the server's store, read as the owner's command reads them, beside the running server. */
async function storedLeads(): Promise<StoredLead[]> {
  const store = await SqliteLeadStore.open(path.join(tmpRoot, 'leads'));
  try {
    return await store.list();
  } finally {
    await store.close();
  }
}

test('the probes: alive, and ready once the shell build and the lead store answer, whatever Host a probe names', async () => {
  const live = await get('/livez', { host: '10.0.0.7:8080' });
  expect(live.status).toBe(200);
  expect(live.json()).toEqual({ status: 'alive' });
  const ready = await get('/readyz', { host: '10.0.0.7:8080' });
  expect(ready.status).toBe(200);
  expect(ready.headers['cache-control']).toBe('no-store');
  expect(ready.json()).toEqual({ status: 'ready' });
  // Any other path still refuses a Host the site does not answer for.
  expect((await get('/medical', { host: '10.0.0.7:8080' })).status).toBe(421);
});

test('not ready while the lead store or the shell server build is missing, the reason in the log only; ready again once back', async () => {
  const leadsDir = path.join(tmpRoot, 'leads');
  renameSync(leadsDir, `${leadsDir}.away`);
  try {
    // The store's write probe answers for a second: the next probe after it finds the folder gone.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const noStore = await get('/readyz');
    expect(noStore.status).toBe(503);
    // The store's own error may name internal paths and addresses: the probe says no more than this.
    expect(noStore.json()).toEqual({ status: 'not ready' });
    await waitFor(
      () => logLines().some((line) => String(line.reason).startsWith('the lead store cannot take a lead')),
      'the reason in the log',
    );
  } finally {
    renameSync(`${leadsDir}.away`, leadsDir);
  }

  const listing = path.join(tmpRoot, 'shell', 'dist', 'server-build.json');
  renameSync(listing, `${listing}.away`);
  const noBuild = await get('/readyz');
  expect(noBuild.status).toBe(503);
  expect(noBuild.json()).toEqual({ status: 'not ready' });
  await waitFor(
    () => logLines().some((line) => line.reason === "the shell's server-build.json cannot be read"),
    'the reason in the log',
  );
  renameSync(`${listing}.away`, listing);

  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await get('/readyz')).status).toBe(200);
  // Alive throughout: the process answered every time.
  expect((await get('/livez')).status).toBe(200);
});

test('one JSON line per request, under the id the trusted proxy sent, naming the group that served a group page', async () => {
  const response = await get(`/medical?gclid=${secrets.clickId}&token=${secrets.token}`, {
    'x-request-id': 'proxy-req-4711',
    authorization: secrets.authorization,
  });
  expect(response.status).toBe(200);
  await waitFor(
    () => logLines().some((line) => line.reqId === 'proxy-req-4711' && line.msg === 'request'),
    'the request line',
  );
  const line = logLines().find((candidate) => candidate.reqId === 'proxy-req-4711' && candidate.msg === 'request')!;
  expect(line).toMatchObject({
    method: 'GET',
    route: '/medical',
    path: '/medical',
    status: 200,
    group: 'industries',
    release: 'build',
  });
  expect(typeof line.durationMs).toBe('number');
});

test('a lead is logged by its id only; no personal data, query string or credential reaches the log', async () => {
  const { clickId, token, authorization, ...lead } = secrets;
  // Sent as the form sends it, a challenge answered included: every line a lead makes is looked at.
  const response = await sendLikeTheForm(`http://127.0.0.1:${PORT}`, lead, {
    headers: { host: `localhost:${PORT}`, authorization },
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await waitFor(
    () => logLines().some((line) => /^lead (stored|released)/.test(String(line.msg)) && line.leadId === id),
    'the lead stored line',
  );
  for (const [name, value] of Object.entries({ ...lead, clickId, token, authorization })) {
    expect({ name, logged: output.includes(value) }).toEqual({ name, logged: false });
  }
  // The personal data did arrive: it is in the store, not in the log.
  expect((await storedLeads()).map((stored) => stored.fields.email)).toContain(lead.email);
});

test('SIGUSR1, as any process of the same user can send it, opens no debugger in the server or its renderer, and both go on', async () => {
  // The probe sees a debugger where one opens: a Node process started without the flag.
  expect(await controlOpensDebugger(19_231)).toBe(true);
  expect((await get('/medical')).status).toBe(200);
  // The renderers' Node processes, inside their sandbox (the server's children are the sandbox's own processes).
  const renderers = nodeProcessesRunning('renderer.cjs', server.pid!);
  expect(renderers.length).toBeGreaterThan(0);
  for (const pid of [server.pid!, ...renderers])
    expect({ pid, debugger: await signalOpensDebugger(pid) }).toEqual({ pid, debugger: false });
  expect(output).not.toContain('Debugger listening');
  expect((await get('/livez')).status).toBe(200);
  expect(nodeProcessesRunning('renderer.cjs', server.pid!)).toEqual(renderers);
  expect((await get('/medical')).status).toBe(200);
});

test('the server refuses to start without --disable-sigusr1, and says how to start it', () => {
  const run = spawnSync(process.execPath, ['--enable-source-maps', path.join(repoRoot, 'shell/server-dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(PORT + 7),
      HOST: '127.0.0.1',
      ...writeFakeBuilds(path.join(tmpRoot, 'refused')),
      LEADS_DATA_DIR: path.join(tmpRoot, 'refused-leads'),
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("The server must run with Node's --disable-sigusr1");
  expect(run.stderr).toContain('node --disable-sigusr1 --enable-source-maps shell/server-dist/main.js');
});

/** The compiled server started on a PATH that holds Node alone, as on a host without bubblewrap. */
function startWithoutBubblewrap(name: string, more: NodeJS.ProcessEnv) {
  const bin = path.join(tmpRoot, `${name}-bin`);
  mkdirSync(bin);
  symlinkSync(process.execPath, path.join(bin, 'node'));
  return spawn(process.execPath, [...serverNodeFlags(), path.join(repoRoot, 'shell/server-dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PATH: bin,
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      ...writeFakeBuilds(path.join(tmpRoot, name)),
      LEADS_DATA_DIR: path.join(tmpRoot, `${name}-leads`),
      ...more,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Everything `child` writes until it exits or writes `until`. */
function outputOf(child: ChildProcess, until?: string): Promise<{ text: string; code: number | null }> {
  return new Promise((resolve) => {
    let text = '';
    const take = (chunk: Buffer) => {
      text += chunk.toString();
      if (until && text.includes(until)) resolve({ text, code: null });
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.once('exit', (code) => resolve({ text, code }));
  });
}

test('where the renderer cannot be sandboxed, the server says so loudly at start and in /metrics, or refuses to start when told to', async () => {
  const refused = startWithoutBubblewrap('required', { PORT: String(PORT + 8), RENDERER_SANDBOX: 'required' });
  const refusal = await outputOf(refused);
  expect(refusal.code).toBe(1);
  expect(refusal.text).toContain(
    'RENDERER_SANDBOX=required, and the renderer cannot be sandboxed here: bubblewrap (bwrap) is not installed: apt-get install -y bubblewrap',
  );

  const warned = startWithoutBubblewrap('warned', { PORT: String(PORT + 9), METRICS_TOKEN });
  try {
    const started = await outputOf(warned, 'Site ready');
    const line = started.text.split('\n').find((text) => text.includes('WITHOUT THE SANDBOX'));
    expect(line && JSON.parse(line)).toMatchObject({
      level: 50,
      reason: 'bubblewrap (bwrap) is not installed: apt-get install -y bubblewrap',
    });
    const metrics = await fetch(`http://127.0.0.1:${PORT + 9}/metrics`, {
      headers: { host: `localhost:${PORT + 9}`, authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(await metrics.text()).toMatch(/^site_renderer_sandboxed 0$/m);
  } finally {
    warned.kill('SIGKILL');
  }
  // The server under test, on this machine, renders in the sandbox.
  const metrics = await fetch(`http://127.0.0.1:${PORT}/metrics`, {
    headers: { host: `localhost:${PORT}`, authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(await metrics.text()).toMatch(/^site_renderer_sandboxed 1$/m);
});

test('SIGTERM, even twice at once: the server says it is not ready, finishes the lead still arriving, stores it, and exits cleanly', async () => {
  const { clickId: _c, token: _t, authorization: _a, ...lead } = secrets;
  const { payload, contentType } = await multipartBody({ ...lead, email: 'late.arrival@moonwhistle.test' });
  // A lead whose body is still on its way when the signal comes.
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/contact',
        headers: { host: `localhost:${PORT}`, 'content-type': contentType, 'content-length': payload.length },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.write(payload.subarray(0, 100));
    // The rest comes after the listener has begun closing (SHUTDOWN_DELAY_MS is 1500).
    setTimeout(() => request.end(payload.subarray(100)), 2600);
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  // 'close', not 'exit': the last lines of its output may still be in the pipe when the process has exited.
  const exited = new Promise<number | null>((resolve) => server.once('close', (code) => resolve(code)));
  server.kill('SIGTERM');
  await waitFor(() => logLines().some((line) => String(line.msg).startsWith('shutting down')), 'the shutdown line');
  // Again at once, as a SIGTERM to the process group reaches it (directly, and passed on by `npm start`).
  server.kill('SIGTERM');
  const signalledAt = Date.now();
  const notReady = await get('/readyz');
  expect(notReady.status).toBe(503);
  expect(notReady.json()).toEqual({ status: 'not ready' });
  expect((await get('/livez')).status).toBe(200);

  const { status, body } = await answer;
  expect(status).toBe(201);
  // Answered after the close began: the listener waited for it.
  expect(Date.now() - signalledAt).toBeGreaterThan(1500);
  const { id } = JSON.parse(body) as { id: string };
  expect(await exited).toBe(0);
  expect((await storedLeads()).map((stored) => stored.id)).toContain(id);
  // Nothing happened after 'stopped', by the time each line carries: under load a request's own
  // line (logged before its answer) can reach standard output just after the server's last line.
  const stoppedAt = Number(logLines().find((line) => line.msg === 'stopped')?.time);
  expect(stoppedAt).toBeGreaterThan(0);
  expect(logLines().filter((line) => Number(line.time) > stoppedAt)).toEqual([]);
}, 30_000);
