/**
 * The yardstick (`npm run bench`): builds the composed site and the monolith (the same pages as one
 * non-federated app, monolith/), serves both, and prints its tables. For the home page and one page
 * of each group: first-load JavaScript (gzip level 9, as the byte budgets count it) and requests.
 * For every route: Lighthouse 12 (Debian's chromium, the mobile preset unless BENCH_PRESETS says
 * otherwise, median of BENCH_RUNS runs, 5 by default, with the lowest and highest): TBT, LCP and the
 * score of the composed site, the monolith, and the floor (the composed site's own HTML with every
 * script blocked: what the page costs before any code). Then, for one page of each group, where
 * the main thread went in the run of median TBT: Lighthouse's work breakdown, script time by the
 * kind of code (libraries, runtime, shell, kit and shared chunks, the group's pages module, the
 * page) and the span from the app's start to its page being live; and the same pages' main thread
 * from Chromium's own trace, split into evaluating and compiling each kind of code, hydration,
 * style, layout and paint (tooling/browser/mainThreadProfile.ts).
 * Last, on a phone's screen: how long a first tap on the menu button takes to show the menu, when
 * the dialog library is fetched (median of BENCH_RUNS, at 1× and 4× CPU slowdown); and, per route,
 * how long after the first paint a press made at that paint takes effect, on a phone (4× CPU, a
 * slow 4G link), median of at least 5 with the spread. BENCH_ONLY=press prints only that table, BENCH_ONLY=trace only Chromium's split,
 * BENCH_ONLY=menu only the first tap on the menu, BENCH_ONLY=vitals only the field data of scripted visits, BENCH_ONLY=lighthouse stops after the Lighthouse tables. BENCH_CPU_SLOWDOWN sets Lighthouse's CPU slowdown,
 * BENCH_TRACE_CPU the trace table's (1).
 * BENCH_SKIP_BUILD=1 measures the builds already on disk; BENCH_ROUTES=/,/medical and
 * BENCH_PRESETS=mobile narrow a run while tuning (the committed table is always the full one).
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { createSite, messageOf, percentile75, readServerConfig, type Site } from 'site-server';
import { siteMap } from '../shared/src/routes/siteMap';
import { APP_START_MARK, PAGE_LIVE_MARK } from '../shell/src/app/appReady';
import { build } from './build';
import { repoRoot } from '../tooling/workspaces';
import { countScripts } from '../tooling/browser/firstLoadJavaScript';
import { BLOCKING_TIME, LONGEST_TASK, profileMainThread } from '../tooling/browser/mainThreadProfile';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/browser/chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Lighthouse's CPU slowdown in place of its preset's (4× for mobile): a fast machine shows a phone's main thread only at a higher one. */
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;
/** CPU slowdown of the trace table: 1 splits the work cleanly; 4 shows the tasks a phone runs. */
const TRACE_CPU = Number(process.env.BENCH_TRACE_CPU ?? 1);
const COMPOSED_PORT = Number(process.env.BENCH_PORT ?? 8580);
const MONOLITH_PORT = COMPOSED_PORT + 10;

/** The home page and one page of each group: the profile and the slower tables. */
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/pcb-assembly', '/medical', '/our-story', '/client-portal'];
/** The Lighthouse table covers every route. */
const ALL_ROUTES = process.env.BENCH_ROUTES?.split(',') ?? siteMap.map((route) => route.path);
export type Build = 'composed' | 'monolith';
/** The floor: the composed site's HTML, every script blocked. */
type Measured = Build | 'floor';
type Preset = 'mobile' | 'desktop';
const PRESETS = (process.env.BENCH_PRESETS?.split(',') ?? ['mobile']) as Preset[];

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Where a run's main-thread time went, ms. */
interface Profile {
  /** Lighthouse's mainthread-work-breakdown: script evaluation, parse and compile, style and layout, … */
  work: Record<string, number>;
  /** Script time (evaluation plus parse and compile) by the kind of code. */
  scripts: Record<string, number>;
  /** From the app's first line (APP_START_MARK) to the page region live (PAGE_LIVE_MARK), wall time. */
  appStartToPageLive?: number;
}

