/**
 * docs/configuration.md lists every setting the server reads in one table, written by hand because
 * the purposes need a person's words. This holds the table to the settings schema: a setting added,
 * removed or changed in shell/server/ops/settings.ts fails here until the table says the same.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_GROUPS } from 'shared/routes';
import { describeSettings } from '../../shell/server/ops/settings';

const PAGE = path.resolve(__dirname, '../../docs/configuration.md');

/** The one table of settings starts with this header row. */
const HEADER = '| setting | takes | default | secret | purpose |';

/** A row with this in its name stands for each page group's own setting: `<GROUP>_MFE_PORT` is SERVICES_MFE_PORT and the rest. */
const GROUP = '<GROUP>';

interface Row {
  name: string;
  takes: string;
  default: string;
  secret: string;
}

/** The cells of a table row; a pipe inside a cell would be escaped as `\|`. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function tableLines(page: string): string[] {
  const lines = page.split('\n');
  const start = lines.indexOf(HEADER);
  if (start < 0) return [];
  const rows: string[] = [];
  // Past the header and the |---| line, until the first line that is not a row.
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows;
}

function documentedRows(page: string): Row[] {
  return tableLines(page).flatMap((line) => {
    const [name = '', takes = '', fallback = '', secret = ''] = cells(line);
    const row = { name: name.replace(/^`|`$/g, ''), takes, default: fallback, secret };
    return row.name.includes(GROUP)
      ? REMOTE_GROUPS.map((group) => ({ ...row, name: row.name.replace(GROUP, group.toUpperCase()) }))
      : [row];
  });
}

/** What the default column must say: the schema's default as its first code span, or "unset" when it has none. */
function defaultProblem(cell: string, fallback: unknown): string | undefined {
  if (fallback === undefined)
    return cell.startsWith('unset')
      ? undefined
      : `the schema has no default, so the cell must start with "unset", got "${cell}"`;
  const stated = /`([^`]*)`/.exec(cell)?.[1];
  return stated === String(fallback)
    ? undefined
    : `the schema's default is ${String(fallback)}, the cell says "${cell}"`;
}

const page = readFileSync(PAGE, 'utf8');
const rows = documentedRows(page);
const settings = describeSettings();

test('the page has one table of settings', () => {
  expect(page.split('\n').filter((line) => line === HEADER)).toHaveLength(1);
  expect(rows.length).toBeGreaterThan(0);
});

test('every setting of the schema has a row, and only one', () => {
  const documented = rows.map((row) => row.name);
  expect(settings.map((setting) => setting.name).filter((name) => !documented.includes(name))).toEqual([]);
  expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
});

test('every row names a setting of the schema', () => {
  const declared = new Set(settings.map((setting) => setting.name));
  expect(rows.map((row) => row.name).filter((name) => !declared.has(name))).toEqual([]);
});

test.each(settings.map((setting) => [setting.name, setting] as const))(
  '%s: the row says what the schema takes, its default and whether it is secret',
  (name, setting) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) return; // Reported once, by the test above.
    expect({ takes: row.takes, default: defaultProblem(row.default, setting.default), secret: row.secret }).toEqual({
      takes: setting.takes,
      default: undefined,
      secret: setting.secret ? 'yes' : 'no',
    });
  },
);
