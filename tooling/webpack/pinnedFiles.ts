import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { FILE_DIGEST_GLOBAL } from 'shared/routes';
import webpack, { type Compiler } from 'webpack';

/**
 * A remote's chunk loaders (scripts, and stylesheets of mini-css-extract-plugin) ask the shell for the
 * digest of each file they are about to load and, when it has one, load the file with subresource
 * integrity: a release browsers load from its team's own origin runs only the bytes recorded at
 * publish. webpack-subresource-integrity pins a build to the hashes of its own build instead, so it
 * cannot pin the entry that holds them and leaves the stylesheet loader alone; here every digest
 * comes from the registry through the shell, and the build is the same wherever it is published.
 */
export class PinnedFilesPlugin {
  apply(compiler: Compiler) {
    const digestOf = (address: string) =>
      `var digest = typeof self.${FILE_DIGEST_GLOBAL} == "function" && self.${FILE_DIGEST_GLOBAL}(${address});`;
    const pin = (element: string, address: string) =>
      webpack.Template.asString([
        digestOf(address),
        `if (digest) { ${element}.crossOrigin = "anonymous"; ${element}.integrity = digest; }`,
      ]);
    compiler.hooks.thisCompilation.tap('PinnedFilesPlugin', (compilation) => {
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'PinnedFilesPlugin',
        (source) => webpack.Template.asString([source, pin('script', 'script.src')]),
      );
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        'PinnedFilesPlugin',
        (source, variables) => webpack.Template.asString([source, pin(variables.tag, variables.href)]),
      );
    });
  }
}