interface LighthouseRun extends LighthouseFigures {
  profile: Profile;
}

/** The kind of code a script is, from its address: the profile's rows. */
function scriptKind(url: string, shellPort: number): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Lighthouse's "Other" and "Unattributable": work it could not tie to a script's address.
    return 'not tied to a script';
  }
  const file = parsed.pathname.split('/').pop() ?? '';
  if (!file.endsWith('.js')) return 'document and other';
  if (file.startsWith('libraries.')) return 'libraries (React DOM, router)';
  if (file.startsWith('runtime.') || file.startsWith('remoteEntry.')) return 'webpack and federation runtime';
  if (parsed.port === String(shellPort) && /^(main|boot|dialog-frame|web-vitals)\./.test(file)) return 'shell app';
  if (file.startsWith('__federation_expose_pages.')) return "group's pages module";
  if (/^\d+\./.test(file)) return 'kit and shared chunks';
  return 'page chunk';
}

interface JavaScriptFigures {
  gzipBytes: number;
  scripts: number;
  requests: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function serve(which: Build, leadsDir: string): Promise<Site> {
  const port = which === 'composed' ? COMPOSED_PORT : MONOLITH_PORT;
  const base = readServerConfig({ ...process.env, PORT: String(port), HOST: '127.0.0.1', LEADS_DATA_DIR: path.join(leadsDir, which), LEAD_WEBHOOK_URL: '', LOG_LEVEL: 'warn' });
  const config =
    which === 'composed'
      ? base
      : { ...base, shellDistDir: path.join(repoRoot, 'monolith', 'dist'), remotes: [], pagesInShellBuild: true };
  const site = await createSite(config);
  await site.listen();
  return site;
}

export const origin = (which: Build) => `http://127.0.0.1:${which === 'composed' ? COMPOSED_PORT : MONOLITH_PORT}`;

/** Every script the page loads until it is live (load event, then the network quiet), and every request. */
async function measureJavaScript(browser: Browser, url: string): Promise<JavaScriptFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scriptsSoFar = countScripts(page);
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const { gzipBytes, scripts } = await scriptsSoFar();
  await context.close();
  return { gzipBytes, scripts, requests };
}

