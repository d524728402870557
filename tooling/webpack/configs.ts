import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import rootPackage from '../../package.json';
import { AppAfterFirstPaintPlugin } from './appAfterFirstPaint';
import sharedPackage from '../../shared/package.json';
import {
  PAGE_ASSETS_FILE,
  PUBLIC_PATH_PLACEHOLDER,
  SERVER_BUILD_FILE,
  SINGLETON_VERSIONS_FILE,
  type PageAssets,
} from '../../shell/server/buildOutput';
import { repoRoot, type RemoteApp } from '../workspaces';

type Mode = 'development' | 'production';

export interface BuildEnv {
  mode: Mode;
  /** Output folder; the workspace's dist/ by default (the redeploy test builds elsewhere). */
  outputPath?: string;
}

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
 * only warned in the console and used the shell's copy anyway, and each check compiled a dozen
 * regular expressions on the phone's main thread: at start-up for the shell, and again for every
 * shared module when a group's code arrived (about 60 ms at 4x CPU slowdown). The shell refuses a
 * group built for another major before fetching its code instead (refuseOtherSingletonMajors, from
 * the versions in the group's mf-manifest.json), and the server does not render it
 * (singletonMismatch in the page renderer).
 */
const sharedWithoutRequirements = Object.fromEntries(
  Object.entries(sharedSingletons).map(([name, config]) => [name, { ...config, requiredVersion: false as const }]),
);

/** The version of each shared singleton, by name: what the shell provides, as SINGLETON_VERSIONS_FILE. */
export const singletonVersions: Record<string, string> = Object.fromEntries(
  Object.entries(sharedSingletons).map(([name, config]) => [name, config.version]),
);

/** Writes SINGLETON_VERSIONS_FILE beside the shell's files. */
class SingletonVersionsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SingletonVersionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SingletonVersionsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(SINGLETON_VERSIONS_FILE, new webpack.sources.RawSource(`${JSON.stringify(singletonVersions, null, 2)}\n`));
      });
    });
  }
}

const stylesheetHashes = new Map<string, string>();

/** `<local>_<hash of the stylesheet's content>`: readable, and different whenever the CSS differs. */
export function contentScopedClassName(context: { resourcePath: string }, _localIdentName: string, localName: string): string {
  let hash = stylesheetHashes.get(context.resourcePath);
  if (!hash) {
    hash = createHash('sha256').update(readFileSync(context.resourcePath)).digest('base64url').slice(0, 6).replace(/^[-\d]/, 'c');
    stylesheetHashes.set(context.resourcePath, hash);
  }
  return `${localName}_${hash}`;
}

const cssModuleOptions = { namedExport: false, exportLocalsConvention: 'as-is', getLocalIdent: contentScopedClassName } as const;

const INLINE_QUERY = /^\?inline$/;

/**
 * An SVG as a `data:` URL, readable and shorter than base64: whitespace collapsed, and only the
 * characters a URL or an HTML attribute cannot carry are percent-encoded (a space too: the HTML
 * standard allows none in an `src`, and the Nu HTML Checker flagged every hero image for it).
 */
export function svgDataUrl(content: Buffer | string): string {
  const svg = content.toString().replace(/\s+/g, ' ').replace(/> </g, '><').trim();
  return `data:image/svg+xml,${svg.replace(/[ %#"<>{}|\\^`[\]]/g, (character) => encodeURIComponent(character))}`;
}

/**
 * `art.svg?inline`: a page's hero art, its largest paint, travels inside the page's HTML and code.
 * As a file it would come from the remote's host, a second connection the phone waits on before
 * that paint; the art is about 2 KB. Every other image stays a file, cached and loaded lazily.
 */
const inlineArtRule = { test: /\.svg$/, resourceQuery: INLINE_QUERY, type: 'asset/inline', generator: { dataUrl: svgDataUrl } };

/**
 * Styles and images. The server build uses the client's class names and asset URLs but writes
 * no CSS or image of its own: the browser gets those from the client build.
 */
function styleAndAssetRules(target: 'browser' | 'server') {
  if (target === 'server') {
    return [
      { test: /\.module\.css$/, use: [{ loader: 'css-loader', options: { importLoaders: 0, modules: { ...cssModuleOptions, exportOnlyLocals: true } } }] },
      { test: /\.css$/, exclude: /\.module\.css$/, use: [path.join(__dirname, 'emptyModuleLoader.cjs')] },
      inlineArtRule,
      { test: /\.svg$/, resourceQuery: { not: [INLINE_QUERY] }, type: 'asset/resource', generator: { emit: false } },
    ];
  }
  return [
    {
      // Component styles: class names carry a hash of their stylesheet, so two apps built
      // against different versions of the shared package never restyle each other's components.
      test: /\.module\.css$/,
      use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0, modules: cssModuleOptions } }],
    },
    {
      // Global styles: design tokens and utility classes (shared/styles.css) and libraries' own sheets.
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }],
    },
    inlineArtRule,
    { test: /\.svg$/, resourceQuery: { not: [INLINE_QUERY] }, type: 'asset/resource' },
  ];
}

function baseConfig(workspace: string, env: BuildEnv, target: 'browser' | 'server' = 'browser'): Configuration {
  const production = env.mode === 'production';
  const hashed = production ? '.[contenthash:10]' : '';
  return {
    mode: env.mode,
    context: path.join(repoRoot, workspace),
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: env.outputPath ?? path.join(repoRoot, workspace, 'dist'),
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      uniqueName: workspace.replace(/\W/g, '_'),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              // The typecheck runs once for the whole repository (npm run typecheck).
              transpileOnly: true,
              configFile: path.join(repoRoot, 'tsconfig.json'),
              compilerOptions: { noEmit: false, sourceMap: !production },
            },
          },
        },
        ...styleAndAssetRules(target),
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** The line a dev server prints once it listens, e.g. 'services-mfe: http://localhost:3001/ (standalone harness)'. */
function devServerBanner(workspace: string, port: number, note?: string): string {
  return `${workspace}: http://localhost:${port}/${note ? ` (${note})` : ''}`;
}

