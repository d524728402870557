/** The Node build of each app's server-renderable module, and the files that tell the server which build and which page assets to use. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_GROUP_CONTRACT_MAJOR } from 'shared/routes';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { PAGE_ASSETS_FILE, SERVER_BUILD_FILE, type PageAssets } from '../../shell/server/releases/buildOutput';
import { repoRoot } from '../workspaces';
import { baseConfig, type BuildEnv } from './base';

/**
 * Writes PAGE_ASSETS_FILE: per chunk group (a page chunk is named after its route, e.g. 'pcb-assembly'),
 * its CSS files (the server inlines them) and its scripts (the server hints them with the document).
 */
export class PageAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const assets: PageAssets = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = group.chunks.flatMap((chunk) => [...chunk.files]);
            assets[name] = {
              css: files.filter((file) => file.endsWith('.css')),
              js: files.filter((file) => file.endsWith('.js')),
            };
          }
          compilation.emitAsset(
            PAGE_ASSETS_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`),
          );
        },
      );
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
      // The contract it speaks, as data: the release registry checks it at publish without running the build.
      const listing = { module: `server/${file}`, contractMajor: PAGE_GROUP_CONTRACT_MAJOR };
      writeFileSync(path.join(this.distDir, SERVER_BUILD_FILE), `${JSON.stringify(listing, null, 2)}\n`);
    });
  }
}

/**
 * The Node build of an app's server-renderable module, into `dist/server/`, named by content hash
 * and listed in `dist/server-build.json`. React, the router and the toast store are not bundled:
 * the server's own copies are used, so the shell and every remote render with one React.
 * Class names and asset URLs are the client build's, so the HTML hydrates without a difference.
 */
export function createServerConfig(
  workspace: string,
  entry: string,
  env: BuildEnv & { publicPath: string },
): Configuration {
  const base = baseConfig(workspace, env, 'server');
  const distDir = env.outputPath ?? path.join(repoRoot, workspace, 'dist');
  return {
    ...base,
    name: 'server',
    target: 'node24',
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
      if (request && SERVER_PROVIDED.test(request) && !request.endsWith('.css'))
        return callback(undefined, `commonjs ${request}`);
      callback();
    },
    // One file: the server requires it whole; lazy pages become plain promises.
    optimization: { splitChunks: false, minimize: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new ServerBuildManifestPlugin(distDir)],
    dependencies: ['client'],
  };
}
