/** The modules shared as one instance on the page, their versions, and the file that tells the server which versions the shell provides. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import rootPackage from '../../package.json';
import sharedPackage from '../../shared/package.json';
import { SINGLETON_VERSIONS_FILE } from '../../shell/server/releases/buildOutput';
import { KIT, KIT_CONFIG } from '../../shell/src/remotes/exactKitVersion';
import { repoRoot } from '../workspaces';

function versionOf(name: keyof typeof rootPackage.dependencies): string {
  return rootPackage.dependencies[name];
}

/**
 * Only what must be one instance on the page is shared: React (hooks break with two copies),
 * the router (one history and context) and the toast store (one toast area for every group).
 * The router is shared as the shared package's `shared/routing` module, which names the parts
 * the apps use, so the rest of react-router is tree-shaken away; react-router itself is never
 * shared. The rest of the shared content and UI package is bundled into each app so a remote
 * always renders the content it was built with.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: `^${versionOf('react')}`, version: versionOf('react') },
  'react/jsx-runtime': { singleton: true, requiredVersion: `^${versionOf('react')}`, version: versionOf('react') },
  'react-dom': { singleton: true, requiredVersion: `^${versionOf('react-dom')}`, version: versionOf('react-dom') },
  'shared/routing': { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version },
  'react-toastify/unstyled': {
    singleton: true,
    requiredVersion: `^${versionOf('react-toastify')}`,
    version: versionOf('react-toastify'),
  },
};

/**
 * Neither side declares a version requirement to the federation runtime. For a singleton its check
 * only warns in the console and uses the shell's copy anyway, and each check compiles regular
 * expressions on the phone's main thread: at start-up for the shell, and again for every shared
 * module when a group's code arrives. The shell refuses a group built for another major before
 * fetching its code instead (remoteRegistry.ts, from the versions of the group's mf-manifest.json
 * that the server sends beside its entry), and the server does not render it (singletonMismatch).
 */
export const sharedWithoutRequirements = Object.fromEntries(
  Object.entries(sharedSingletons).map(([name, config]) => [name, { ...config, requiredVersion: false as const }]),
);

/** The version of each shared singleton, by name: what the shell provides, as SINGLETON_VERSIONS_FILE. */
export const singletonVersions: Record<string, string> = Object.fromEntries(
  Object.entries(sharedSingletons).map(([name, config]) => [name, config.version]),
);

/** Writes SINGLETON_VERSIONS_FILE beside the shell's files. */
export class SingletonVersionsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SingletonVersionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SingletonVersionsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(
            SINGLETON_VERSIONS_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(singletonVersions, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * The kit's version as the federation runtime sees it: the shared package's version and a digest of
 * every source file of the package but its tests (the kit imports content, config, styles and art),
 * so two builds carry the same version exactly when they were built from the same kit.
 */
export function kitVersion(sharedSources = path.join(repoRoot, 'shared/src')): string {
  const digest = createHash('sha256');
  const files = readdirSync(sharedSources, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    digest.update(path.relative(sharedSources, file)).update('\0').update(readFileSync(file)).update('\0');
  // A prerelease of hexadecimal digits after a letter: valid semver whatever the digest.
  return `${sharedPackage.version}-k${digest.digest('hex').slice(0, 16)}`;
}

/**
 * The kit, shared through federation by its exact version: a group built against the kit the shell
 * runs uses the shell's copy, any other keeps its own (exactKitVersion in the shell's runtime plugins
 * compares the two strings; the runtime's own check would compile a range on the phone's main thread).
 */
export function sharedKit(version = kitVersion()) {
  return {
    [KIT]: { singleton: false, requiredVersion: false as const, version },
    // Keyed by its file, not its name: the kit and the content import it by relative path, which only the file matches.
    [path.join(repoRoot, 'shared/src/config/index.ts')]: {
      shareKey: KIT_CONFIG,
      singleton: false,
      requiredVersion: false as const,
      version,
    },
  };
}
