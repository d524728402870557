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
 * pages the servers sent (views), and the problems and INP and LCP their browsers reported. A report
 * counts only for a page a server filed as sent on that side, and under that page's route, whatever
 * route it names: each problem kind once a page, each latency its last value. A report of no page
 * filed (a token made elsewhere, a page the store never got) or of none at all counts for neither
 * side, so a sender adds to a side at most one problem of a kind per page it fetched.
 */
export function canaryFieldOf(samples: readonly FieldSample[]): CanaryField {
  const field: CanaryField = { live: {}, canary: {} };
  const pages = new Map<string, { side: 'live' | 'canary'; route: string }>();
  for (const sample of samples) {
    if (sample.kind !== 'view' || !sample.side || !sample.view || sample.route === '(not found)') continue;
    pages.set(sample.view, { side: sample.side, route: sample.route });
    (field[sample.side][sample.route] ??= emptyTally()).views += 1;
  }
  const problems = new Map<ProblemKind, Set<string>>();
  const latencies = new Map<string, { page: string; metric: LatencyMetric; value: number }>();
  for (const sample of samples) {
    const page = sample.view === undefined ? undefined : pages.get(sample.view);
    if (!page || page.side !== sample.side) continue;
    if (sample.kind === 'problem' && isProblem(sample.name)) {
      const reported = problems.get(sample.name) ?? new Set<string>();
      problems.set(sample.name, reported.add(sample.view!));
    } else if (sample.kind === 'vital' && isLatency(sample.name) && sample.value !== null)
      latencies.set(`${sample.view} ${sample.name}`, { page: sample.view!, metric: sample.name, value: sample.value });
  }
  const tallyOf = (view: string) => {
    const { side, route } = pages.get(view)!;
    return field[side][route]!;
  };
  for (const [problem, reported] of problems) for (const view of reported) tallyOf(view).problems[problem] += 1;
  for (const { page, metric, value } of latencies.values()) tallyOf(page).latencies[metric].push(value);
  return field;
}
