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
 * pages the servers sent (views), and the problems and INP and LCP their browsers reported, each
 * counted once per page: a problem kind once, a latency its last value. A sample filed under no side
 * or no page (before the canary, a report without a view token, a route outside the table) counts
 * for neither, so a report cannot add more to a side than the pages its sender fetched.
 */
export function canaryFieldOf(samples: readonly FieldSample[]): CanaryField {
  const field: CanaryField = { live: {}, canary: {} };
  // Per side, route and name: the pages that reported a problem, or each page's last latency.
  const problems = new Map<string, { tally: FieldTally; name: ProblemKind; pages: Set<string> }>();
  const latencies = new Map<string, { tally: FieldTally; name: LatencyMetric; pages: Map<string, number> }>();
  for (const sample of samples) {
    if (!sample.side || !sample.view || sample.route === '(not found)') continue;
    const tally = (field[sample.side][sample.route] ??= emptyTally());
    const key = `${sample.side} ${sample.route} ${sample.name}`;
    if (sample.kind === 'view') tally.views += 1;
    else if (sample.kind === 'problem' && isProblem(sample.name)) {
      const entry = problems.get(key) ?? { tally, name: sample.name, pages: new Set<string>() };
      problems.set(key, entry);
      entry.pages.add(sample.view);
    } else if (sample.kind === 'vital' && isLatency(sample.name) && sample.value !== null) {
      const entry = latencies.get(key) ?? { tally, name: sample.name, pages: new Map<string, number>() };
      latencies.set(key, entry);
      entry.pages.set(sample.view, sample.value);
    }
  }
  for (const { tally, name, pages } of problems.values()) tally.problems[name] = pages.size;
  for (const { tally, name, pages } of latencies.values()) tally.latencies[name] = [...pages.values()];
  return field;
}
