/** The webpack builds of the shell, each remote and the monolith: browser and dev-server configurations, each paired with its server build in production. */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { PUBLIC_PATH_PLACEHOLDER } from '../../shell/server/releases/buildOutput';
import { repoRoot, type RemoteApp } from '../workspaces';
import { AppAfterFirstPaintPlugin } from './appAfterFirstPaint';
import { baseConfig, type BuildEnv } from './base';
import { devServer } from './devServer';
import { PinnedFilesPlugin } from './pinnedFiles';
import { createServerConfig, PageAssetsPlugin } from './serverBuild';
import {
  sharedKit,
  sharedWithoutRequirements,
  kitVersion,
  singletonVersions,
  SingletonVersionsPlugin,
} from './singletons';

/** The federation runtime's own option: built for browsers only, its code for loading remotes in Node is left out. */
const browserOnly = { target: 'web' } as const;
/** A group's entry in production: for browsers, and without the code that loads remotes, as a group loads no other group. */
const groupEntryOnly = { ...browserOnly, disableRemote: true } as const;

/** A remote's entry script in development, unhashed so the shell's dev server can name it. */
export const DEV_REMOTE_ENTRY = 'remoteEntry.js';

export interface RemoteBuildEnv extends BuildEnv {
  /** The kit version the group declares; the kit on disk's by default. A build that swaps kit modules declares its own. */
  kitVersion?: string;
}

export function createRemoteConfig(
  app: RemoteApp,
  env: RemoteBuildEnv,
): Configuration & { devServer?: DevServerConfiguration } {
  const production = env.mode === 'production';
  const base = baseConfig(app.workspace, env);
  return {
    ...base,
    name: 'client',
    // Built alone, the remote has only its federation container; run alone in development,
    // it also mounts its pages in the shared harness.
    entry: production ? {} : { standalone: './src/standalone.tsx' },
    output: { ...base.output, publicPath: 'auto' },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: production ? 'remoteEntry.[contenthash:10].js' : DEV_REMOTE_ENTRY,
        exposes: { './pages': './src/exposedPages.ts' },
        shared: { ...sharedWithoutRequirements, ...sharedKit(env.kitVersion) },
        manifest: true,
        dts: false,
        // In production the remote uses the shell's federation runtime instead of shipping its own on
        // every remote page; run alone in development, it brings its own.
        experiments: {
          asyncStartup: true,
          externalRuntime: production,
          optimization: production ? groupEntryOnly : browserOnly,
        },
      }),
      ...(production ? [new PageAssetsPlugin(), new PinnedFilesPlugin()] : []),
      ...(production
        ? []
        : [
            new HtmlWebpackPlugin({
              template: path.join(repoRoot, 'shared/src/harness/index.html'),
              title: `${app.workspace} (standalone)`,
            }),
          ]),
    ],
    devServer: devServer({ workspace: app.workspace, port: app.devPort, note: 'standalone harness' }),
  };
}

export interface ShellOptions {
  /** Development only: each remote's entry on its dev server, by group. */
  devRemotes?: Record<string, string>;
  devPort?: number;
  devApiTarget?: string;
}

const libraries = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-toastify|clsx)[\\/]|[\\/]shared[\\/]src[\\/]routing[\\/]/,
  // Their code only: a library's stylesheet stays in the app's one stylesheet, not a second render-blocking file.
  type: /^javascript\//,
  chunks: 'all',
  name: 'libraries',
  enforce: true,
} as const;
/**
 * The start-up code as three scripts the boot script fetches together after the first paint: the
 * runtime, the libraries and the app. The libraries are everything the shell provides to the
 * groups (React, React DOM, the router, the toast store), in one script rather than one each.
 */
const startupScripts: Configuration['optimization'] = {
  splitChunks: { cacheGroups: { libraries } },
  runtimeChunk: 'single',
};

/**
 * The shell's start-up scripts. Each of its lazy parts (the federation runtime, the dialog) stays one
 * script with its packages: split out, they would cost a second request every time and spare none.
 */
const shellStartupScripts: Configuration['optimization'] = {
  ...startupScripts,
  splitChunks: { cacheGroups: { libraries, defaultVendors: false } },
};

/**
 * The federation runtime's build-time switches, as the shell sets them ("Optimize runtime size" in
 * Module Federation's docs): each defined, so the minifier keeps only the code the shell runs.
 */
