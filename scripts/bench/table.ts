/** The cells and rows of the bench's Markdown tables, so that every table prints its figures alike. */

/** Prints a line of the report and keeps it. */
export type Say = (line: string) => void;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const ratio = (composed: number, monolith: number) =>
  monolith === 0 ? (composed === 0 ? '1.00' : '–') : (composed / monolith).toFixed(2);
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
export const ms = (value: number) => Math.round(value).toString();

/** Median and the spread (lowest–highest) of the runs. */
export const withSpread = (values: number[]) =>
  `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

export function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}