async function runLighthouse(url: string, preset: Preset, port: number, scriptsBlocked = false): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const presetConfig = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : { extends: 'lighthouse:default' as const };
  // Every script in the profile, not only those over the audit's 50 ms: a page's own chunk is often less.
  const config = { ...presetConfig, audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }] };
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance'],
    blockedUrlPatterns: scriptsBlocked ? ['*.js'] : [],
    ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
  };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string) => ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
  const work = Object.fromEntries(items('mainthread-work-breakdown').map((item) => [String(item.groupLabel ?? item.group), Number(item.duration)]));
  const scripts: Record<string, number> = {};
  const shellPort = Number(new URL(url).port);
  for (const item of items('bootup-time')) {
    const kind = scriptKind(String(item.url), shellPort);
    scripts[kind] = (scripts[kind] ?? 0) + Number(item.scripting ?? 0) + Number(item.scriptParseCompile ?? 0);
  }
  const markAt = (name: string) => items('user-timings').find((item) => item.name === name)?.startTime as number | undefined;
  const started = markAt(APP_START_MARK);
  const live = markAt(PAGE_LIVE_MARK);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    // With every script blocked a page may report no LCP element change; its FCP is then its LCP.
    lcp: Number.isFinite(audit('largest-contentful-paint')) ? audit('largest-contentful-paint') : audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    profile: { work, scripts, appStartToPageLive: started !== undefined && live !== undefined ? live - started : undefined },
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is run again, up to twice. */
async function runLighthouseWithRetries(url: string, preset: Preset, port: number, scriptsBlocked = false): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const figures = await runLighthouse(url, preset, port, scriptsBlocked);
      if ([figures.score, figures.fcp, figures.lcp, figures.tbt, figures.cls].every(Number.isFinite)) return figures;
      throw new Error(`Lighthouse on ${url} measured no figures`);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  (${messageOf(error)}; running it again)`);
    }
  }
}

/** BENCH_RUNS runs of one page, one build. */
async function lighthouseRuns(url: string, preset: Preset, port: number, scriptsBlocked = false): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouseWithRetries(url, preset, port, scriptsBlocked));
  return runs;
}

/** The run whose TBT is the median: its profile stands for the page. */
const medianRun = (runs: LighthouseRun[]) => [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)]!;

const ratio = (composed: number, monolith: number) => (monolith === 0 ? (composed === 0 ? '1.00' : '–') : (composed / monolith).toFixed(2));
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => Math.round(value).toString();

/** Milliseconds from the first tap on the menu button to the menu in the page, after the page has loaded. */
async function firstMenuOpening(browser: Browser, url: string, cpuSlowdown: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const timing = { tappedAt: 0, shownAt: 0 };
      (window as unknown as { menuTiming: typeof timing }).menuTiming = timing;
      document.addEventListener('pointerdown', () => (timing.tappedAt = performance.now()), { capture: true });
      new MutationObserver(() => {
        if (!timing.shownAt && document.querySelector('[role="dialog"]')) timing.shownAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    const { tappedAt, shownAt } = await page.evaluate(() => (window as unknown as { menuTiming: { tappedAt: number; shownAt: number } }).menuTiming);
    return shownAt - tappedAt;
  } finally {
    await context.close();
  }
}

/** The press a visitor makes on each route: the header's menu on the home page, the page's own call to action elsewhere. */
const PRESSED_CONTROL: Record<string, string> = {
  '/': 'header button[aria-controls]',
  '/client-portal': 'main form button[type="submit"]',
};
const DEFAULT_PRESSED_CONTROL = 'main button[aria-haspopup="dialog"]';
const PRESS_RUNS = Math.max(RUNS, 5);

/** Runs in the page before its own scripts: presses the control at the first contentful paint and notes when it took effect. */
const PRESS_AT_FIRST_PAINT = `function (controlSelector) {
  var timing = { pressedAt: 0, effectAt: 0, missing: false };
  window.pressTiming = timing;
  new PerformanceObserver(function (list, observer) {
    var paint = list.getEntries().filter(function (entry) { return entry.name === 'first-contentful-paint'; })[0];
    if (!paint) return;
    observer.disconnect();
    var control = document.querySelector(controlSelector);
    if (!control) { timing.missing = true; return; }
    function state() { return control.getAttribute('aria-expanded') + '|' + control.getAttribute('aria-pressed'); }
    var before = state();
    function tookEffect() {
      var status = document.querySelector('main [role="status"]');
      return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null || state() !== before || (status && status.textContent.trim() !== '');
    }
    new MutationObserver(function (records, mutations) {
      if (timing.effectAt || !tookEffect()) return;
      timing.effectAt = performance.now();
      mutations.disconnect();
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    timing.pressedAt = paint.startTime;
    control.click();
  }).observe({ type: 'paint', buffered: true });
}`;

/** A page on a phone: 375 px, 4× CPU, 150 ms round trips at 1.6 Mbit/s down, 750 kbit/s up. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  return { context, page };
}

/**
 * Milliseconds from the first contentful paint until a press made at that paint has taken effect
 * (a dialog in the page, the control's expanded or pressed state changed, or a status message), on
 * a phone: 375 px, 4× CPU, 150 ms round trips at 1.6 Mbit/s. The press is a click dispatched on the
 * control from the paint's own observer, before the app's code has run.
 */
async function pressAtFirstPaint(browser: Browser, url: string, selector: string): Promise<number> {
  const { context, page } = await phonePage(browser);
  try {
    // A string, not a function: tsx would wrap the inner functions in a helper the page does not have.
    await page.addInitScript(`(${PRESS_AT_FIRST_PAINT})(${JSON.stringify(selector)})`);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => {
      const timing = (window as unknown as { pressTiming?: { effectAt: number; missing: boolean } }).pressTiming;
      return timing !== undefined && (timing.effectAt > 0 || timing.missing);
    }, undefined, { timeout: 30_000 });
    const timing = await page.evaluate(() => (window as unknown as { pressTiming: { pressedAt: number; effectAt: number; missing: boolean } }).pressTiming);
    if (timing.missing) throw new Error(`${url} has no ${selector} at its first paint`);
    return timing.effectAt - timing.pressedAt;
  } finally {
    await context.close();
  }
}

/** Median and the spread (lowest–highest) of the runs. */
const withSpread = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

/** One visitor's page view on a phone (375 px, 4× CPU, the same network as the press): a tap on the page, then away, so its beacons go. */
async function fieldVisit(browser: Browser, site: Site, url: string): Promise<boolean> {
  const startedAt = new Date();
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // A tap on the page's heading: an interaction for INP that changes nothing.
    await page.locator('main h1').first().tap().catch(() => undefined);
    await page.waitForTimeout(500);
    await page.goto('about:blank');
    // The beacons go as the page is left: the next visit waits until this one's are stored, so each is counted once.
    const route = new URL(url).pathname;
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if ((await site.fieldDataStore.since(startedAt)).some((sample) => sample.route === route && sample.name === 'TTFB')) return true;
    }
    return false;
  } finally {
    await context.close();
  }
}

/**
 * What `npm run vitals` would print after real visits: every route visited RUNS times in each
 * build, the shell's own beacons kept by each server, and the 75th percentile of each vital per route.
 */
async function fieldDataTable(browser: Browser, sites: Record<Build, Site>, say: (line: string) => void) {
  const since = new Date();
  // One build's visits, then the other's: the two servers share this process, and interleaving them slows the
  // composed home page's answer in a way no visitor meets (docs/benchmarks.md).
  const unreported: string[] = [];
  for (const which of ['composed', 'monolith'] as const) {
    for (let run = 0; run < RUNS; run += 1) {
      for (const route of ALL_ROUTES) if (!(await fieldVisit(browser, sites[which], origin(which) + route))) unreported.push(`${which} ${route}`);
    }
  }
  const p75 = async (which: Build) => {
    const samples = (await sites[which].fieldDataStore.since(since)).filter((sample) => sample.kind === 'vital' && sample.value !== null);
    return (route: string, name: string) => percentile75(samples.filter((sample) => sample.route === route && sample.name === name).map((sample) => sample.value!));
  };
  const [composed, monolith] = [await p75('composed'), await p75('monolith')];
  const names = ['LCP', 'FCP', 'TTFB', 'INP', 'CLS'];
  say(`Field data as \`npm run vitals\` reports it: the 75th percentile of ${RUNS} scripted visits of every route in each build, on a phone (375 px, 4× CPU, 150 ms RTT at 1.6 Mbit/s), composed (monolith) and the ratio:`);
  say('');
  say(row(['route', ...names]));
  say(row(['---', ...names.map(() => '---:')]));
  const shown = (name: string, value: number | undefined) => (value === undefined ? '–' : name === 'CLS' ? value.toFixed(2) : ms(value));
  if (unreported.length > 0) say(`Visits whose beacons never arrived (not counted): ${unreported.join(', ')}.`);
  for (const route of ALL_ROUTES) {
    say(
      row([
        route,
        ...names.map((name) => {
          const [c, m] = [composed(route, name), monolith(route, name)];
          return `${shown(name, c)} (${shown(name, m)}) ${c === undefined || m === undefined ? '' : ratio(c, m)}`.trim();
        }),
      ]),
    );
  }
}

