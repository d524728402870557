/** What every webpack build of a workspace shares: output names, TypeScript, and the style and image rules of its target. */
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { repoRoot } from '../workspaces';
import { styleRules } from './cssModules';
import { imageRules } from './inlineArt';

type Mode = 'development' | 'production';

export interface BuildEnv {
  mode: Mode;
  /** Output folder; the workspace's dist/ by default (the redeploy test builds elsewhere). */
  outputPath?: string;
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
      new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
