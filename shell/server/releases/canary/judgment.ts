import {
  formatCount,
  formatPercent,
  judgeLatency,
  judgeProblemRate,
  LATENCY_METRICS,
  PROBLEM_KINDS,
  type FieldTally,
  type MetricJudgment,
} from './metricJudgments';

export {
  LATENCY_METRICS,
  LEAST_LATENCY_SAMPLES,
  PROBLEM_KINDS,
  type FieldTally,
  type LatencyMetric,
  type MetricJudgment,
  type MetricName,
  type MetricOutcome,
  type ProblemKind,
  type SideFigure,
} from './metricJudgments';

/** Each side's field data by route path, since the canary started. */
export interface CanaryField {
  live: Record<string, FieldTally>;
  canary: Record<string, FieldTally>;
}

export interface CanarySettings {
  /** Documents each side must be sent, on the routes both sides served, before any verdict. */
  minViewsPerSide: number;
  /** The window: from this long after the start, a canary with enough views and nothing worse is promoted. */
  promoteAfterMs: number;
  /** Still short of views this long after the start, the canary is held for a person. */
  maxDurationMs: number;
  /**
   * The chance that a canary as good as live is rolled back, over its whole life: shared equally
   * (Bonferroni) among the five tests of each judgment and the judgments that can test (falseAlarmRate).
   */
  significance: number;
  /** How much slower at p75 the canary may be before a significant slowdown rolls it back: 0.1 is 10 %. */
  latencyTolerance: number;
  /** How often the server acts on a judgment; `npm run release -- status` only shows one, and does not count. */
  judgedEveryMs: number;
}

export interface CanaryJudgmentInput {
  field: CanaryField;
  /** The canary's share of visitors, in percent: its share of the documents sent should be near it. */
  percent: number;
  startedAt: Date;
  now: Date;
  settings: CanarySettings;
}

export type Verdict = 'promote' | 'rollback' | 'hold' | 'wait';

export interface CanaryJudgment {
  verdict: Verdict;
  /** Why, for a person: the first line is the verdict's reason, the rest what else they should know. */
  reasons: string[];
  /** Documents each side was sent on the routes both served. */
  views: { live: number; canary: number };
  /** The routes both sides served, which alone are compared. */
  comparedRoutes: string[];
  /** The routes only one side served, left out. */
  ignoredRoutes: string[];
  /** Every metric's figures and test, once both sides have views on a route in common. */
  metrics: MetricJudgment[];
}

/** The defaults docs/deploying.md proposes ("How a canary is judged"), with the figures they give. */
export const PROPOSED_CANARY_SETTINGS: CanarySettings = {
  minViewsPerSide: 1000,
  promoteAfterMs: 24 * 3_600_000,
  maxDurationMs: 7 * 24 * 3_600_000,
  significance: 0.05,
  latencyTolerance: 0.1,
  judgedEveryMs: 3_600_000,
};

const TESTS_PER_JUDGMENT = PROBLEM_KINDS.length + LATENCY_METRICS.length;

export interface FalseAlarmRate {
  /** The level each test decides at. */
  perTest: number;
  testsPerJudgment: number;
  /** The judgments that can run tests: from the first with enough views to the first past the window. */
  testingJudgments: number;
  /** At most this chance that one judgment rolls back a canary as good as live (Bonferroni's bound). */
  perJudgment: number;
  /** At most this chance that a canary as good as live is ever rolled back: the settings' significance. */
  wholeCanary: number;
}

function checkSettings(settings: CanarySettings): void {
  const { minViewsPerSide, promoteAfterMs, maxDurationMs, significance, latencyTolerance, judgedEveryMs } = settings;
  const problems = [
    minViewsPerSide >= 1 ? '' : 'a minimum of views of 1 or more',
    promoteAfterMs > 0 && maxDurationMs >= promoteAfterMs
      ? ''
      : 'a window that ends no later than the maximum duration',
    significance > 0 && significance < 0.5 ? '' : 'a significance between 0 and 0.5',
    latencyTolerance >= 0 ? '' : 'a latency tolerance of 0 or more',
    judgedEveryMs > 0 && judgedEveryMs <= promoteAfterMs ? '' : 'judgments at least once a window',
  ].filter(Boolean);
  if (problems.length > 0) throw new RangeError(`Canary settings need ${problems.join(', ')}`);
}

