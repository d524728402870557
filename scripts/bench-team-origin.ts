/**
 * `npm run bench:team-origin`: pages of a group published from its team's own origin (the services
 * group on a static "CDN", every file pinned to its digest), on a phone (4× CPU, a slow 4G link, as
 * the press table of `npm run bench`), in two builds served side by side: A, the server of main
 * (BENCH_BASE_ROOT, /work/wt-teamorigin-base by default: a worktree of main, built), and B, this
 * repository's. Visits alternate A, B, A, B… so that both meet the same machine. Per route, the
 * median of BENCH_RUNS (5) with the lowest and highest: how long after the first paint a press made
 * at that paint takes effect (and when, from the navigation's start), LCP, the requests of the
 * visit, and the files fetched more than once. B must fetch no file twice.
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/browser/chromium';
import { phonePage } from './bench/phone';
import { DEFAULT_PRESSED_CONTROL, pressedAtFirstPaint } from './bench/press';
import { row, withSpread } from './bench/table';
import { startStaticOrigin } from '../e2e/support/teamOrigin';
import { copyServicesBuild, startTeamOriginSite, type TeamOriginSite } from './bench/teamOrigin/deployment';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/pcb-assembly', '/box-build', '/quality-testing'];
const BASE_ROOT = path.resolve(process.env.BENCH_BASE_ROOT ?? '/work/wt-teamorigin-base');
const BRANCH_ROOT = path.resolve(__dirname, '..');
/** The site of A on 31400 (its remotes on the next four ports), B's on 31420, their release APIs and the CDN after them. */
const PORTS = { a: 31400, aApi: 31410, b: 31420, bApi: 31430, cdn: 31440 };

type Variant = 'A' | 'B';

interface Visit {
  /** ms from the first contentful paint until a press made at that paint took effect. */
  press: number;
  /** ms from the navigation's start until that press took effect. */
  pressDone: number;
  /** The first contentful paint, where the press was made. */
  fcp: number;
  lcp: number;
  requests: number;
  /** The URLs the browser asked for more than once, with how many times. */
  twice: string[];
}

