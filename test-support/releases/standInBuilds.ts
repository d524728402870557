import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FILE_DIGEST_GLOBAL, siteMap } from 'shared/routes';

/**
 * Small stand-in builds: the files a real build makes, with server builds that require React as the
 * real ones do. Each is written into `root/builds/` and named by `label`.
 */

function writeFile(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A shell build whose document and server render say `label`, with one hashed chunk named after it, providing React `reactVersion`. */
export function shellBuild(root: string, label: string, contractMajor = 1, reactVersion = '19.3.1'): string {
  const directory = path.join(root, 'builds', `shell-${label}`);
  writeFile(
    path.join(directory, 'index.html'),
    `<!doctype html><html lang=en><head><title>x</title><script defer src=/main.${label}.js></script></head><body><div id=root></div></body></html>`,
  );
  writeFile(path.join(directory, `main.${label}.js`), `console.log(${JSON.stringify(label)})`);
  writeFile(
    path.join(directory, 'shared-singletons.json'),
    JSON.stringify({ react: reactVersion, 'shared/routing': '1.0.0' }),
  );
  writeFile(path.join(directory, '.build-stamp'), new Date().toISOString());
  writeFile(
    path.join(directory, 'server', `renderApp.${label}.js`),
    `require('react');
    exports.contractMajor = ${contractMajor};
    exports.renderApp = async ({ page }) => ({
      html: page ? '<main><h1>' + page.module.default.text + '</h1><img src="__REMOTE_PUBLIC_PATH__/art.svg"></main>' : '<main><h1>${`Shell ${label}`}</h1></main>',
    });`,
  );
  writeFile(
    path.join(directory, 'server-build.json'),
    JSON.stringify({ module: `server/renderApp.${label}.js`, contractMajor }),
  );
  return directory;
}

/**
 * A portals build whose pages render `label` and whose entry chunk is named after it, built with React
 * `reactVersion`; its chunk loaders ask the shell for each file's digest unless `loaders` is 'unpinned'
 * (a build from before they did). `serverPrelude` runs when its server build is loaded, `pageBody` each time a
 * page is rendered, its result shown after the label (what a hostile build does).
 */
export function portalsBuild(
  root: string,
  label: string,
  contractMajor = 1,
  reactVersion = '19.3.1',
  loaders: 'pinned' | 'unpinned' = 'pinned',
  serverPrelude = '',
  pageBody?: string,
): string {
  const directory = path.join(root, 'builds', `portals-${label}`);
  const routes = siteMap.filter((route) => route.group === 'portals');
  writeFile(
    path.join(directory, 'mf-manifest.json'),
    JSON.stringify({
      name: 'portals',
      label,
      metaData: { remoteEntry: { name: `remoteEntry.${label}.js`, path: '', type: 'global' } },
      shared: [
        { name: 'react', version: reactVersion, singleton: true },
        { name: 'shared/routing', version: '1.0.0', singleton: true },
      ],
    }),
  );
  const loader = loaders === 'pinned' ? `var digest = self.${FILE_DIGEST_GLOBAL}(url);` : '';
  writeFile(path.join(directory, `remoteEntry.${label}.js`), `/* ${label} */ ${loader}`);
  writeFile(path.join(directory, '.build-stamp'), new Date().toISOString());
  const text = JSON.stringify(`Portals ${label}`);
  const loaded = pageBody === undefined ? text : `${text} + ': ' + String(await (async () => { ${pageBody} })())`;
  const pages = routes.map((route) => `${JSON.stringify(route.path)}: async () => ({ default: { text: ${loaded} } })`);
  writeFile(
    path.join(directory, 'server', `pages.${label}.js`),
    `${serverPrelude}\nrequire('react'); exports.contractMajor = ${contractMajor}; exports.pages = { ${pages.join(', ')} };`,
  );
  writeFile(
    path.join(directory, 'server-build.json'),
    JSON.stringify({ module: `server/pages.${label}.js`, contractMajor }),
  );
  writeFile(
    path.join(directory, 'page-assets.json'),
    JSON.stringify(Object.fromEntries(routes.map((route) => [route.path.slice(1), { css: [] }]))),
  );
  return directory;
}