interface DevServerIdentity {
  workspace: string;
  port: number;
  /** Said after the address, e.g. what a remote serves at its root. */
  note?: string;
}

function devServer({ workspace, port, note }: DevServerIdentity, extra: DevServerConfiguration = {}): DevServerConfiguration {
  return {
    port,
    hot: true,
    host: 'localhost',
    allowedHosts: 'all',
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: true,
    client: { overlay: { warnings: false, errors: true } },
    // infrastructureLogging 'warn' silences the dev server's own address line; say where it listens.
    onListening(server) {
      const address = server.server?.address();
      const listeningPort = address && typeof address === 'object' ? address.port : port;
      console.log(devServerBanner(workspace, listeningPort, note));
    },
    ...extra,
  };
}

export function createRemoteConfig(app: RemoteApp, env: BuildEnv): Configuration & { devServer?: DevServerConfiguration } {
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
        filename: production ? 'remoteEntry.[contenthash:10].js' : 'remoteEntry.js',
        exposes: { './pages': './src/pages.ts' },
        shared: sharedWithoutRequirements,
        manifest: true,
        dts: false,
        // In production the remote uses the shell's federation runtime instead of shipping its own
        // (27 KB gzip on every remote page); run alone in development, it brings its own.
        experiments: { asyncStartup: true, externalRuntime: production },
      }),
      ...(production ? [new PageAssetsPlugin()] : []),
      ...(production
        ? []
        : [new HtmlWebpackPlugin({ template: path.join(repoRoot, 'shared/src/harness/index.html'), title: `${app.workspace} (standalone)` })]),
    ],
    devServer: devServer({ workspace: app.workspace, port: app.devPort, note: 'standalone harness' }),
  };
}

export interface ShellOptions {
  /** Development only: where each remote's dev server answers. */
  devRemotes?: Record<string, string>;
  devPort?: number;
  devApiTarget?: string;
}

/**
 * provideExternalRuntime adds its runtime plugin by the path of the plugin's CommonJS build, which
 * pulls in a CommonJS copy of the federation runtime beside the ES module copy the shell runs
 * (27 KB gzip twice); the ES module build of the same plugin shares the one copy.
 */
const injectRuntimePluginDist = path.join(repoRoot, 'node_modules/@module-federation/inject-external-runtime-core-plugin/dist');
const oneFederationRuntime = { [path.join(injectRuntimePluginDist, 'index.cjs')]: path.join(injectRuntimePluginDist, 'index.js') };

/**
 * The start-up code as three scripts the boot script fetches together after the first paint: the
 * runtime, the libraries and the app. The libraries are everything the shell provides to the
 * remotes (React, React DOM, the router, the toast store). Left to the federation runtime, each
 * came in a small chunk of its own, requested only once the app's code had run: a second round
 * trip, and on a phone a 60-170 ms task appending their script tags.
 */
const startupScripts: Configuration['optimization'] = {
  splitChunks: {
    cacheGroups: {
      libraries: {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-toastify|clsx)[\\/]|[\\/]shared[\\/]src[\\/]routing[\\/]/,
        // Their code only: a library's stylesheet stays in the app's one stylesheet, not a second render-blocking file.
        type: /^javascript\//,
        chunks: 'all',
        name: 'libraries',
        enforce: true,
      },
    },
  },
  runtimeChunk: 'single',
};

