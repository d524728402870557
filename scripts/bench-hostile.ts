/**
 * `npm run bench:hostile`: what a hostile build costs the pages of others, in two tables.
 * - The renderers: a bystander's page (a stand-in shell build of some 60 KB of HTML) is rendered
 *   RENDERS times in its own lane, RUNS times, with no other lane busy and then while each hostile
 *   build of the list below runs in a lane of its own, in turns. The renderers are started as the
 *   server starts them: in the sandbox, with each renderer's cgroups where the host gives them.
 * - The home page over HTTP: the real server, its registry in PostgreSQL, the shell's release live
 *   (the drill's hostile site); the portals pipeline ships each build and a visitor opens its page,
 *   then the home page is asked for REQUESTS times, one after another; before each build a benign
 *   release takes the portals lane, so that the last one is retired and gone.
 * Each prints the median over the runs (and their spread) of p50 and p99, and whether the renderers
 * ran in cgroups.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { defaultCompanyFacts } from 'shared/config';
import { probeCgroups, probeSandbox, RendererPool } from 'site-server';
import { Teardown } from '../drill/drillCase';
import { startHostileSite } from '../drill/hostile';
import { HOSTILE_BUILDS } from '../test-support/hostile/serverBuilds';
import { portalsBuild } from '../test-support/releases/standInBuilds';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RENDERS = Number(process.env.RENDERS ?? 200);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
/** A retired renderer's last renders, then its end (RETIRE_GRACE_MS in the server), and a margin. */
const RETIRED_AND_GONE_MS = 2500;
/** What the home page of the drill's hostile site says when it is server-rendered. */
const HOME_HEADING = '<h1>Shell a1</h1>';
/** The corpus's builds that cost CPU or the server's work after their render, and one that keeps the libuv pool and V8's threads busy. */
const COSTLY = ['ready-flood', 'afterlife', 'large-answer', 'timers'];
const THREADS_BURN = `
  const crypto = require('node:crypto');
  const again = () => crypto.pbkdf2('x', 'y', 200000, 64, 'sha512', again);
  for (let i = 0; i < 8; i++) again();
  return 'own page'`;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const spread = (values: number[]) => `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}`;

function shellBuild(root: string, name: string, body: string): string {
  const directory = path.join(root, name);
  mkdirSync(path.join(directory, 'server'), { recursive: true });
  writeFileSync(
    path.join(directory, 'server', 'renderApp.js'),
    `exports.renderApp = async () => ({ html: String(await (async () => { ${body} })()) });`,
  );
  writeFileSync(path.join(directory, 'server-build.json'), JSON.stringify({ module: 'server/renderApp.js' }));
  return directory;
}

