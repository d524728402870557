/**
 * A content page is two files, as docs/architecture.md says: in a scratch copy of the repository,
 * one route added to the table fails the group's tests until its record exists; with the record,
 * the group's tests pass with the new page among them, and the group's build makes the record a
 * chunk of its own, named by its route. Nothing else is edited.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ROUTE = '/conformal-coating';
const TITLE = 'Conformal coating that keeps boards working in damp and dust';

/** The route, as a team adds it: one entry after the last services route. */
const routeEntry = `  {
    path: '${ROUTE}',
    group: 'services',
    navLabel: 'Conformal Coating',
    title: 'Conformal Coating',
    description: 'Selective conformal coating of assembled boards, inspected under UV light before they ship.',
    nav: { menu: 'services', order: 8 },
  },
`;

/** Its record, in our own words. */
const record = `import type { PageRecord } from '../../page';

const conformalCoatingPage: PageRecord = {
  hero: {
    eyebrow: 'Conformal Coating',
    title: '${TITLE}',
    lead: 'We coat the areas of a board that need it and keep connectors and test points clear.',
    actions: [{ kind: 'contact', label: 'Contact Us' }],
  },
  sections: [
    {
      copy: { title: 'How we coat a board' },
      blocks: [{ kind: 'prose', paragraphs: ['Each coated board is checked under UV light for full, even cover.'] }],
    },
  ],
};

export default conformalCoatingPage;
`;

const WORKSPACES = ['shared', 'shell', 'shell/server', 'services-mfe', 'industries-mfe', 'company-mfe', 'portals-mfe'];

/**
 * A copy of the repository's files (those git would keep), with a node_modules of links to the real
 * one's packages, except that each workspace package links to the copy's own folder.
 */
function scratchCopy(): string {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'site-new-page-'));
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(scratch, file));
  }
  const modules = path.join(scratch, 'node_modules');
  mkdirSync(modules);
  const workspaceNames = new Map(
    WORKSPACES.map((dir) => [
      (JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { name: string }).name,
      dir,
    ]),
  );
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    const workspace = workspaceNames.get(entry);
    symlinkSync(
      workspace ? path.join(scratch, workspace) : path.join(ROOT, 'node_modules', entry),
      path.join(modules, entry),
    );
  }
  return scratch;
}

function run(scratch: string, args: string[]) {
  const result = spawnSync(process.execPath, args, {
    cwd: scratch,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0' },
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** The group's own unit tests, as `npm test -w services-mfe` runs them first, with each test's name and outcome. */
function groupTests(scratch: string) {
  const report = path.join(scratch, 'jest-report.json');
  const { status, output } = run(scratch, [
    path.join(ROOT, 'node_modules/jest/bin/jest.js'),
    '--selectProjects',
    'services-mfe',
    '--json',
    `--outputFile=${report}`,
  ]);
  const results = existsSync(report)
    ? (JSON.parse(readFileSync(report, 'utf8')) as {
        testResults: { assertionResults: { title: string; status: string }[] }[];
      })
    : { testResults: [] };
  const tests = results.testResults.flatMap((file) => file.assertionResults);
  const about = (route: string) => tests.filter((test) => test.title.startsWith(`${route} `));
  return { status, output, about };
}

let scratch: string;
beforeAll(() => {
  scratch = scratchCopy();
});
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('a route without its record fails the group’s tests, naming the route', () => {
  const siteMapFile = path.join(scratch, 'shared/src/routes/siteMap.ts');
  const table = readFileSync(siteMapFile, 'utf8');
  const lastService = "    nav: { menu: 'services', order: 7 },\n  },\n";
  expect(table).toContain(lastService);
  writeFileSync(siteMapFile, table.replace(lastService, `${lastService}${routeEntry}`));

  const { status, about } = groupTests(scratch);
  expect(status).not.toBe(0);
  expect(about(ROUTE).length).toBeGreaterThan(0);
  expect(about(ROUTE).every((test) => test.status === 'failed')).toBe(true);
}, 300_000);

test('with its record, the group’s tests pass with the new page among them, and its build makes the record a chunk named by its route', () => {
  writeFileSync(path.join(scratch, 'shared/src/content/pages/services/conformal-coating.ts'), record);

  const { status, output, about } = groupTests(scratch);
  expect({ status, output: status === 0 ? '' : output.slice(-3000) }).toEqual({ status: 0, output: '' });
  expect(about(ROUTE).map((test) => [test.title, test.status])).toEqual(
    expect.arrayContaining([
      [`${ROUTE} shows everything its record holds`, 'passed'],
      [`${ROUTE} opens the Contact Us dialog from each contact button its record has`, 'passed'],
    ]),
  );

  const built = run(scratch, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts', 'services-mfe']);
  expect({ status: built.status, output: built.status === 0 ? '' : built.output.slice(-3000) }).toEqual({
    status: 0,
    output: '',
  });
  const dist = path.join(scratch, 'services-mfe/dist');
  const assets = JSON.parse(readFileSync(path.join(dist, 'page-assets.json'), 'utf8')) as Record<
    string,
    { js: string[] }
  >;
  const chunk = assets['conformal-coating']?.js ?? [];
  expect(chunk).toHaveLength(1);
  expect(readFileSync(path.join(dist, chunk[0]!), 'utf8')).toContain(TITLE);
}, 300_000);