export function createShellConfig(env: BuildEnv, options: ShellOptions = {}): Configuration & { devServer?: DevServerConfiguration } {
  const base = baseConfig('shell', env);
  return {
    ...base,
    name: 'client',
    resolve: { ...base.resolve, alias: oneFederationRuntime },
    entry: { main: './src/main.tsx' },
    optimization: startupScripts,
    output: { ...base.output, publicPath: '/' },
    plugins: [
      ...(base.plugins ?? []),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      ...(env.mode === 'production' ? [new AppAfterFirstPaintPlugin(), new SingletonVersionsPlugin()] : []),
      new ModuleFederationPlugin({
        name: 'shell',
        // No remote is known at build time: the shell reads /remotes.json when it runs.
        remotes: {},
        shared: sharedWithoutRequirements,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // Hands the federation runtime to every remote's entry (they are built with externalRuntime).
        experiments: { asyncStartup: true, provideExternalRuntime: true },
      }),
    ],
    devServer: devServer({ workspace: 'shell', port: options.devPort ?? 3000 }, {
      setupMiddlewares(middlewares, server) {
        server.app?.get('/remotes.json', (_request, response) => {
          response.set('Cache-Control', 'no-cache').json(options.devRemotes ?? {});
        });
        return middlewares;
      },
      proxy: options.devApiTarget ? [{ context: ['/api'], target: options.devApiTarget }] : [],
    }),
  };
}

/**
 * Writes PAGE_ASSETS_FILE: per chunk group (a page chunk is named after its route, e.g. 'pcb-assembly'),
 * its CSS files (the server inlines them) and its scripts (the server hints them with the document).
 */
class PageAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const assets: PageAssets = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const files = group.chunks.flatMap((chunk) => [...chunk.files]);
          assets[name] = { css: files.filter((file) => file.endsWith('.css')), js: files.filter((file) => file.endsWith('.js')) };
        }
        compilation.emitAsset(PAGE_ASSETS_FILE, new webpack.sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
      });
    });
  }
}

const SERVER_PROVIDED = /^(react|react-dom|react-router|react-router-dom|react-toastify)(\/.*)?$/;

/** Writes SERVER_BUILD_FILE once the server build's hashed file is on disk. */
class ServerBuildManifestPlugin {
  constructor(private readonly distDir: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('ServerBuildManifestPlugin', (compilation) => {
      const file = [...compilation.entrypoints.values()][0]?.getFiles().find((name) => name.endsWith('.js'));
      if (!file) throw new Error('the server build emitted no script');
      mkdirSync(this.distDir, { recursive: true });
      writeFileSync(path.join(this.distDir, SERVER_BUILD_FILE), `${JSON.stringify({ module: `server/${file}` }, null, 2)}\n`);
    });
  }
}

/**
 * The Node build of an app's server-renderable module, into `dist/server/`, named by content hash
 * and listed in `dist/server-build.json`. React, the router and the toast store are not bundled:
 * the server's own copies are used, so the shell and every remote render with one React.
 * Class names and asset URLs are the client build's, so the HTML hydrates without a difference.
 */
export function createServerConfig(workspace: string, entry: string, env: BuildEnv & { publicPath: string }): Configuration {
  const base = baseConfig(workspace, env, 'server');
  const distDir = env.outputPath ?? path.join(repoRoot, workspace, 'dist');
  return {
    ...base,
    name: 'server',
    target: 'node20',
    entry: { [path.basename(entry).replace(/\.tsx?$/, '')]: entry },
    devtool: false,
    output: {
      path: path.join(distDir, 'server'),
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: base.output?.assetModuleFilename,
      publicPath: env.publicPath,
      library: { type: 'commonjs2' },
      clean: true,
    },
    // Every import of React, the router or the toast store (react-dom/server included) stays a require.
    externals: ({ request }, callback) => {
      if (request && SERVER_PROVIDED.test(request) && !request.endsWith('.css')) return callback(undefined, `commonjs ${request}`);
      callback();
    },
    // One file: the server requires it whole; lazy pages become plain promises.
    optimization: { splitChunks: false, minimize: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new ServerBuildManifestPlugin(distDir)],
    dependencies: ['client'],
  };
}

/**
 * The yardstick (`npm run build:monolith`): the shell and every group's pages as one ordinary app,
 * no federation. The shell's federation loader is swapped for one that imports each group's pages
 * module at build time; pages stay lazy chunks, and the server renders them as it does the remotes'.
 */
export function createMonolithBuild(env: BuildEnv): Configuration[] {
  const alias = { [path.join(repoRoot, 'shell/src/remotes/remoteRegistry')]: path.join(repoRoot, 'monolith/src/remoteRegistry.ts') };
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
  const server = createServerConfig('monolith', './src/server.ts', { ...env, publicPath: '/' });
  return [client, { ...server, resolve: { ...server.resolve, alias } }];
}

/** Production builds the browser files and the server build; development serves only the browser files. */
export function createRemoteBuild(app: RemoteApp, env: BuildEnv): Configuration | Configuration[] {
  const client = createRemoteConfig(app, env);
  if (env.mode !== 'production') return client;
  return [client, createServerConfig(app.workspace, './src/pages.ts', { ...env, publicPath: PUBLIC_PATH_PLACEHOLDER })];
}

export function createShellBuild(env: BuildEnv, options: ShellOptions = {}): Configuration | Configuration[] {
  const client = createShellConfig(env, options);
  if (env.mode !== 'production') return client;
  return [client, createServerConfig('shell', './src/server/renderApp.tsx', { ...env, publicPath: '/' })];
}
