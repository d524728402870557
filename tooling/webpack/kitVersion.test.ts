import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../workspaces';
import { kitVersion } from './singletons';

let copy: string;
beforeEach(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'kit-'));
  cpSync(path.join(repoRoot, 'shared/src'), copy, { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

test('two builds from the same kit declare the same version, a valid semver prerelease of the package version', () => {
  expect(kitVersion(copy)).toBe(kitVersion(path.join(repoRoot, 'shared/src')));
  expect(kitVersion(copy)).toMatch(/^1\.0\.0-k[0-9a-f]{16}$/);
});

test('a change to a block, its styles or the content it draws is another kit', () => {
  const before = kitVersion(copy);
  for (const file of [
    'ui/ContentPage/ContentPage.tsx',
    'ui/ContentPage/ContentPage.module.css',
    'content/contact.ts',
  ]) {
    writeFileSync(path.join(copy, file), '// changed\n', { flag: 'a' });
    const after = kitVersion(copy);
    expect(after).not.toBe(before);
  }
});

test('a new file in the kit is another kit; a change to a test is not', () => {
  const before = kitVersion(copy);
  writeFileSync(path.join(copy, 'ui/ContentPage/ContentPage.test.tsx'), '// changed\n', { flag: 'a' });
  expect(kitVersion(copy)).toBe(before);
  writeFileSync(path.join(copy, 'ui/extra.ts'), 'export {};\n');
  expect(kitVersion(copy)).not.toBe(before);
});
