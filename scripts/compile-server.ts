/**
 * The production server as plain JavaScript: shell/server/main.ts and what it imports from the
 * repository (the shared package, the shell's document head and report rules) bundled by esbuild
 * into shell/server-dist/main.js, so the server runs on `node` alone, with no TypeScript loader in
 * the process that answers visitors. The npm packages stay outside the bundle, loaded from
 * node_modules as before. `npm run build` compiles it; `npm start` when it is missing or older
 * than its sources.
 */
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../tooling/workspaces';

/** Beside shell/server, at the same depth: the server finds the repository from its own folder. */
export const COMPILED_SERVER = path.join(repoRoot, 'shell', 'server-dist', 'main.js');
/** Where the server's sources are: a change in any of them makes the compiled server stale. */
const SOURCES = ['shell/server', 'shell/src', 'shared/src'].map((folder) => path.join(repoRoot, folder));

export async function compileServer(): Promise<void> {
  const started = Date.now();
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { dependencies?: object; devDependencies?: object };
  await build({
    entryPoints: [path.join(repoRoot, 'shell', 'server', 'main.ts')],
    outfile: COMPILED_SERVER,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    // The npm packages are required from node_modules at run time, as they are installed.
    external: [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})],
    // Stack traces name the TypeScript sources (the server runs with --enable-source-maps).
    sourcemap: true,
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    logLevel: 'warning',
  });
  // The renderer process runs as it is written, beside the server that starts it.
  copyFileSync(path.join(repoRoot, 'shell', 'server', 'rendering', 'renderer.cjs'), path.join(path.dirname(COMPILED_SERVER), 'renderer.cjs'));
  console.log(`compiled the server   in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