/**
 * What the settings promise about false alarms. A judgment with enough views before the window's end
 * can roll back; the first one after it decides for good; so at most ceil(window / interval) + 1
 * judgments test, each running five tests, and each test gets an equal share of the significance. The
 * bounds hold for looks however correlated (they are cautious: the real rates are lower).
 */
export function falseAlarmRate(settings: CanarySettings): FalseAlarmRate {
  checkSettings(settings);
  const testingJudgments = Math.ceil(settings.promoteAfterMs / settings.judgedEveryMs) + 1;
  const perTest = settings.significance / (TESTS_PER_JUDGMENT * testingJudgments);
  return {
    perTest,
    testsPerJudgment: TESTS_PER_JUDGMENT,
    testingJudgments,
    perJudgment: perTest * TESTS_PER_JUDGMENT,
    wholeCanary: perTest * TESTS_PER_JUDGMENT * testingJudgments,
  };
}

const emptyTally = (): FieldTally => ({
  views: 0,
  problems: { error: 0, 'group-load-failed': 0, 'dead-press': 0 },
  latencies: { INP: [], LCP: [] },
});

/** One side pooled over the compared routes; on each route, at most one document with a problem per document sent. */
function pooled(side: Record<string, FieldTally>, routes: readonly string[]): FieldTally {
  const total = emptyTally();
  for (const route of routes) {
    const tally = side[route]!;
    total.views += tally.views;
    for (const problem of PROBLEM_KINDS) total.problems[problem] += Math.min(tally.problems[problem], tally.views);
    for (const metric of LATENCY_METRICS) total.latencies[metric].push(...tally.latencies[metric]);
  }
  return total;
}

function formatDuration(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours >= 48) return `${Number((hours / 24).toFixed(1))} days`;
  return hours >= 1 ? `${Number(hours.toFixed(1))} h` : `${Math.ceil(ms / 60_000)} min`;
}

const metricList = (metrics: readonly MetricJudgment[]) => metrics.map((metric) => metric.metric).join(', ');

/** The verdict and its reasons, once the routes are matched and each metric judged. */
function verdictOf(
  input: CanaryJudgmentInput,
  views: CanaryJudgment['views'],
  metrics: readonly MetricJudgment[],
): { verdict: Verdict; reasons: string[] } {
  const { settings } = input;
  const elapsed = input.now.getTime() - input.startedAt.getTime();
  const bothViews = `the canary was sent ${formatCount(views.canary)} and live ${formatCount(views.live)} documents`;
  if (Math.min(views.live, views.canary) < settings.minViewsPerSide) {
    const short = `${bothViews} on the routes both served, of the ${formatCount(settings.minViewsPerSide)} each side needs`;
    if (elapsed >= settings.maxDurationMs) {
      return {
        verdict: 'hold',
        reasons: [
          `Hold for a person: ${formatDuration(settings.maxDurationMs)} passed and ${short}: too few to judge.`,
        ],
      };
    }
    const untilHold = formatDuration(settings.maxDurationMs - elapsed);
    return { verdict: 'wait', reasons: [`Wait: ${short}; held for a person if still short in ${untilHold}.`] };
  }
  const having = (outcome: MetricJudgment['outcome']) => metrics.filter((metric) => metric.outcome === outcome);
  const summaries = (chosen: readonly MetricJudgment[]) => chosen.map((metric) => metric.summary);
  const worse = having('worse');
  if (worse.length > 0) {
    return {
      verdict: 'rollback',
      reasons: [`Roll back: the canary is worse on ${metricList(worse)}.`, ...summaries(worse)],
    };
  }
  const notComparable = having('cannot compare');
  if (notComparable.length > 0) {
    return {
      verdict: 'hold',
      reasons: [`Hold for a person: the data cannot decide ${metricList(notComparable)}.`, ...summaries(notComparable)],
    };
  }
  const unproven = having('slower, unproven');
  if (elapsed < settings.promoteAfterMs) {
    const untilPromote = formatDuration(settings.promoteAfterMs - elapsed);
    const caveat = unproven.length > 0 ? ` (but ${metricList(unproven)} slower past the tolerance, unproven)` : '';
    return {
      verdict: 'wait',
      reasons: [`Wait: nothing worse so far${caveat}; the window ends in ${untilPromote}.`, ...summaries(unproven)],
    };
  }
  if (unproven.length > 0) {
    const tolerance = formatPercent(settings.latencyTolerance);
    return {
      verdict: 'hold',
      reasons: [
        `Hold for a person: ${metricList(unproven)} is slower on the canary by more than ${tolerance} at p75, and too few samples tell whether by chance.`,
        ...summaries(unproven),
      ],
    };
  }
  const offShare = offTheShare(views, input.percent);
  if (offShare) return { verdict: 'hold', reasons: [`Hold for a person: ${offShare}.`] };
  return {
    verdict: 'promote',
    reasons: [`Promote: ${formatDuration(settings.promoteAfterMs)} passed, ${bothViews}, and no metric is worse.`],
  };
}

