/**
 * The bench's Lighthouse tables: every route's TBT, LCP and score in the composed site, the monolith and the
 * floor, then where the main thread went on one page of each group in the run of median TBT.
 */
import { messageOf } from 'site-server';
import { APP_START_MARK, PAGE_LIVE_MARK } from '../../shell/src/app/appReady';
import { scriptKind } from './scriptKind';
import { ALL_ROUTES, origin, ROUTES, RUNS, type Build } from './sites';
import { median, ms, row, withSpread, type Say } from './table';

/** Lighthouse's CPU slowdown in place of its preset's (4× for mobile): a fast machine shows a phone's main thread only at a higher one. */
export const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;
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

async function runLighthouse(
  url: string,
  preset: Preset,
  port: number,
  scriptsBlocked = false,
): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const presetConfig =
    preset === 'desktop'
      ? (await import('lighthouse/core/config/desktop-config.js')).default
      : { extends: 'lighthouse:default' as const };
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
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const work = Object.fromEntries(
    items('mainthread-work-breakdown').map((item) => [String(item.groupLabel ?? item.group), Number(item.duration)]),
  );
  const scripts: Record<string, number> = {};
  const shellPort = Number(new URL(url).port);
  for (const item of items('bootup-time')) {
    const kind = scriptKind(String(item.url), shellPort);
    scripts[kind] = (scripts[kind] ?? 0) + Number(item.scripting ?? 0) + Number(item.scriptParseCompile ?? 0);
  }
  const markAt = (name: string) =>
    items('user-timings').find((item) => item.name === name)?.startTime as number | undefined;
  const started = markAt(APP_START_MARK);
  const live = markAt(PAGE_LIVE_MARK);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    // With every script blocked a page may report no LCP element change; its FCP is then its LCP.
    lcp: Number.isFinite(audit('largest-contentful-paint'))
      ? audit('largest-contentful-paint')
      : audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    profile: {
      work,
      scripts,
      appStartToPageLive: started !== undefined && live !== undefined ? live - started : undefined,
    },
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is run again, up to twice. */
async function runLighthouseWithRetries(
  url: string,
  preset: Preset,
  port: number,
  scriptsBlocked = false,
): Promise<LighthouseRun> {
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
async function lighthouseRuns(
  url: string,
  preset: Preset,
  port: number,
  scriptsBlocked = false,
): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouseWithRetries(url, preset, port, scriptsBlocked));
  return runs;
}

/** The run whose TBT is the median: its profile stands for the page. */
const medianRun = (runs: LighthouseRun[]) => [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)]!;

/** Per preset: the table of every route, then the profile of each of ROUTES, against the Chromium that chrome-launcher started on `chromePort`. */
export async function lighthouseTables(chromePort: number, say: Say) {
  for (const preset of PRESETS) {
    const profiles = new Map<string, Record<Build, Profile>>();
    say('');
    say(
      `Lighthouse ${preset} preset, every route: composed, monolith and the floor (the composed HTML, every script blocked), median of ${RUNS} (lowest–highest):`,
    );
    say('');
    say(
      row([
        'route',
        'TBT composed',
        'TBT monolith',
        'TBT floor',
        'LCP composed',
        'LCP monolith',
        'LCP floor',
        'score c / m / f',
      ]),
    );
    say(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
    for (const route of ALL_ROUTES) {
      const runs: Record<Measured, LighthouseRun[]> = {
        composed: await lighthouseRuns(origin('composed') + route, preset, chromePort),
        monolith: await lighthouseRuns(origin('monolith') + route, preset, chromePort),
        floor: await lighthouseRuns(origin('composed') + route, preset, chromePort, true),
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
      if (ROUTES.includes(route))
        profiles.set(route, { composed: medianRun(runs.composed).profile, monolith: medianRun(runs.monolith).profile });
    }
    for (const [route, { composed, monolith }] of profiles) {
      say('');
      say(`Where the main thread went on ${route} (${preset} preset, the run of median TBT), ms, composed (monolith):`);
      say('');
      say(row(['work', 'ms']));
      say(row(['---', '---:']));
      const pair = (a: number | undefined, b: number | undefined) =>
        `${a === undefined ? '–' : ms(a)} (${b === undefined ? '–' : ms(b)})`;
      for (const label of [...new Set([...Object.keys(composed.work), ...Object.keys(monolith.work)])])
        say(row([label, pair(composed.work[label], monolith.work[label])]));
      for (const kind of [...new Set([...Object.keys(composed.scripts), ...Object.keys(monolith.scripts)])]) {
        say(row([`script: ${kind}`, pair(composed.scripts[kind], monolith.scripts[kind])]));
      }
      say(row(['app start to page live (wall)', pair(composed.appStartToPageLive, monolith.appStartToPageLive)]));
    }
  }
}