export const SHELL_RUNTIME_SWITCHES = {
  FEDERATION_OPTIMIZE_NO_REMOTE: false,
  FEDERATION_OPTIMIZE_NO_SHARED: false,
  // Groups are registered by their entries, with what their manifests say read by the server: no manifest fetch.
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
  FEDERATION_HAS_EXPOSES: false,
  FEDERATION_DEBUG: false,
} as const;

export function createShellConfig(
  env: BuildEnv,
  options: ShellOptions = {},
): Configuration & { devServer?: DevServerConfiguration } {
  const base = baseConfig('shell', env);
  return {
    ...base,
    name: 'client',
    entry: { main: './src/main.tsx' },
    optimization: shellStartupScripts,
    output: { ...base.output, publicPath: '/' },
    plugins: [
      ...(base.plugins ?? []),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      ...(env.mode === 'production'
        ? [new AppAfterFirstPaintPlugin(), new SingletonVersionsPlugin(), new PageAssetsPlugin()]
        : []),
      // The shell is no federated build: it starts the federation runtime itself, on a group's page only
      // (shell/src/remotes/federation.ts), and provides these versions of the shared singletons and the kit.
      new webpack.DefinePlugin({
        SHARED_SINGLETON_VERSIONS: JSON.stringify(singletonVersions),
        SHARED_KIT_VERSION: JSON.stringify(kitVersion()),
        // What the runtime's option target: 'web' would define (browserOnly): its code for Node left out.
        ENV_TARGET: JSON.stringify(browserOnly.target),
        // The switches the federation plugin defines for a build it makes; undefined, the runtime keeps
        // both each handler and its disabled stand-in. The shell loads remotes and shares, and exposes nothing.
        ...SHELL_RUNTIME_SWITCHES,
      }),
    ],
    devServer: devServer(
      { workspace: 'shell', port: options.devPort ?? 3000 },
      {
        setupMiddlewares(middlewares, server) {
          server.app?.get('/remotes.json', (_request, response) => {
            response.set('Cache-Control', 'no-cache').json({ entries: options.devRemotes ?? {} });
          });
          return middlewares;
        },
        proxy: options.devApiTarget ? [{ context: ['/api'], target: options.devApiTarget }] : [],
      },
    ),
  };
}

/**
 * The yardstick (`npm run build:monolith`): the shell and every group's pages as one ordinary app,
 * no federation. The shell's federation loader is swapped for one that imports each group's pages
 * module at build time; pages stay lazy chunks, and the server renders them as it does the remotes'.
 */
export function createMonolithBuild(env: BuildEnv): Configuration[] {
  const alias = {
    [path.join(repoRoot, 'shell/src/remotes/remoteRegistry')]: path.join(repoRoot, 'monolith/src/remoteRegistry.ts'),
  };
  const base = baseConfig('monolith', env);
  const client: Configuration = {
    ...base,
    name: 'client',
    entry: { main: path.join(repoRoot, 'shell/src/main.tsx') },
    output: { ...base.output, publicPath: '/' },
    resolve: { ...base.resolve, alias },
    optimization: startupScripts,
    plugins: [
      ...(base.plugins ?? []),
      new HtmlWebpackPlugin({ template: path.join(repoRoot, 'shell/src/index.html'), scriptLoading: 'defer' }),
      new AppAfterFirstPaintPlugin(),
      new PageAssetsPlugin(),
    ],
  };
  const server = createServerConfig('monolith', './src/render.ts', { ...env, publicPath: '/' });
  return [client, { ...server, resolve: { ...server.resolve, alias } }];
}

/** Production builds the browser files and the server build; development serves only the browser files. */
export function createRemoteBuild(app: RemoteApp, env: RemoteBuildEnv): Configuration | Configuration[] {
  const client = createRemoteConfig(app, env);
  if (env.mode !== 'production') return client;
  return [
    client,
    createServerConfig(app.workspace, './src/exposedPages.ts', { ...env, publicPath: PUBLIC_PATH_PLACEHOLDER }),
  ];
}

export function createShellBuild(env: BuildEnv, options: ShellOptions = {}): Configuration | Configuration[] {
  const client = createShellConfig(env, options);
  if (env.mode !== 'production') return client;
  return [client, createServerConfig('shell', './src/render/renderApp.tsx', { ...env, publicPath: '/' })];
}