/**
 * Why the sides' documents are too far from the canary's share to promote on, or null. Sides are
 * drawn per visitor at the share, so each side's part of the documents stays within a factor of two
 * of it unless someone chooses a side (with its cookie) and fetches its pages to dilute its figures:
 * a person looks at that.
 */
function offTheShare(views: CanaryJudgment['views'], percent: number): string | null {
  const share = views.canary / (views.canary + views.live);
  const expected = percent / 100;
  const within = (part: number, of: number) => part <= 2 * of && part >= of / 2;
  if (within(share, expected) && within(1 - share, 1 - expected)) return null;
  return (
    `the canary was sent ${formatPercent(share)} of the documents on the routes both served, where its share of ` +
    `visitors is ${formatPercent(expected)}: someone may be choosing a side and fetching its pages`
  );
}

/**
 * Judges a canary from both sides' field data: compared on the routes both sides were sent, pooled
 * over them, each problem rate and latency tested one-sided (canary worse), and a verdict by the
 * rules in docs/deploying.md ("How a canary is judged").
 */
export function judgeCanary(input: CanaryJudgmentInput): CanaryJudgment {
  const { field, settings } = input;
  const { perTest } = falseAlarmRate(settings);
  const routes = [...new Set([...Object.keys(field.live), ...Object.keys(field.canary)])].sort();
  const served = (side: Record<string, FieldTally>, route: string) => (side[route]?.views ?? 0) > 0;
  const comparedRoutes = routes.filter((route) => served(field.live, route) && served(field.canary, route));
  const ignoredRoutes = routes.filter((route) => !comparedRoutes.includes(route));
  const live = pooled(field.live, comparedRoutes);
  const canary = pooled(field.canary, comparedRoutes);
  const views = { live: live.views, canary: canary.views };
  const metrics =
    comparedRoutes.length === 0
      ? []
      : [
          ...PROBLEM_KINDS.map((problem) => judgeProblemRate(problem, live, canary, perTest)),
          ...LATENCY_METRICS.map((metric) => judgeLatency(metric, live, canary, perTest, settings.latencyTolerance)),
        ];
  const { verdict, reasons } = verdictOf(input, views, metrics);
  if (ignoredRoutes.length > 0) {
    reasons.push(`Left out, served by one side only: ${ignoredRoutes.join(', ')}.`);
  }
  return { verdict, reasons, views, comparedRoutes, ignoredRoutes, metrics };
}