async function run(
  root: string,
  hostile: { name: string; body: string } | undefined,
): Promise<{ p50: number; p99: number }> {
  const probe = probeSandbox();
  // BENCH_CGROUPS=off runs the renderers without their kernel budgets, to see what those buy.
  const cgroups = process.env.BENCH_CGROUPS === 'off' ? undefined : probeCgroups().host;
  const pool = new RendererPool({
    log: pino({ level: 'silent' }),
    sandbox: probe.sandbox,
    cgroups,
    renderTimeoutMs: 3000,
  });
  const lane = (name: string, generation = 'g') => ({
    lane: `live ${name}`,
    live: true,
    group: name,
    generation,
    folders: [root],
    releases: name,
  });
  const bystander = shellBuild(
    root,
    'bystander',
    "return '<ul>' + Array.from({ length: 1500 }, (_, i) => '<li>Part ' + i + ' of the line</li>').join('') + '</ul>'",
  );
  const request = (shellDir: string) => ({ shellDir, url: 'https://www.example.test/', facts: defaultCompanyFacts });
  try {
    await pool.render(lane('bystander'), request(bystander));
    if (hostile) {
      const build = shellBuild(root, hostile.name, hostile.body);
      // The afterlife is promoted over six times, as a team promoting fixes would; the others render a few pages.
      const renders = hostile.name === 'afterlife' ? 6 : 8;
      for (let i = 0; i < renders; i++)
        await pool
          .render(lane(hostile.name, hostile.name === 'afterlife' ? `g${i}` : 'g'), request(build))
          .catch(() => undefined);
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

type Build = { name: string; body: string } | undefined;
type Figures = Map<string, { p50: number; p99: number }[]>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function overHttp(builds: Build[], figures: Figures): Promise<void> {
  const teardown = new Teardown();
  try {
    const site = await startHostileSite(teardown);
    const origin = site.server.shellOrigin;
    const open = async (route: string) => {
      const response = await fetch(`${origin}${route}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
        signal: AbortSignal.timeout(20_000),
      });
      return { status: response.status, text: await response.text() };
    };
    let shipped = 0;
    // The server's first answers (its code compiled, the home page rendered and compressed) belong to no build.
    for (let i = 0; i < 50; i++) await open('/');
    for (let turn = 0; turn < RUNS; turn++) {
      for (const build of builds) {
        await site.ship('portals-mfe', site.tokens.portals, portalsBuild(site.root, `calm-${shipped++}`, 1));
        await open('/client-portal');
        await sleep(RETIRED_AND_GONE_MS);
        if (build) {
          for (let promote = 0; promote < (build.name === 'afterlife' ? 6 : 1); promote++) {
            await site.ship(
              'portals-mfe',
              site.tokens.portals,
              portalsBuild(site.root, `${build.name}-${shipped++}`, 1, '19.3.1', 'pinned', '', build.body),
            );
            for (let visit = 0; visit < 8; visit++) await open('/client-portal').catch(() => undefined);
          }
        }
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i++) {
          const before = performance.now();
          const home = await open('/');
          times.push(performance.now() - before);
          if (home.status !== 200 || !home.text.includes(HOME_HEADING))
            throw new Error(
              `the home page was answered ${home.status}${home.text.includes(HOME_HEADING) ? '' : ', not server-rendered'} beside ${build?.name ?? 'nothing'}`,
            );
        }
        times.sort((a, b) => a - b);
        figures.get(build?.name ?? 'none')!.push({ p50: percentile(times, 0.5), p99: percentile(times, 0.99) });
      }
    }
  } finally {
    await teardown.run();
  }
}

function print(figures: Figures): void {
  console.log('| beside | p50 ms | p99 ms |\n| --- | --- | --- |');
  for (const [name, runs] of figures) {
    const p50 = runs.map((one) => one.p50);
    const p99 = runs.map((one) => one.p99);
    console.log(
      `| ${name} | ${median(p50).toFixed(1)} (${spread(p50)}) | ${median(p99).toFixed(1)} (${spread(p99)}) |`,
    );
  }
}

async function main() {
  const builds: Build[] = [
    undefined,
    ...HOSTILE_BUILDS.filter((build) => COSTLY.includes(build.name)).map((build) => ({
      name: build.name,
      body: build.body({ victimPid: 1, victimInspectorPort: 1, listeningPort: 1, secretFile: '/nonexistent' }),
    })),
    { name: 'threads-burn', body: THREADS_BURN },
  ];
  const newFigures = (): Figures => new Map(builds.map((build) => [build?.name ?? 'none', []]));
  const figures = newFigures();
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
  const cgroups =
    process.env.BENCH_CGROUPS === 'off' ? 'off (BENCH_CGROUPS=off)' : budgets.host ? 'yes' : `no (${budgets.reason})`;
  console.log(
    `bystander page, ${RENDERS} renders a run, ${RUNS} runs; sandbox: ${probeSandbox().sandbox ? 'yes' : 'no'}; cgroups: ${cgroups}`,
  );
  print(figures);
  // The server's own cgroups follow its own probe; BENCH_CGROUPS does not reach it.
  const home = newFigures();
  await overHttp(builds, home);
  console.log(
    `\nthe home page over HTTP, the real server, ${REQUESTS} requests a run, ${RUNS} runs; cgroups: ${budgets.host ? 'yes' : `no (${budgets.reason})`}`,
  );
  print(home);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
