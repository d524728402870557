import { VITAL_NAMES, type VitalName } from 'shared/field-data';
import { printable } from '../ops/printable';
import type { FieldSample } from './fieldDataStore';

/** The 75th percentile by the nearest-rank method, as the Core Web Vitals are judged. */
export function percentile75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

function shown(name: VitalName, value: number | undefined): string {
  if (value === undefined) return '-';
  if (name === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * The table `npm run vitals` prints: one row per route and release, with the page views measured
 * (TTFB is reported for every one) and the p75 of each vital; then the problems, most frequent first.
 */
export function vitalsReport(samples: readonly FieldSample[], days: number): string {
  const lines = [`Field data from visitors' browsers, the last ${days} day(s): ${samples.length} sample(s)`];
  const rows = new Map<string, { route: string; group: string; release: string; values: Map<string, number[]> }>();
  const problems = new Map<string, { key: string; count: number; details: Map<string, number> }>();
  for (const sample of samples) {
    const where = `${printable(sample.route)}  ${printable(sample.group)}  ${printable(sample.release)}`;
    if (sample.kind === 'vital' && sample.value !== null) {
      const row = rows.get(where) ?? {
        route: sample.route,
        group: sample.group,
        release: sample.release,
        values: new Map(),
      };
      rows.set(where, row);
      row.values.set(sample.name, [...(row.values.get(sample.name) ?? []), sample.value]);
    } else if (sample.kind === 'problem') {
      const key = `${printable(sample.name)}  ${where}`;
      const problem = problems.get(key) ?? { key, count: 0, details: new Map() };
      problems.set(key, problem);
      problem.count += 1;
      if (sample.detail)
        problem.details.set(printable(sample.detail), (problem.details.get(printable(sample.detail)) ?? 0) + 1);
    }
  }
  if (rows.size === 0) lines.push('', 'No page view measured yet.');
  else {
    const header = ['Route', 'Group', 'Release', 'Views', ...VITAL_NAMES.map((name) => `${name} p75`)];
    const body = [...rows.values()]
      .sort((a, b) => a.route.localeCompare(b.route) || a.release.localeCompare(b.release))
      .map((row) => [
        printable(row.route),
        printable(row.group),
        printable(row.release),
        String(row.values.get('TTFB')?.length ?? 0),
        ...VITAL_NAMES.map((name) => shown(name, percentile75(row.values.get(name) ?? []))),
      ]);
    lines.push('', table([header, ...body]));
  }
  if (problems.size > 0) {
    lines.push('', "Problems in visitors' browsers:");
    for (const problem of [...problems.values()].sort((a, b) => b.count - a.count)) {
      const details = [...problem.details.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([detail, count]) => `"${detail}" ${count}`);
      lines.push(`  ${problem.count} × ${problem.key}${details.length ? `  (${details.join(', ')})` : ''}`);
    }
  }
  return lines.join('\n');
}
