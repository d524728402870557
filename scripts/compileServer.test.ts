import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_MANIFEST, undeclaredPackages } from './compile-server';

/** What the compiled server requires at run time must be installed by `npm ci --omit=dev`: declared in dependencies. */

const repoRoot = path.resolve(__dirname, '..');
const rootManifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  workspaces: string[];
};
const manifest = {
  ...(JSON.parse(readFileSync(SERVER_MANIFEST, 'utf8')) as { dependencies: Record<string, string> }),
  workspaces: rootManifest.workspaces,
};

async function serverImports() {
  const { metafile } = await build({
    entryPoints: [path.join(repoRoot, 'shell', 'server', 'main.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    metafile: true,
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    logLevel: 'silent',
  });
  return metafile;
}

test('every package the server imports is a dependency of its own package, shell/server (pino, zod, the Fastify plugins, pg)', async () => {
  const metafile = await serverImports();
  const workspaces = new Set(manifest.workspaces);
  expect(
    undeclaredPackages(metafile, {
      ...manifest,
      dependencies: { ...manifest.dependencies, ...Object.fromEntries([...workspaces].map((name) => [name, '*'])) },
    }),
  ).toEqual([]);
  // The check sees a package that is imported and not declared.
  const { pino: _pino, zod: _zod, ...withoutTwo } = manifest.dependencies;
  expect(
    undeclaredPackages(metafile, {
      dependencies: { ...withoutTwo, ...Object.fromEntries([...workspaces].map((name) => [name, '*'])) },
    }),
  ).toEqual(['pino', 'zod']);
});

test('what `npm start` runs to compile the server is a dependency too (esbuild)', () => {
  expect(Object.keys(rootManifest.dependencies)).toContain('esbuild');
});
