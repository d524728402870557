/**
 * `npm run bench:hostile`: what a hostile build costs the pages of others. A bystander's page (a
 * stand-in shell build of some 60 KB of HTML) is rendered RENDERS times in its own lane, RUNS times,
 * with no other lane busy and then while each hostile build of the list below runs in a lane of its
 * own, in turns; prints the median over the runs (and their spread) of the bystander's p50 and p99,
 * and whether the renderers ran in cgroups. The renderers are started as the server starts them:
 * in the sandbox, with each renderer's cgroups where the host gives them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { defaultCompanyFacts } from 'shared/config';
import { probeCgroups, probeSandbox, RendererPool } from 'site-server';
import { HOSTILE_BUILDS } from '../test-support/hostile/serverBuilds';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RENDERS = Number(process.env.RENDERS ?? 200);
/** The corpus's builds that cost CPU or the server's work after their render, and one that keeps the libuv pool and V8's threads busy. */
const COSTLY = ['ready-flood', 'afterlife', 'large-answer', 'timers'];
const THREADS_BURN = `
  const crypto = require('node:crypto');
  const again = () => crypto.pbkdf2('x', 'y', 200000, 64, 'sha512', again);
  for (let i = 0; i < 8; i++) again();
  return 'own page'`;

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 0.5);
const spread = (values: number[]) => `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}`;

function shellBuild(root: string, name: string, body: string): string {
  const directory = path.join(root, name);
  mkdirSync(path.join(directory, 'server'), { recursive: true });
  writeFileSync(path.join(directory, 'server', 'renderApp.js'), `exports.renderApp = async () => ({ html: String(await (async () => { ${body} })()) });`);
  writeFileSync(path.join(directory, 'server-build.json'), JSON.stringify({ module: 'server/renderApp.js' }));
  return directory;
}

async function run(root: string, hostile: { name: string; body: string } | undefined): Promise<{ p50: number; p99: number }> {
  const probe = probeSandbox();
  // BENCH_CGROUPS=off runs the renderers without their kernel budgets, to see what those buy.
  const cgroups = process.env.BENCH_CGROUPS === 'off' ? undefined : probeCgroups().host;
  const pool = new RendererPool({ log: pino({ level: 'silent' }), sandbox: probe.sandbox, cgroups, renderTimeoutMs: 3000 });
  const lane = (name: string, generation = 'g') => ({ lane: `live ${name}`, live: true, group: name, generation, folders: [root], releases: name });
  const bystander = shellBuild(root, 'bystander', "return '<ul>' + Array.from({ length: 1500 }, (_, i) => '<li>Part ' + i + ' of the line</li>').join('') + '</ul>'");
  const request = (shellDir: string) => ({ shellDir, url: 'https://www.example.test/', facts: defaultCompanyFacts });
  try {
    await pool.render(lane('bystander'), request(bystander));
    if (hostile) {
      const build = shellBuild(root, hostile.name, hostile.body);
      // The afterlife is promoted over six times, as a team promoting fixes would; the others render a few pages.
      const renders = hostile.name === 'afterlife' ? 6 : 8;
      for (let i = 0; i < renders; i++) await pool.render(lane(hostile.name, hostile.name === 'afterlife' ? `g${i}` : 'g'), request(build)).catch(() => undefined);
    }
    const times: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const before = performance.now();
      await pool.render(lane('bystander'), request(bystander));
      times.push(performance.now() - before);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
  } finally {
    pool.close();
  }
}

async function main() {
  const builds = [undefined, ...HOSTILE_BUILDS.filter((build) => COSTLY.includes(build.name)).map((build) => ({ name: build.name, body: build.body({ victimPid: 1, victimInspectorPort: 1, listeningPort: 1, secretFile: '/nonexistent' }) })), { name: 'threads-burn', body: THREADS_BURN }];
  const figures = new Map<string, { p50: number; p99: number }[]>(builds.map((build) => [build?.name ?? 'none', []]));
  for (let turn = 0; turn < RUNS; turn++) {
    for (const build of builds) {
      const root = mkdtempSync(path.join(os.tmpdir(), 'bench-hostile-'));
      try {
        figures.get(build?.name ?? 'none')!.push(await run(root, build));
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }
  }
  const budgets = probeCgroups();
  const cgroups = process.env.BENCH_CGROUPS === 'off' ? 'off (BENCH_CGROUPS=off)' : budgets.host ? 'yes' : `no (${budgets.reason})`;
  console.log(`bystander page, ${RENDERS} renders a run, ${RUNS} runs; sandbox: ${probeSandbox().sandbox ? 'yes' : 'no'}; cgroups: ${cgroups}`);
  console.log('| beside | p50 ms | p99 ms |\n| --- | --- | --- |');
  for (const [name, runs] of figures) {
    const p50 = runs.map((one) => one.p50);
    const p99 = runs.map((one) => one.p99);
    console.log(`| ${name} | ${median(p50).toFixed(1)} (${spread(p50)}) | ${median(p99).toFixed(1)} (${spread(p99)}) |`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
