/** The bench's trace table: where the main thread went until the page was live, from Chromium's own trace. */
import type { Browser } from '@playwright/test';
import { BLOCKING_TIME, LONGEST_TASK, profileMainThread } from '../../tooling/browser/mainThreadProfile';
import { scriptKind } from './scriptKind';
import { COMPOSED_PORT, MONOLITH_PORT, origin, ROUTES, RUNS, type Build } from './sites';
import { median, row, withSpread, type Say } from './table';

/** CPU slowdown of the trace table: 1 splits the work cleanly; 4 shows the tasks a phone runs. */
const TRACE_CPU = Number(process.env.BENCH_TRACE_CPU ?? 1);

export async function traceTable(browser: Browser, say: Say) {
  say('');
  say(
    `Where the main thread went until the page was live, from Chromium's trace (375 px, ${TRACE_CPU}× CPU), ms, median of ${RUNS}, composed (monolith); the last two rows with their spread:`,
  );
  for (const route of ROUTES) {
    const runsOf = async (which: Build) => {
      const port = which === 'composed' ? COMPOSED_PORT : MONOLITH_PORT;
      const runs: Record<string, number>[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await profileMainThread(browser, origin(which) + route, TRACE_CPU, (url) => scriptKind(url, port)));
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
    for (const label of labels)
      say(row([label, `${medianOf(composed, label).toFixed(1)} (${medianOf(monolith, label).toFixed(1)})`]));
    for (const label of spreadRows)
      say(row([label, `${withSpread(of(composed, label))} (${withSpread(of(monolith, label))})`]));
  }
}
