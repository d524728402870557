/**
 * Runs the site's Varnish configuration (ops/varnish/site.vcl) in a real varnishd, in front of
 * origins a test names, so the cache's rules are checked by the program that applies them. The
 * given origins replace ops/varnish/origins.vcl through vcl_path; everything else is the shipped VCL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reservePort } from '../net/ports';
import { repoRoot } from '../workspaces';
import { varnishRoutesVcl } from './varnishRoutes';

export const VARNISH_DIR = path.join(repoRoot, 'ops/varnish');
const VARNISHD = '/usr/sbin/varnishd';
const INSTALL_HINT = 'apt-get install -y varnish varnish-modules';
const START_TIMEOUT_MS = 20_000;
const STOP_GRACE_MS = 5000;

export interface VarnishOrigin {
  host: string;
  port: number;
}

export interface VarnishOptions {
  /** The origin servers, each a backend of the round-robin director. */
  origins: VarnishOrigin[];
  /** The port varnishd listens on, on 127.0.0.1; a free one when absent. */
  port?: number;
  /** Whether the origins are probed on /readyz as in production (the default); without it they are always healthy. */
  probe?: boolean;
  /** Whether to return only once every origin is healthy (the default, with probes); false for origins started after the cache. */
  awaitHealthy?: boolean;
  /** A routes.vcl for another route table (varnishRoutesVcl of it); by default the one the route table makes. */
  routesVcl?: string;
  /** The purge token origins.vcl requires, as the servers' CACHE_PURGE_TOKEN; none when absent. */
  purgeToken?: string;
}

export interface RunningVarnish {
  url: string;
  port: number;
  /** Each backend's health as varnishd's probes see it, by backend name (origin1, origin2, ...). */
  backendHealth(): Promise<Record<string, 'healthy' | 'sick'>>;
  /** One of varnishstat's counters, e.g. MAIN.s_synth (answers varnishd made itself). */
  counter(name: string): Promise<number>;
  stop(): Promise<void>;
}

/** The origins.vcl the harness puts first on vcl_path: the shipped file's structure with these origins and purge token. */
export function originsVcl(origins: readonly VarnishOrigin[], probe = true, purgeToken = ''): string {
  if (origins.length === 0) throw new Error('startVarnish needs at least one origin.');
  // A VCL long string ends at the first "} and cannot span lines.
  if (/"}|[\r\n]/.test(purgeToken)) throw new Error('A purge token for the VCL may not hold "} or a line break.');
  const names = origins.map((_origin, index) => `origin${index + 1}`);
  return [
    'vcl 4.1;',
    '',
    '# Written by tooling/cache/varnish.ts for a test: the origins it was given.',
    '',
    ...(probe
      ? [
          'probe site_ready {',
          '  .url = "/readyz";',
          '  .interval = 1s;',
          '  .timeout = 1s;',
          '  .window = 3;',
          '  .threshold = 2;',
          '}',
          '',
        ]
      : []),
    ...origins.flatMap((origin, index) => [
      `backend ${names[index]} {`,
      `  .host = "${origin.host}";`,
      `  .port = "${origin.port}";`,
      ...(probe ? ['  .probe = site_ready;'] : []),
      '}',
      '',
    ]),
    'acl purgers {',
    '  "127.0.0.1";',
    '  "::1";',
    '}',
    '',
    'sub site_purge_token {',
    `  set req.http.X-Site-Purge-Token = {"${purgeToken}"};`,
    '}',
    '',
    'sub vcl_init {',
    '  new origins = directors.round_robin();',
    ...names.map((name) => `  origins.add_backend(${name});`),
    '}',
    '',
    'sub site_origin {',
    '  set req.backend_hint = origins.backend();',
    '}',
    '',
  ].join('\n');
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether varnishd, not some other server on the port, answers HTTP at the address (any status). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'PURGE', signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.headers.has('x-varnish');
  } catch {
    return false;
  }
}

