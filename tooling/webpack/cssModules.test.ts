/**
 * A class name missing from its CSS module renders no class at all, silently. For every
 * component that imports a `*.module.css`, each `styles['key']`, `styles.key` and
 * `styles[`prefix${…}`]` it uses must name a class of that stylesheet, and no component
 * may import a plain stylesheet of its own (only the design tokens and libraries are global).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const workspaces = ['shared', 'shell', 'services-mfe', 'industries-mfe', 'company-mfe', 'portals-mfe'];
/** Global on purpose: design tokens and utilities, and the shell-owned toast area's skin. */
const GLOBAL_STYLESHEETS = new Set(['shared/src/styles/global.css', 'shared/src/ui/Toasts/Toasts.css']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function classesOf(cssFile: string): Set<string> {
  const selectors = readFileSync(cssFile, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/:global\([^)]*\)/g, '')
    .replace(/'[^']*'|"[^"]*"/g, '')
    .replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

const components = workspaces.flatMap((workspace) =>
  sourceFiles(path.join(repoRoot, workspace, 'src')).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  ),
);

const moduleImports = components.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/import\s+(\w+)\s+from\s+'(\.[^']+\.module\.css)'/g)].map((match) => ({
    file,
    identifier: match[1]!,
    stylesheet: path.resolve(path.dirname(file), match[2]!),
  })),
);

test('components use CSS modules', () => {
  expect(moduleImports.length).toBeGreaterThan(20);
});

test.each(moduleImports.map((entry) => [path.relative(repoRoot, entry.file), entry] as const))(
  '%s uses only classes its stylesheet defines',
  (_name, { file, identifier, stylesheet }) => {
    const defined = classesOf(stylesheet);
    const source = readFileSync(file, 'utf8');
    const access = new RegExp(
      `(?<![\\w/'"@.-])${identifier}(?:\\[\\s*(['"])([^'"]+)\\1\\s*\\]|\\.([A-Za-z_$][\\w$]*)|\\[\\s*\`([^\`]*)\`\\s*\\])`,
      'g',
    );
    const missing: string[] = [];
    for (const match of source.matchAll(access)) {
      const key = match[2] ?? match[3];
      if (key !== undefined && !defined.has(key)) missing.push(key);
      const template = match[4];
      if (template !== undefined) {
        const prefix = template.split('${')[0]!;
        if (![...defined].some((name) => name.startsWith(prefix))) missing.push(`${prefix}…`);
      }
    }
    expect(missing).toEqual([]);
  },
);

test('no component imports a global stylesheet of its own', () => {
  const globalImports = components.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\s+'(\.[^']+\.css)'/g)]
      .map((match) => path.relative(repoRoot, path.resolve(path.dirname(file), match[1]!)))
      .filter((stylesheet) => !stylesheet.endsWith('.module.css') && !GLOBAL_STYLESHEETS.has(stylesheet)),
  );
  expect(globalImports).toEqual([]);
});