/** Runs in the page before its own scripts: the last largest paint outside a dialog (the press opens one). */
const LARGEST_PAINT = `new PerformanceObserver(function (list) {
  list.getEntries().forEach(function (entry) {
    if (entry.element && entry.element.closest('[role="dialog"], [role="alertdialog"]')) return;
    window.largestPaint = entry.startTime;
  });
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

/** One visit of `url` on a phone, the control pressed at the first paint, until the network is idle. */
async function visit(browser: Browser, url: string): Promise<Visit> {
  const { context, page } = await phonePage(browser);
  const asked = new Map<string, number>();
  page.on('request', (request) => asked.set(request.url(), (asked.get(request.url()) ?? 0) + 1));
  try {
    await page.addInitScript(LARGEST_PAINT);
    const timing = await pressedAtFirstPaint(page, url, DEFAULT_PRESSED_CONTROL);
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    const lcp = await page.evaluate(() => (window as unknown as { largestPaint?: number }).largestPaint ?? Number.NaN);
    return {
      press: timing.effectAt - timing.pressedAt,
      pressDone: timing.effectAt,
      fcp: timing.pressedAt,
      lcp,
      requests: [...asked.values()].reduce((sum, count) => sum + count, 0),
      twice: [...asked].filter(([, count]) => count > 1).map(([address, count]) => `${address} ×${count}`),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-team-origin-'));
  const cdnOrigin = `http://127.0.0.1:${PORTS.cdn}`;
  const servicesFolder = copyServicesBuild(BRANCH_ROOT, path.join(workDir, 'cdn'));
  // Compressed as a CDN sends them, unless BENCH_CDN_GZIP=0 (the browser tests' plain host).
  const cdn = await startStaticOrigin(path.join(workDir, 'cdn'), PORTS.cdn, {
    gzip: process.env.BENCH_CDN_GZIP !== '0',
  });
  const sites: Partial<Record<Variant, TeamOriginSite>> = {};
  let browser: Browser | undefined;
  try {
    console.log(`Deploying A (${BASE_ROOT}) and B (${BRANCH_ROOT}), services published from ${cdnOrigin}/services/…`);
    const common = { cdnOrigin, servicesFolder };
    sites.A = await startTeamOriginSite({
      ...common,
      root: BASE_ROOT,
      workDir: path.join(workDir, 'a'),
      port: PORTS.a,
      apiPort: PORTS.aApi,
    });
    sites.B = await startTeamOriginSite({
      ...common,
      root: BRANCH_ROOT,
      workDir: path.join(workDir, 'b'),
      port: PORTS.b,
      apiPort: PORTS.bApi,
    });
    // Each document rendered once before it is measured: the first render of a page is the server's, not the page's.
    for (const variant of ['A', 'B'] as const)
      for (const route of ROUTES) {
        const answer = await fetch(sites[variant]!.origin + route);
        if (!answer.ok) throw new Error(`${variant} ${route} answered ${answer.status}`);
        const html = await answer.text();
        if (!html.includes(`"pinned":{"${cdnOrigin}/services/":{`))
          throw new Error(`${variant} ${route} is not a pinned page: the services group is not on its team origin`);
        const preloads = html.match(/<link rel="preload" as="script"[^>]*integrity="sha384-[^>]*>/g) ?? [];
        const hinted = answer.headers.get('link') ?? '';
        console.log(`${variant} ${route}: ${preloads.length} pinned preloads in the head; Link: ${hinted}`);
        // Each server must be the build it stands for, or the comparison says nothing.
        if ((variant === 'B') !== preloads.length > 0) throw new Error(`${variant} ${route} is not variant ${variant}`);
      }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const visits: Record<string, Visit[]> = {};
    for (const route of ROUTES) {
      for (let runIndex = 0; runIndex < RUNS; runIndex++) {
        for (const variant of ['A', 'B'] as const) {
          const measured = await visit(browser, sites[variant]!.origin + route);
          (visits[`${variant} ${route}`] ??= []).push(measured);
          console.log(
            `${variant} ${route} #${runIndex + 1}: press ${Math.round(measured.press)} ms (done at ${Math.round(measured.pressDone)}), FCP ${Math.round(measured.fcp)} ms, LCP ${Math.round(measured.lcp)} ms, ${measured.requests} requests${measured.twice.length ? `, twice: ${measured.twice.join(' ')}` : ''}`,
          );
        }
      }
    }
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}; a phone (375 px, 4× CPU, 150 ms RTT at 1.6 Mbit/s); the services group on its team origin (${process.env.BENCH_CDN_GZIP === '0' ? 'sent uncompressed' : 'sent gzipped'}); median of ${RUNS} (lowest–highest), visits interleaved A, B. A: main (no script hints on pinned pages); B: the shell's federation chunks in the Link header, the group's scripts preloaded with their digests in the head.`,
      '',
      row([
        'route',
        'variant',
        'press at first paint (ms after FCP)',
        'press took effect (ms)',
        'FCP (ms)',
        'LCP (ms)',
        'requests',
        'files fetched twice',
      ]),
      row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---']),
    ];
    const duplicated: string[] = [];
    for (const route of ROUTES)
      for (const variant of ['A', 'B'] as const) {
        const runs = visits[`${variant} ${route}`]!;
        const twice = [...new Set(runs.flatMap((one) => one.twice))];
        if (variant === 'B') duplicated.push(...twice.map((file) => `${route}: ${file}`));
        lines.push(
          row([
            route,
            variant,
            withSpread(runs.map((one) => one.press)),
            withSpread(runs.map((one) => one.pressDone)),
            withSpread(runs.map((one) => one.fcp)),
            withSpread(runs.map((one) => one.lcp)),
            withSpread(runs.map((one) => one.requests)),
            twice.length === 0 ? 'none' : twice.map((file) => path.basename(file)).join(', '),
          ]),
        );
      }
    console.log(`\n${lines.join('\n')}`);
    // The point of B: every file it preloads is the one the page then runs, fetched once.
    if (duplicated.length > 0) throw new Error(`B fetched files more than once:\n${duplicated.join('\n')}`);
  } finally {
    await browser?.close();
    await Promise.all(Object.values(sites).map((site) => site.stop()));
    await new Promise((resolve) => cdn.close(resolve));
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
