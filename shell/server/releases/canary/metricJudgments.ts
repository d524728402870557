import { mannWhitneyGreater, percentile75, proportionGreater } from './statistics';

/** The problems a browser reports, named as field data names them (shared/field-data's PROBLEM_NAMES). */
export const PROBLEM_KINDS = ['error', 'group-load-failed', 'dead-press'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** The latencies a canary is held to, in ms: the ones a release's own code moves most. */
export const LATENCY_METRICS = ['INP', 'LCP'] as const;
export type LatencyMetric = (typeof LATENCY_METRICS)[number];

export type MetricName = ProblemKind | LatencyMetric;

/** What one side sent and heard back on one route, or pooled over routes. */
export interface FieldTally {
  /** Documents sent: counted by the server, so a page that breaks before its reporter starts still counts. */
  views: number;
  /**
   * Documents that reported each problem. Where the server can only count reports (a page view
   * reports up to 10), a page that repeats a problem counts more than once, which overstates the
   * evidence; the judgment counts at most one per document sent on each route.
   */
  problems: Record<ProblemKind, number>;
  /** The INP and LCP samples, ms. */
  latencies: Record<LatencyMetric, number[]>;
}

/** What a metric's test says. */
export type MetricOutcome =
  /** The test finds the canary worse (and, for a latency, its p75 past the tolerance): a rollback. */
  | 'worse'
  /** The test finds nothing, or a latency only within the tolerance. */
  | 'not worse'
  /** A p75 past the tolerance that the test cannot tell from chance: never promoted automatically. */
  | 'slower, unproven'
  /** A side has too few samples where the other side's rate says it should have many: a person looks. */
  | 'cannot compare'
  /** Both sides have too few samples (INP needs presses): not tested, and no obstacle. */
  | 'too few samples';

/** One side's figure for a metric. */
export interface SideFigure {
  /** Problems per document sent, or the p75 in ms; null with no sample. */
  value: number | null;
  /** Documents with the problem, or latency samples. */
  count: number;
  views: number;
}

export interface MetricJudgment {
  metric: MetricName;
  live: SideFigure;
  canary: SideFigure;
  test: "Fisher's exact" | 'Mann-Whitney U';
  /** The one-sided p-value of "the canary is worse"; null when the metric was not tested. */
  pValue: number | null;
  /** The p-value at or under which the test decides: the settings' significance shared among all tests. */
  significance: number;
  /** Whether the test decided the canary is worse (pValue ≤ significance); null when not tested. */
  significant: boolean | null;
  outcome: MetricOutcome;
  /** One line for a person: both figures, the p-value and what it decided. */
  summary: string;
}

/** Fewer samples a side than the Mann-Whitney normal approximation is fair with (the usual rule is 20). */
export const LEAST_LATENCY_SAMPLES = 20;

export const formatCount = (count: number) => Math.round(count).toLocaleString('en-US');
const formatRate = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.001 ? 3 : 2)} %`;
const formatMs = (ms: number) => `${formatCount(ms)} ms`;
const formatP = (p: number) => (p >= 0.001 ? p.toFixed(3) : p.toExponential(1));
export const formatPercent = (fraction: number) => `${Math.round(fraction * 100)} %`;

const testLine = (test: MetricJudgment['test'], pValue: number, significance: number) =>
  `${test} p = ${formatP(pValue)} (decides at ≤ ${formatP(significance)})`;

/** A problem rate per document sent, by the one-sided Fisher's exact test (statistics.ts says why that test). */
export function judgeProblemRate(
  problem: ProblemKind,
  live: FieldTally,
  canary: FieldTally,
  significance: number,
): MetricJudgment {
  const figureOf = (side: FieldTally): SideFigure => ({
    value: side.views > 0 ? side.problems[problem] / side.views : null,
    count: side.problems[problem],
    views: side.views,
  });
  const pValue = proportionGreater(
    { events: canary.problems[problem], trials: canary.views },
    { events: live.problems[problem], trials: live.views },
  );
  const significant = pValue <= significance;
  const shown = (side: FieldTally) =>
    `${formatRate(side.problems[problem] / side.views)} (${formatCount(side.problems[problem])} of ${formatCount(side.views)} views)`;
  const outcome: MetricOutcome = significant ? 'worse' : 'not worse';
  return {
    metric: problem,
    live: figureOf(live),
    canary: figureOf(canary),
    test: "Fisher's exact",
    pValue,
    significance,
    significant,
    outcome,
    summary: `${problem}: canary ${shown(canary)}, live ${shown(live)}; ${testLine("Fisher's exact", pValue, significance)}: ${outcome}`,
  };
}

/** The documents of a side that sent no sample of `metric` back, out of those sent. */
const silent = (side: FieldTally, metric: LatencyMetric) => ({
  events: side.views - Math.min(side.latencies[metric].length, side.views),
  trials: side.views,
});

/**
 * Why a latency cannot be compared, or null: a side whose documents send this metric back
 * significantly less often than the other side's (one-sided Fisher's exact test, at the test's own
 * level), once the other side has the samples a test needs. A canary whose page breaks before the
 * reporter starts shows exactly this, views without reports; so do pages fetched without a browser
 * to dilute a side's problem rates, which would otherwise promote what its visitors found broken.
 */
function whyNotComparable(
  metric: LatencyMetric,
  live: FieldTally,
  canary: FieldTally,
  significance: number,
): string | null {
  for (const [name, side, other] of [
    ['canary', canary, live],
    ['live', live, canary],
  ] as const) {
    if (other.latencies[metric].length < LEAST_LATENCY_SAMPLES || side.views === 0) continue;
    const pValue = proportionGreater(silent(side, metric), silent(other, metric));
    if (pValue <= significance) {
      const back = (figure: FieldTally) =>
        `${formatCount(figure.latencies[metric].length)} of ${formatCount(figure.views)} documents`;
      return (
        `${metric} cannot be compared: ${name} got ${metric} samples back from ${back(side)}, the other side from ` +
        `${back(other)}; ${testLine("Fisher's exact", pValue, significance)}: its pages may break before their ` +
        'reporter starts, its reports are lost, or its pages are fetched without a browser'
      );
    }
  }
  return null;
}

/**
 * A latency by the one-sided Mann-Whitney U test and both sides' p75: worse only when the test is
 * significant and the canary's p75 is slower than live's by more than the tolerance, so a difference
 * too small to matter is never a rollback however many samples show it.
 */
export function judgeLatency(
  metric: LatencyMetric,
  live: FieldTally,
  canary: FieldTally,
  significance: number,
  tolerance: number,
): MetricJudgment {
  const liveSamples = live.latencies[metric];
  const canarySamples = canary.latencies[metric];
  const figureOf = (side: FieldTally): SideFigure => ({
    value: percentile75(side.latencies[metric]) ?? null,
    count: side.latencies[metric].length,
    views: side.views,
  });
  const figures = { live: figureOf(live), canary: figureOf(canary) };
  const shown = (figure: SideFigure) =>
    `${figure.value === null ? 'none' : formatMs(figure.value)} (${formatCount(figure.count)} samples)`;
  const both = `${metric} p75: canary ${shown(figures.canary)}, live ${shown(figures.live)}`;
  const untested = (outcome: MetricOutcome, why: string): MetricJudgment => ({
    metric,
    ...figures,
    test: 'Mann-Whitney U',
    pValue: null,
    significance,
    significant: null,
    outcome,
    summary: `${both}; ${why}`,
  });
  const whyNot = whyNotComparable(metric, live, canary, significance);
  if (whyNot !== null) return untested('cannot compare', whyNot);
  if (liveSamples.length < LEAST_LATENCY_SAMPLES || canarySamples.length < LEAST_LATENCY_SAMPLES) {
    return untested('too few samples', `under ${LEAST_LATENCY_SAMPLES} samples a side: not tested`);
  }
  const { pValue } = mannWhitneyGreater(canarySamples, liveSamples);
  const significant = pValue <= significance;
  const slowdown = figures.canary.value! / figures.live.value! - 1;
  const pastTolerance = slowdown > tolerance;
  const outcome: MetricOutcome = pastTolerance ? (significant ? 'worse' : 'slower, unproven') : 'not worse';
  const change = slowdown >= 0 ? `${formatPercent(slowdown)} slower` : `${formatPercent(-slowdown)} faster`;
  return {
    metric,
    ...figures,
    test: 'Mann-Whitney U',
    pValue,
    significance,
    significant,
    outcome,
    summary: `${both}, ${change} (tolerance ${formatPercent(tolerance)}); ${testLine('Mann-Whitney U', pValue, significance)}: ${outcome}`,
  };
}
