/** The plugin that puts the boot script (shell/src/boot) in the HTML in place of the app's script tags. */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler } from 'webpack';
import { repoRoot } from '../workspaces';

const BOOT_ENTRY = path.join(repoRoot, 'shell/src/boot/boot.ts');

/** The boot script for browsers: bundled with what it imports, as one small classic script. */
function bootSource(): string {
  const { outputFiles } = buildSync({
    entryPoints: [BOOT_ENTRY],
    bundle: true,
    format: 'iife',
    target: 'es2017',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return outputFiles[0]!.text;
}

/**
 * Replaces the app's script tags in the HTML with the boot script, which loads them after the
 * first paint (shell/src/boot/boot.ts). The app's files keep their names; the boot file is named by
 * its content hash like every other file.
 */
export class AppAfterFirstPaintPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AppAfterFirstPaintPlugin', (compilation) => {
      const source = bootSource();
      const bootFile = `boot.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
      compilation.hooks.processAssets.tap(
        { name: 'AppAfterFirstPaintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(bootFile, new webpack.sources.RawSource(source));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AppAfterFirstPaintPlugin', (groups) => {
        const isAppScript = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const appScripts = [...groups.headTags, ...groups.bodyTags]
          .filter(isAppScript)
          .map((tag) => String(tag.attributes.src));
        const boot: HtmlWebpackPlugin.HtmlTagObject = {
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'AppAfterFirstPaintPlugin' },
          // Not deferred: its press holder must be in place before the page is first drawn. It is
          // fetched alongside the stylesheet, which holds the first paint back anyway, and is small.
          attributes: { src: `${groups.publicPath}${bootFile}`, 'data-scripts': appScripts.join(' ') },
        };
        // Fetched while the page is parsed and painted, run after the first paint: the app is here by then.
        const preloads = appScripts.map((href): HtmlWebpackPlugin.HtmlTagObject => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'AppAfterFirstPaintPlugin' },
          attributes: { rel: 'preload', as: 'script', href, fetchpriority: 'low' },
        }));
        return {
          ...groups,
          headTags: [boot, ...groups.headTags.filter((tag) => !isAppScript(tag)), ...preloads],
          bodyTags: groups.bodyTags.filter((tag) => !isAppScript(tag)),
        };
      });
    });
  }
}
