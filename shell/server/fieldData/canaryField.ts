import {
  LATENCY_METRICS,
  PROBLEM_KINDS,
  type CanaryField,
  type FieldTally,
  type LatencyMetric,
  type ProblemKind,
} from '../releases/canary/judgment';
import type { FieldSample } from './fieldDataStore';

const emptyTally = (): FieldTally => ({
  views: 0,
  problems: Object.fromEntries(PROBLEM_KINDS.map((kind) => [kind, 0])) as Record<ProblemKind, number>,
  latencies: Object.fromEntries(LATENCY_METRICS.map((metric) => [metric, []])) as unknown as Record<
    LatencyMetric,
    number[]
  >,
});

const isProblem = (name: string): name is ProblemKind => (PROBLEM_KINDS as readonly string[]).includes(name);
const isLatency = (name: string): name is LatencyMetric => (LATENCY_METRICS as readonly string[]).includes(name);

/**
 * Each side's tallies by route, from the samples filed under a side since the canary started: the
 * pages the servers sent (views), the problems their browsers reported, and their INP and LCP. A
 * sample filed under no side (before the canary, or of another route than the table's) counts for neither.
 */
export function canaryFieldOf(samples: readonly FieldSample[]): CanaryField {
  const field: CanaryField = { live: {}, canary: {} };
  for (const sample of samples) {
    if (!sample.side || sample.route === '(not found)') continue;
    const tally = (field[sample.side][sample.route] ??= emptyTally());
    if (sample.kind === 'view') tally.views += 1;
    else if (sample.kind === 'problem' && isProblem(sample.name)) tally.problems[sample.name] += 1;
    else if (sample.kind === 'vital' && isLatency(sample.name) && sample.value !== null)
      tally.latencies[sample.name].push(sample.value);
  }
  return field;
}
