/**
 * `npm run bench:renderer`: what the renderer's sandbox costs. A page of the real builds
 * (/pcb-assembly: the shell and the services group, after `npm run build`) is rendered RENDERS times
 * by a renderer under Node's permission model alone, then by one inside bubblewrap as well, in
 * turns, RUNS times each. Prints, per kind, the median over the runs (and their spread) of a
 * renderer's start to its first page, of p50 and p99 of a render, and of the renderer's memory
 * (the resident memory of its processes, the sandbox's own included, after the renders).
 */
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { defaultCompanyFacts } from 'shared/config';
import { messageOf, probeSandbox, RendererPool, type Sandbox } from 'site-server';
import { descendantsOf } from '../tooling/system/processTree';
import { distDir } from '../tooling/workspaces';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RENDERS = Number(process.env.RENDERS ?? 200);
const PAGE = '/pcb-assembly';

interface RunFigures {
  startMs: number;
  p50Ms: number;
  p99Ms: number;
  rssMiB: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

const residentMiB = (pid: number) =>
  [pid, ...descendantsOf(pid)].reduce(
    (sum, one) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${one}/status`, 'utf8'))?.[1] ?? 0),
    0,
  ) / 1024;

async function run(sandbox: Sandbox | undefined): Promise<RunFigures> {
  const shellDir = distDir('shell');
  const servicesDir = distDir('services-mfe');
  const pool = new RendererPool({ log: pino({ level: 'warn' }), sandbox });
  const request = {
    shellDir,
    remote: { group: 'services' as const, distDir: servicesDir },
    routePath: PAGE,
    url: `https://www.example.com${PAGE}`,
    facts: defaultCompanyFacts,
  };
  const lane = {
    lane: 'live services',
    live: true,
    group: 'services',
    generation: 'bench',
    folders: [shellDir, servicesDir],
    releases: 'shell, services-mfe',
  };
  try {
    const started = performance.now();
    const first = await pool.render(lane, request);
    const startMs = performance.now() - started;
    if (!('html' in first)) throw new Error(`the page did not render: ${JSON.stringify(first)}`);
    const times: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const before = performance.now();
      await pool.render(lane, request);
      times.push(performance.now() - before);
    }
    times.sort((a, b) => a - b);
    return {
      startMs,
      p50Ms: percentile(times, 0.5),
      p99Ms: percentile(times, 0.99),
      rssMiB: residentMiB(pool.pids()[0]!),
    };
  } finally {
    pool.close();
  }
}

async function main() {
  const probe = probeSandbox();
  if (!probe.sandbox) throw new Error(`The renderer cannot be sandboxed here: ${probe.reason}`);
  const kinds = { 'permission model alone': undefined, 'bubblewrap + permission model': probe.sandbox } as const;
  const figures: Record<string, RunFigures[]> = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  for (let round = 0; round < RUNS; round++) {
    for (const [kind, sandbox] of Object.entries(kinds)) figures[kind]!.push(await run(sandbox));
  }
  console.log(`${PAGE}, ${RENDERS} renders a run, ${RUNS} runs in turns; median (min-max) over the runs`);
  const show = (values: number[], unit: string) =>
    `${median(values).toFixed(1)} ${unit} (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})`;
  console.log(['kind', 'start to first page', 'render p50', 'render p99', 'memory'].join(' | '));
  for (const [kind, runs] of Object.entries(figures)) {
    console.log(
      [
        kind,
        show(
          runs.map((one) => one.startMs),
          'ms',
        ),
        show(
          runs.map((one) => one.p50Ms),
          'ms',
        ),
        show(
          runs.map((one) => one.p99Ms),
          'ms',
        ),
        show(
          runs.map((one) => one.rssMiB),
          'MiB',
        ),
      ].join(' | '),
    );
  }
}

main().catch((error: unknown) => {
  console.error(messageOf(error));
  process.exit(1);
});