/** Sends a signal to varnishd's process group: the manager and the cache process it started. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

function run(program: string, args: string[]): string {
  const result = spawnSync(program, args, { encoding: 'utf8', timeout: 5000 });
  if (result.status !== 0)
    throw new Error(
      `${program} ${args.join(' ')} failed: ${result.error?.message ?? (result.stderr || result.stdout)}`,
    );
  return result.stdout;
}

function counterValue(workDir: string, name: string): number {
  const value = run('varnishstat', ['-n', workDir, '-1', '-f', name]).trim().split(/\s+/)[1];
  if (value === undefined || !/^\d+$/.test(value)) throw new Error(`varnishstat has no counter ${name}.`);
  return Number(value);
}

function backendList(workDir: string): Record<string, 'healthy' | 'sick'> {
  const listing = run('varnishadm', ['-n', workDir, 'backend.list']);
  const health: Record<string, 'healthy' | 'sick'> = {};
  for (const line of listing.split('\n').slice(1)) {
    const [name, , , state] = line.trim().split(/\s+/);
    if (!name || !state) continue;
    health[name.replace(/^.*\./, '')] = /healthy/i.test(state) ? 'healthy' : 'sick';
  }
  return health;
}

/**
 * Starts varnishd with ops/varnish/site.vcl in front of the given origins, and resolves once it
 * answers (and, with probes, once every origin is healthy). stop() ends it and removes its files.
 */
export async function startVarnish(options: VarnishOptions): Promise<RunningVarnish> {
  if (!existsSync(VARNISHD))
    throw new Error(`${VARNISHD} is missing: install Varnish and its modules with \`${INSTALL_HINT}\`.`);
  const probe = options.probe ?? true;
  const port = options.port ?? (await reservePort());
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'site-varnish-'));
  const workDir = path.join(tempDir, 'n');
  writeFileSync(path.join(tempDir, 'origins.vcl'), originsVcl(options.origins, probe, options.purgeToken));
  // The route list as the build writes it from today's table, so no earlier build is needed.
  writeFileSync(path.join(tempDir, 'routes.vcl'), options.routesVcl ?? varnishRoutesVcl());

  const args = [
    '-F',
    '-j',
    'none',
    '-n',
    workDir,
    '-a',
    `127.0.0.1:${port}`,
    '-f',
    path.join(VARNISH_DIR, 'site.vcl'),
    '-p',
    `vcl_path=${tempDir}:${VARNISH_DIR}`,
    '-s',
    'malloc,256m',
  ];
  // Its own process group, so stop() reaches the cache process as well as the manager.
  const child = spawn(VARNISHD, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', (error) => {
      output += `\n${error.message}`;
      exited = true;
      resolve();
    });
  });

  const stop = async () => {
    if (!exited) {
      signalGroup(child, 'SIGTERM');
      const killer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
      await exit;
      clearTimeout(killer);
    }
    // The cache process may outlive the manager for a moment; nothing of the group may stay.
    signalGroup(child, 'SIGKILL');
    rmSync(tempDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  try {
    for (;;) {
      if (exited) {
        const hint = /vmod/i.test(output) ? `\nA module is missing: \`${INSTALL_HINT}\` installs them.` : '';
        throw new Error(`varnishd did not start (${VARNISHD} ${args.join(' ')}):\n${output.trim()}${hint}`);
      }
      if (Date.now() > deadline)
        throw new Error(`varnishd did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s:\n${output.trim()}`);
      // A PURGE without keys is answered by the VCL itself, so waiting sends the origins nothing.
      if (await answers(url)) break;
      await delay(100);
    }
    while (
      probe &&
      (options.awaitHealthy ?? true) &&
      Object.values(backendList(workDir)).some((state) => state !== 'healthy')
    ) {
      if (Date.now() > deadline)
        throw new Error(
          `The origins did not become healthy within ${START_TIMEOUT_MS / 1000} s: ${JSON.stringify(backendList(workDir))}`,
        );
      await delay(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    port,
    backendHealth: async () => backendList(workDir),
    counter: async (name) => counterValue(workDir, name),
    stop,
  };
}