async function pressTable(browser: Browser, say: (line: string) => void) {
  say(`A press made at the first paint, on a phone (375 px, 4× CPU, 150 ms RTT at 1.6 Mbit/s): ms from that paint until it has taken effect, median of ${PRESS_RUNS} (lowest–highest):`);
  say('');
  say(row(['route', 'pressed', 'composed', 'monolith']));
  say(row(['---', '---', '---:', '---:']));
  for (const route of ROUTES) {
    const selector = PRESSED_CONTROL[route] ?? DEFAULT_PRESSED_CONTROL;
    const figures = async (which: Build) => {
      const runs: number[] = [];
      for (let run = 0; run < PRESS_RUNS; run++) runs.push(await pressAtFirstPaint(browser, origin(which) + route, selector));
      return withSpread(runs);
    };
    say(row([route, `\`${selector}\``, await figures('composed'), await figures('monolith')]));
  }
}

async function menuTable(browser: Browser, say: (line: string) => void) {
  say('');
  say(`First tap on the menu button of ${ROUTES[0]} at 375 px until the menu shows (the dialog library is fetched then), median of ${RUNS} (lowest–highest), composed (monolith):`);
  say('');
  say(row(['CPU', 'ms']));
  say(row(['---', '---:']));
  for (const cpuSlowdown of [1, 4]) {
    const times = async (which: Build) => {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await firstMenuOpening(browser, origin(which) + ROUTES[0], cpuSlowdown));
      return runs;
    };
    const composed = await times('composed');
    const monolith = await times('monolith');
    say(row([`${cpuSlowdown}×`, `${withSpread(composed)} (${withSpread(monolith)})`]));
  }
}

