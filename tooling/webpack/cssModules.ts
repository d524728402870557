/** Stylesheets: CSS Modules class names scoped by a hash of their stylesheet's content, and the rules that load CSS into each build. */
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const stylesheetHashes = new Map<string, string>();

/** `<local>_<hash of the stylesheet's content>`: readable, and different whenever the CSS differs. */
export function contentScopedClassName(
  context: { resourcePath: string },
  _localIdentName: string,
  localName: string,
): string {
  let hash = stylesheetHashes.get(context.resourcePath);
  if (!hash) {
    hash = createHash('sha256')
      .update(readFileSync(context.resourcePath))
      .digest('base64url')
      .slice(0, 6)
      .replace(/^[-\d]/, 'c');
    stylesheetHashes.set(context.resourcePath, hash);
  }
  return `${localName}_${hash}`;
}

const cssModuleOptions = {
  namedExport: false,
  exportLocalsConvention: 'as-is',
  getLocalIdent: contentScopedClassName,
} as const;

/**
 * Stylesheets. The server build uses the client's class names but writes no CSS of its own:
 * the browser gets it from the client build.
 */
export function styleRules(target: 'browser' | 'server') {
  if (target === 'server') {
    return [
      {
        test: /\.module\.css$/,
        use: [
          {
            loader: 'css-loader',
            options: { importLoaders: 0, modules: { ...cssModuleOptions, exportOnlyLocals: true } },
          },
        ],
      },
      { test: /\.css$/, exclude: /\.module\.css$/, use: [path.join(__dirname, 'emptyModuleLoader.cjs')] },
    ];
  }
  return [
    {
      // Component styles: class names carry a hash of their stylesheet, so two apps built
      // against different versions of the shared package never restyle each other's components.
      test: /\.module\.css$/,
      use: [
        MiniCssExtractPlugin.loader,
        { loader: 'css-loader', options: { importLoaders: 0, modules: cssModuleOptions } },
      ],
    },
    {
      // Global styles: design tokens and utility classes (shared/styles.css) and libraries' own sheets.
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }],
    },
  ];
}
