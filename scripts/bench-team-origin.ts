/**
 * `npm run bench:team-origin`: pages of a group published from its team's own origin (the services
 * group on a static "CDN", every file pinned to its digest), on a phone (4× CPU, a slow 4G link, as
 * the press table of `npm run bench`), in builds served side by side: BENCH_VARIANTS, a list of
 * `label=checkout` (each a built checkout of this repository), by default A, a checkout to compare
 * with (BENCH_BASE_ROOT, e.g. a built worktree of an earlier commit), and B, this repository.
 * Visits take turns (A, B, A, B…) so that all meet the same machine. Per route, the median of
 * BENCH_RUNS (5) with the lowest and highest: how long after the first paint a press made at that
 * paint takes effect (and when, from the navigation's start), FCP, LCP, the requests of the visit,
 * and the files fetched more than once. No variant after the first (the baseline) may fetch a file twice.
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
const BRANCH_ROOT = path.resolve(__dirname, '..');
const BASE_ROOT = process.env.BENCH_BASE_ROOT;

interface Variant {
  label: string;
  /** A checkout of this repository, built (`npm run build`): its builds and its server are what is measured. */
  root: string;
}

if (!process.env.BENCH_VARIANTS && !BASE_ROOT)
  throw new Error(
    'Set BENCH_BASE_ROOT to a built checkout to compare with (git worktree add ../base <commit>, then npm ci and npm run build there), or BENCH_VARIANTS to label=checkout pairs.',
  );
const VARIANTS: Variant[] = (process.env.BENCH_VARIANTS?.split(',') ?? [`A=${BASE_ROOT}`, `B=${BRANCH_ROOT}`]).map(
  (entry) => {
    const [label = '', root = ''] = entry.split(/=(.*)/s);
    if (!label || !root) throw new Error(`BENCH_VARIANTS: "${entry}" is not label=checkout`);
    return { label, root: path.resolve(BRANCH_ROOT, root) };
  },
);
/** Variant i's site on 31400 + 20 i (its remotes on the next four ports, its release API 10 above), the CDN on 31499. */
const sitePort = (index: number) => 31400 + 20 * index;
const CDN_PORT = 31499;
if (VARIANTS.length < 2 || VARIANTS.length > 4) throw new Error('BENCH_VARIANTS: two to four variants');
if (new Set(VARIANTS.map((variant) => variant.label)).size !== VARIANTS.length)
  throw new Error('BENCH_VARIANTS: each label once');

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
  const cdnOrigin = `http://127.0.0.1:${CDN_PORT}`;
  const servicesFolder = copyServicesBuild(BRANCH_ROOT, path.join(workDir, 'cdn'));
  // Compressed as a CDN sends them, unless BENCH_CDN_GZIP=0 (the browser tests' plain host).
  const cdn = await startStaticOrigin(path.join(workDir, 'cdn'), CDN_PORT, {
    gzip: process.env.BENCH_CDN_GZIP !== '0',
  });
  const sites = new Map<string, TeamOriginSite>();
  let browser: Browser | undefined;
  try {
    console.log(
      `Deploying ${VARIANTS.map(({ label, root }) => `${label} (${root})`).join(', ')}; services published from ${cdnOrigin}/services/…`,
    );
    for (const [index, { label, root }] of VARIANTS.entries())
      sites.set(
        label,
        await startTeamOriginSite({
          cdnOrigin,
          servicesFolder,
          root,
          workDir: path.join(workDir, label),
          port: sitePort(index),
          apiPort: sitePort(index) + 10,
        }),
      );
    const hintsSeen = new Map<string, string>();
    // Each document rendered once before it is measured: the first render of a page is the server's, not the page's.
    for (const { label } of VARIANTS)
      for (const route of ROUTES) {
        const answer = await fetch(sites.get(label)!.origin + route);
        if (!answer.ok) throw new Error(`${label} ${route} answered ${answer.status}`);
        const html = await answer.text();
        if (!html.includes(`"pinned":{"${cdnOrigin}/services/":{`))
          throw new Error(`${label} ${route} is not a pinned page: the services group is not on its team origin`);
        const head = html.slice(0, html.indexOf('</head>'));
        const preloads = (head.match(/<link rel="preload" as="script"[^>]*>/g) ?? []).map((element) =>
          element.replace(/ integrity="[^"]*"/, ' integrity="…"'),
        );
        const hinted = (answer.headers.get('link') ?? '').split(', ').filter((hint) => hint.includes('as=script'));
        const hints = `head: ${preloads.join(' ') || 'no script preloads'}; Link: ${hinted.join(', ') || 'no scripts'}`;
        console.log(`${label} ${route}: ${hints}`);
        // Two variants that hint a page alike are one build twice, and their comparison says nothing.
        const twin = [...hintsSeen].find(([key, seen]) => key.endsWith(` ${route}`) && seen === hints);
        if (twin) throw new Error(`${label} hints ${route} as ${twin[0]} does: the same build twice?`);
        hintsSeen.set(`${label} ${route}`, hints);
      }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const visits: Record<string, Visit[]> = {};
    for (const route of ROUTES) {
      for (let runIndex = 0; runIndex < RUNS; runIndex++) {
        for (const { label } of VARIANTS) {
          const measured = await visit(browser, sites.get(label)!.origin + route);
          (visits[`${label} ${route}`] ??= []).push(measured);
          console.log(
            `${label} ${route} #${runIndex + 1}: press ${Math.round(measured.press)} ms (done at ${Math.round(measured.pressDone)}), FCP ${Math.round(measured.fcp)} ms, LCP ${Math.round(measured.lcp)} ms, ${measured.requests} requests${measured.twice.length ? `, twice: ${measured.twice.join(' ')}` : ''}`,
          );
        }
      }
    }
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}; a phone (375 px, 4× CPU, 150 ms RTT at 1.6 Mbit/s); the services group on its team origin (${process.env.BENCH_CDN_GZIP === '0' ? 'sent uncompressed' : 'sent gzipped'}); median of ${RUNS} (lowest–highest), visits interleaved ${VARIANTS.map(({ label }) => label).join(', ')}. ${VARIANTS.map(({ label, root }) => `${label}: ${root}`).join('; ')}.`,
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
      for (const [index, { label }] of VARIANTS.entries()) {
        const runs = visits[`${label} ${route}`]!;
        const twice = [...new Set(runs.flatMap((one) => one.twice))];
        if (index > 0) duplicated.push(...twice.map((file) => `${label} ${route}: ${file}`));
        lines.push(
          row([
            route,
            label,
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
    // A variant's hints are worth measuring only if every file they preload is the one the page then runs, fetched once.
    if (duplicated.length > 0) throw new Error(`files fetched more than once:\n${duplicated.join('\n')}`);
  } finally {
    await browser?.close();
    await Promise.all([...sites.values()].map((site) => site.stop()));
    await new Promise((resolve) => cdn.close(resolve));
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
