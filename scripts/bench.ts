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
 * Each table is measured by a module of scripts/bench/; this file serves the builds and runs them in order.
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { build } from './build';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/browser/chromium';
import { fieldDataTable } from './bench/fieldData';
import { firstLoadTable } from './bench/firstLoad';
import { CPU_SLOWDOWN, lighthouseTables } from './bench/lighthouse';
import { menuTable } from './bench/menu';
import { pressTable } from './bench/press';
import { RUNS, serve } from './bench/sites';
import { traceTable } from './bench/trace';

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
    say(
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Lighthouse 12 (simulated throttling${CPU_SLOWDOWN ? `, CPU ${CPU_SLOWDOWN}× slower` : ''}), median of ${RUNS}.`,
    );
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
    await firstLoadTable(browser, say);
    await lighthouseTables(chrome.port, say);
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
