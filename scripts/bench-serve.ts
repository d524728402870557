/**
 * `npm run bench:serve`: how many requests a second the site answers, its 99th-percentile latency
 * and the origin's CPU meanwhile, for the home page, a group's page and a static file, the client
 * accepting brotli as browsers do (autocannon, 20 connections). Three ways of serving the same
 * build side by side, each server in a process of its own: the origin alone, documents and files
 * compressed once (as served); the same, compressed on every answer (PRECOMPRESSED=off); and
 * Debian's Varnish with the shipped VCL in front of an origin that purges it (CACHE_PURGE_URLS).
 * The cells alternate between them; each figure is the median of BENCH_RUNS (5) runs of
 * BENCH_SECONDS (5) seconds, with the lowest and highest. Run after `npm run build`.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messageOf, serverNodeFlags } from 'site-server';
import { startVarnish } from '../tooling/cache/varnish';
import { descendantsOf } from '../tooling/system/processTree';
import { repoRoot } from '../tooling/workspaces';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8780);
const CONNECTIONS = 20;

const mainScript = readdirSync(path.join(repoRoot, 'shell', 'dist')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
if (!mainScript) throw new Error('No production build of the shell: run "npm run build" first.');
const TARGETS = [
  { name: '/', path: '/' },
  { name: '/pcb-assembly', path: '/pcb-assembly' },
  { name: `static file (${mainScript})`, path: `/${mainScript}` },
];
const VARNISH_PORT = PORT + 30;
// Required by the cache's origins.vcl as well, as in production, so the run pays for the token check.
const PURGE_TOKEN = `bench-${Math.random().toString(36).slice(2)}-purge-token`;
/** Each way of serving: where the client connects (`port`), and the origin server behind it (`originPort`, with `env`). */
const MODES = [
  { name: 'origin alone', port: PORT, originPort: PORT, env: {} as Record<string, string> },
  { name: 'compressed per answer', port: PORT + 10, originPort: PORT + 10, env: { PRECOMPRESSED: 'off' } },
  {
    name: 'through Varnish',
    port: VARNISH_PORT,
    originPort: PORT + 20,
    env: { CACHE_PURGE_URLS: `http://127.0.0.1:${VARNISH_PORT}/`, CACHE_PURGE_TOKEN: PURGE_TOKEN } as Record<
      string,
      string
    >,
  },
];

/** Linux's clock ticks a second, in which /proc counts a process's CPU time. */
const CLOCK_TICKS = 100;

/** The CPU seconds a server has used so far: its process group's (tsx and the node it runs, and the renderer). */
function cpuSecondsOf(child: ChildProcess): number {
  let ticks = 0;
  for (const pid of [child.pid!, ...descendantsOf(child.pid!)]) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime and stime, the 14th and 15th fields of the line (counted from the state, the 3rd).
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks / CLOCK_TICKS;
}

function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [...serverNodeFlags(), 'shell/server/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        LEADS_DATA_DIR: `/tmp/bench-serve-leads-${port}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`the server on ${port} did not start`)), 60_000);
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) {
          clearTimeout(deadline);
          return resolve(child);
        }
      } catch {
        // Not listening yet.
      }
      setTimeout(poll, 200);
    };
    void poll();
  });
}

async function measure(port: number, pathname: string, seconds: number): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${pathname}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${pathname}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cell = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} [${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}]`;

async function main() {
  const servers = await Promise.all(MODES.map((mode) => startServer(mode.originPort, mode.env)));
  const varnish = await startVarnish({
    port: VARNISH_PORT,
    purgeToken: PURGE_TOKEN,
    origins: [{ host: '127.0.0.1', port: MODES[2]!.originPort }],
  });
  try {
    const samples = new Map<string, { rps: number[]; p99: number[]; cpu: number[] }>();
    // Warm: every document rendered (and, where kept, compressed) before anything is timed.
    for (const mode of MODES) for (const target of TARGETS) await measure(mode.port, target.path, 1);
    for (let run = 0; run < RUNS; run += 1) {
      for (const target of TARGETS) {
        for (const mode of run % 2 === 0 ? MODES : [...MODES].reverse()) {
          const origin = servers[MODES.indexOf(mode)]!;
          const [cpuBefore, startedAt] = [cpuSecondsOf(origin), Date.now()];
          const { rps, p99 } = await measure(mode.port, target.path, SECONDS);
          const cpu = ((cpuSecondsOf(origin) - cpuBefore) / ((Date.now() - startedAt) / 1000)) * 100;
          const key = `${target.name}|${mode.name}`;
          const kept = samples.get(key) ?? { rps: [], p99: [], cpu: [] };
          kept.rps.push(rps);
          kept.p99.push(p99);
          kept.cpu.push(cpu);
          samples.set(key, kept);
        }
      }
      process.stderr.write(`run ${run + 1} of ${RUNS} done\n`);
    }
    console.log(
      `\n${CONNECTIONS} connections, accept-encoding br; median of ${RUNS} runs of ${SECONDS} s [lowest–highest]\n`,
    );
    console.log(
      `${'target'.padEnd(36)} ${'mode'.padEnd(22)} ${'requests/s'.padStart(20)} ${'p99 ms'.padStart(16)} ${'origin CPU %'.padStart(18)}`,
    );
    for (const target of TARGETS) {
      for (const mode of MODES) {
        const { rps, p99, cpu } = samples.get(`${target.name}|${mode.name}`)!;
        console.log(
          `${target.name.padEnd(36)} ${mode.name.padEnd(22)} ${cell(rps).padStart(20)} ${cell(p99).padStart(16)} ${cell(cpu).padStart(18)}`,
        );
      }
    }
  } finally {
    await varnish.stop();
    for (const server of servers) {
      try {
        process.kill(-server.pid!, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
  }
}

main().catch((error: unknown) => {
  console.error(messageOf(error));
  process.exit(1);
});