async function traceTable(browser: Browser, say: (line: string) => void) {
  say('');
  say(`Where the main thread went until the page was live, from Chromium's trace (375 px, ${TRACE_CPU}× CPU), ms, median of ${RUNS}, composed (monolith); the last two rows with their spread:`);
  for (const route of ROUTES) {
    const runsOf = async (which: Build) => {
      const port = which === 'composed' ? COMPOSED_PORT : MONOLITH_PORT;
      const runs: Record<string, number>[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await profileMainThread(browser, origin(which) + route, TRACE_CPU, (url) => scriptKind(url, port)));
      return runs;
    };
    const composed = await runsOf('composed');
    const monolith = await runsOf('monolith');
    const of = (runs: Record<string, number>[], label: string) => runs.map((totals) => totals[label] ?? 0);
    const medianOf = (runs: Record<string, number>[], label: string) => median(of(runs, label));
    say('');
    say(row([route, 'ms']));
    say(row(['---', '---:']));
    const spreadRows = [LONGEST_TASK, BLOCKING_TIME];
    const labels = [...new Set([...composed, ...monolith].flatMap((totals) => Object.keys(totals)))]
      .filter((label) => !spreadRows.includes(label))
      .sort((a, b) => medianOf(composed, b) - medianOf(composed, a));
    for (const label of labels) say(row([label, `${medianOf(composed, label).toFixed(1)} (${medianOf(monolith, label).toFixed(1)})`]));
    for (const label of spreadRows) say(row([label, `${withSpread(of(composed, label))} (${withSpread(of(monolith, label))})`]));
  }
}

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('Building the composed site and the monolith…');
    await build(['shell', 'services-mfe', 'industries-mfe', 'company-mfe', 'portals-mfe', 'monolith']);
  }
  const leadsDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
  const sites = [await serve('composed', leadsDir), await serve('monolith', leadsDir)];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  try {
    say(`Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Lighthouse 12 (simulated throttling${CPU_SLOWDOWN ? `, CPU ${CPU_SLOWDOWN}× slower` : ''}), median of ${RUNS}.`);
    say('');
    if (process.env.BENCH_ONLY === 'press') {
      await pressTable(browser, say);
      return;
    }
    if (process.env.BENCH_ONLY === 'menu') {
      await menuTable(browser, say);
      return;
    }
    if (process.env.BENCH_ONLY === 'vitals') {
      await fieldDataTable(browser, { composed: sites[0]!, monolith: sites[1]! }, say);
      return;
    }
    if (process.env.BENCH_ONLY === 'trace') {
      await traceTable(browser, say);
      return;
    }
    say('First-load JavaScript (gzip level 9) and requests until the page is live:');
    say('');
    say(row(['route', 'composed KiB', 'monolith KiB', 'ratio', 'composed scripts / requests', 'monolith scripts / requests']));
    say(row(['---', '---:', '---:', '---:', '---:', '---:']));
    for (const route of ROUTES) {
      const composed = await measureJavaScript(browser, origin('composed') + route);
      const monolith = await measureJavaScript(browser, origin('monolith') + route);
      say(
        row([
          route,
          kib(composed.gzipBytes),
          kib(monolith.gzipBytes),
          ratio(composed.gzipBytes, monolith.gzipBytes),
          `${composed.scripts} / ${composed.requests}`,
          `${monolith.scripts} / ${monolith.requests}`,
        ]),
      );
    }
    for (const preset of PRESETS) {
      const profiles = new Map<string, Record<Build, Profile>>();
      say('');
      say(`Lighthouse ${preset} preset, every route: composed, monolith and the floor (the composed HTML, every script blocked), median of ${RUNS} (lowest–highest):`);
      say('');
      say(row(['route', 'TBT composed', 'TBT monolith', 'TBT floor', 'LCP composed', 'LCP monolith', 'LCP floor', 'score c / m / f']));
      say(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
      for (const route of ALL_ROUTES) {
        const runs: Record<Measured, LighthouseRun[]> = {
          composed: await lighthouseRuns(origin('composed') + route, preset, chrome.port),
          monolith: await lighthouseRuns(origin('monolith') + route, preset, chrome.port),
          floor: await lighthouseRuns(origin('composed') + route, preset, chrome.port, true),
        };
        const of = (which: Measured, key: keyof LighthouseFigures) => runs[which].map((run) => run[key]);
        say(
          row([
            route,
            withSpread(of('composed', 'tbt')),
            withSpread(of('monolith', 'tbt')),
            withSpread(of('floor', 'tbt')),
            withSpread(of('composed', 'lcp')),
            withSpread(of('monolith', 'lcp')),
            withSpread(of('floor', 'lcp')),
            `${median(of('composed', 'score'))} / ${median(of('monolith', 'score'))} / ${median(of('floor', 'score'))}`,
          ]),
        );
        if (ROUTES.includes(route)) profiles.set(route, { composed: medianRun(runs.composed).profile, monolith: medianRun(runs.monolith).profile });
      }
      for (const [route, { composed, monolith }] of profiles) {
        say('');
        say(`Where the main thread went on ${route} (${preset} preset, the run of median TBT), ms, composed (monolith):`);
        say('');
        say(row(['work', 'ms']));
        say(row(['---', '---:']));
        const pair = (a: number | undefined, b: number | undefined) => `${a === undefined ? '–' : ms(a)} (${b === undefined ? '–' : ms(b)})`;
        for (const label of [...new Set([...Object.keys(composed.work), ...Object.keys(monolith.work)])]) say(row([label, pair(composed.work[label], monolith.work[label])]));
        for (const kind of [...new Set([...Object.keys(composed.scripts), ...Object.keys(monolith.scripts)])]) {
          say(row([`script: ${kind}`, pair(composed.scripts[kind], monolith.scripts[kind])]));
        }
        say(row(['app start to page live (wall)', pair(composed.appStartToPageLive, monolith.appStartToPageLive)]));
      }
    }
    if (process.env.BENCH_ONLY === 'lighthouse') return;
    await traceTable(browser, say);
    await menuTable(browser, say);
    say('');
    await pressTable(browser, say);
    say('');
    await fieldDataTable(browser, { composed: sites[0]!, monolith: sites[1]! }, say);
  } finally {
    chrome.kill();
    await browser.close();
    await Promise.all(sites.map((site) => site.close()));
    rmSync(leadsDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
