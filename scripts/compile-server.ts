/**
 * The production server as plain JavaScript: shell/server/main.ts and what it imports from the
 * repository (the shared package) bundled by esbuild
 * into shell/server-dist/main.js, so the server runs on `node` alone, with no TypeScript loader in
 * the process that answers visitors. The npm packages stay outside the bundle, loaded from
 * node_modules as before. `npm run build` compiles it; `npm start` when it is missing or older
 * than its sources.
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import { builtinModules } from 'node:module';
import { copyFileSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../tooling/workspaces';

/** Beside shell/server, at the same depth: the server finds the repository from its own folder. */
export const COMPILED_SERVER = path.join(repoRoot, 'shell', 'server-dist', 'main.js');
/** The server's own package: what it imports at run time must be among its dependencies. */
export const SERVER_MANIFEST = path.join(repoRoot, 'shell', 'server', 'package.json');
/** Where the server's sources are: a change in any of them makes the compiled server stale. */
const SOURCES = ['shell/server', 'shared/src'].map((folder) => path.join(repoRoot, folder));

export async function compileServer(): Promise<void> {
  const started = Date.now();
  const result = await build({
    entryPoints: [path.join(repoRoot, 'shell', 'server', 'main.ts')],
    outfile: COMPILED_SERVER,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    // The npm packages are required from node_modules at run time, as they are installed; the workspaces are bundled.
    plugins: [npmPackagesExternal],
    metafile: true,
    // Stack traces name the TypeScript sources (the server runs with --enable-source-maps).
    sourcemap: true,
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const undeclared = undeclaredPackages(result.metafile, JSON.parse(readFileSync(SERVER_MANIFEST, 'utf8')) as Manifest);
  if (undeclared.length > 0) {
    throw new Error(
      `The server imports ${undeclared.join(', ')}, not in shell/server/package.json's dependencies: an install for production (npm ci --omit=dev) would not have ${undeclared.length > 1 ? 'them' : 'it'}`,
    );
  }
  // The renderer process runs as it is written, beside the server that starts it.
  copyFileSync(
    path.join(repoRoot, 'shell', 'server', 'documents', 'rendering', 'renderer.cjs'),
    path.join(path.dirname(COMPILED_SERVER), 'renderer.cjs'),
  );
  await compileSqliteWorker(path.dirname(COMPILED_SERVER));
  console.log(`compiled the server   in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The lead store's worker thread: an entry of its own, beside the bundle that starts it (sqliteWorkerScript finds it there). */
export async function compileSqliteWorker(outDir: string): Promise<void> {
  await build({
    entryPoints: [path.join(repoRoot, 'shell', 'server', 'leads', 'sqliteWorker.ts')],
    outfile: path.join(outDir, 'sqliteWorker.js'),
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    sourcemap: true,
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    logLevel: 'warning',
  });
}

const WORKSPACES = new Set(
  (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Manifest).workspaces ?? [],
);
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      WORKSPACES.has(packageOf(specifier)) ? undefined : { path: specifier, external: true },
    );
  },
};

interface Manifest {
  dependencies?: Record<string, string>;
  workspaces?: string[];
}

/** The npm packages the bundle requires at run time that package.json does not declare as dependencies. */
export function undeclaredPackages(metafile: Metafile, manifest: Manifest): string[] {
  const imported = Object.values(metafile.inputs).flatMap((input) =>
    input.imports.filter((entry) => entry.external && !entry.path.startsWith('node:')).map((entry) => entry.path),
  );
  const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...builtinModules]);
  return [...new Set(imported.map(packageOf))].filter((name) => !declared.has(name)).sort();
}

function newestTime(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestTime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether the compiled server is missing or older than a source or the lockfile. */
export function compiledServerIsStale(): boolean {
  if (!existsSync(COMPILED_SERVER)) return true;
  const sources = Math.max(...SOURCES.map(newestTime), statSync(path.join(repoRoot, 'package-lock.json')).mtimeMs);
  return statSync(COMPILED_SERVER).mtimeMs < sources;
}

if (require.main === module) {
  compileServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
