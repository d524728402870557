/** What every webpack build of a workspace shares: output names, TypeScript, and the style and image rules of its target. */
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import path from 'node:path';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import { repoRoot } from '../workspaces';
import { styleRules } from './cssModules';
import { imageRules } from './inlineArt';

type Mode = 'development' | 'production';

/**
 * A group's records (shared/src/content/pages/<group>/<route>.ts) are loaded by a template import, so
 * webpack lists each file twice, with and without `.ts`, and names its chunk both ways. Only the
 * name without the extension is a route's: kept, each record is one chunk named as its route.
 */
function pageRecordChunks() {
  return new webpack.ContextReplacementPlugin(/content[\\/]pages[\\/][a-z]+$/, /^\.\/[a-z0-9-]+$/);
}

export interface BuildEnv {
  mode: Mode;
  /** Output folder; the workspace's dist/ by default (the redeploy test builds elsewhere). */
  outputPath?: string;
}

/**
 * Each file a browser downloads, also as .br and .gz at the highest levels, once at build time:
 * the servers send those (@fastify/static's preCompressed) instead of compressing on every request,
 * as static hosts do. Files under 1 KB, or that would not shrink by a tenth, are left as they are.
 */
function precompressed() {
  const test = /\.(js|css|svg|json)$/;
  return [
    new CompressionPlugin<BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test,
      threshold: 1024,
      minRatio: 0.9,
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test,
      threshold: 1024,
      minRatio: 0.9,
      compressionOptions: { level: 9 },
    }),
  ];
}

export function baseConfig(workspace: string, env: BuildEnv, target: 'browser' | 'server' = 'browser'): Configuration {
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
        ...styleRules(target),
        ...imageRules(target),
      ],
    },
    plugins: [
      pageRecordChunks(),
      new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
      ...(production && target === 'browser' ? precompressed() : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
