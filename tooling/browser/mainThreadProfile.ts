import type { Browser } from '@playwright/test';

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}

/** The longest task on the main thread after the first contentful paint, ms. */
export const LONGEST_TASK = 'longest task after the first paint';
/** The sum of each task's time over 50 ms after the first contentful paint (TBT's rule, in the real trace), ms. */
export const BLOCKING_TIME = 'blocking time after the first paint';

/** Trace events that say what the main thread was doing; the self time of everything inside goes to the nearest one. */
const KIND_OF_EVENT: Record<
  string,
  'style' | 'layout' | 'paint' | 'html' | 'gc' | 'compile' | 'evaluate' | 'callback'
> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  ParseHTML: 'html',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  EvaluateScript: 'evaluate',
  'v8.evaluateModule': 'evaluate',
  FunctionCall: 'callback',
  TimerFire: 'callback',
  FireAnimationFrame: 'callback',
  EventDispatch: 'callback',
  RunMicrotasks: 'callback',
};

/**
 * Where a page's main thread went while it loaded, until its page was live (the `page-live` mark)
 * and the network quiet, from Chromium's own trace, on a phone's screen at `cpuSlowdown` (1 is the
 * clean split: with a slowdown, Chromium's pauses land in the tasks' own time). Each
 * event's self time (its time less its children's) goes to the nearest enclosing event above:
 * style, layout, paint, HTML parsing, garbage collection; compiling and evaluating each script,
 * named by `scriptKind` of its address; callbacks by their function's script, where React's
 * own between the app's start and the page being live is its hydration. Also the longest task and
 * the blocking time after the first paint (LONGEST_TASK, BLOCKING_TIME). Milliseconds.
 */
export async function profileMainThread(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  scriptKind: (scriptUrl: string) => string,
  marks = { start: 'app-start', live: 'page-live' },
): Promise<Record<string, number>> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        '__metadata',
      ],
    });
    await page.goto(url);
    await page.waitForFunction((live) => performance.getEntriesByName(live).length > 0, marks.live, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return attribute(traceEvents, scriptKind, marks);
  } finally {
    await context.close();
  }
}

function attribute(
  events: TraceEvent[],
  scriptKind: (scriptUrl: string) => string,
  marks: { start: string; live: string },
): Record<string, number> {
  // The page's main thread: the renderer main thread that evaluated scripts.
  const evaluating = events.find((event) => event.name === 'EvaluateScript' && event.ph === 'X');
  if (!evaluating) throw new Error('the trace holds no script evaluation');
  const onMain = events
    .filter(
      (event) =>
        event.ph === 'X' && event.pid === evaluating.pid && event.tid === evaluating.tid && event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const markAt = (name: string) => events.find((event) => event.name === name && event.pid === evaluating.pid)?.ts;
  const started = markAt(marks.start) ?? Number.POSITIVE_INFINITY;
  const live = markAt(marks.live) ?? Number.NEGATIVE_INFINITY;
  const totals: Record<string, number> = {};
  const add = (label: string, microseconds: number) => (totals[label] = (totals[label] ?? 0) + microseconds / 1000);
  const labelOf = (event: TraceEvent, ancestors: TraceEvent[]): string => {
    for (const candidate of [event, ...[...ancestors].reverse()]) {
      const kind = KIND_OF_EVENT[candidate.name];
      if (!kind) continue;
      const script = candidate.args?.data?.url ? scriptKind(candidate.args.data.url) : undefined;
      if (kind === 'compile') return `parse and compile: ${script ?? 'unknown script'}`;
      if (kind === 'evaluate') return `evaluate: ${script ?? 'unknown script'}`;
      if (kind === 'callback') {
        const starting = candidate.ts >= started && candidate.ts <= live;
        // React DOM and its scheduler live in the libraries chunk: their callbacks while the page comes alive are hydration.
        if (script?.startsWith('libraries') && starting) return 'hydration (React at work, app start to page live)';
        // Promise jobs carry no script address: the app's start-up steps and React's work resumed after an await.
        if (!script && candidate.name === 'RunMicrotasks')
          return starting ? 'start-up and hydration in promise jobs' : 'promise jobs, after the page is live';
        return `callbacks: ${script ?? 'not tied to a script'}`;
      }
      return {
        style: 'style',
        layout: 'layout',
        paint: 'paint and composite',
        html: 'parse HTML',
        gc: 'garbage collection',
      }[kind];
    }
    // A task's own time outside any traced event, and V8 setting up the page's context.
    return 'browser and V8, untraced';
  };
  const stack: TraceEvent[] = [];
  const childTime = new Map<TraceEvent, number>();
  const settle = (event: TraceEvent) => {
    const self = event.dur! - (childTime.get(event) ?? 0);
    add(labelOf(event, stack), Math.max(0, self));
  };
  for (const event of onMain) {
    while (stack.length > 0 && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) settle(stack.pop()!);
    const parent = stack.at(-1);
    if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + event.dur!);
    stack.push(event);
  }
  while (stack.length > 0) settle(stack.pop()!);
  // What a visitor's tap can wait behind: the main thread's tasks after the first paint, as TBT counts them.
  const firstPaint =
    events.find((event) => event.name === 'firstContentfulPaint' && event.pid === evaluating.pid)?.ts ?? started;
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.ts >= firstPaint)
    .map((event) => event.dur! / 1000);
  totals[LONGEST_TASK] = Math.max(0, ...tasks);
  totals[BLOCKING_TIME] = tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0);
  return totals;
}
