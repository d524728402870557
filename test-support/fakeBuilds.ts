import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_GROUPS, siteMap } from 'shared/routes';

/**
 * The smallest builds the server accepts, written under `root`: a shell whose server build renders
 * a heading, and each group's server build naming every page of the group. For tests of the server
 * itself, where webpack's real builds would only cost time. Returns the environment that points the
 * server at them (SHELL_DIST and each <GROUP>_MFE_DIST).
 */
export function writeFakeBuilds(root: string): Record<string, string> {
  const shellDist = path.join(root, 'shell');
  mkdirSync(path.join(shellDist, 'server'), { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head><title>Test</title></head><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(shellDist, 'server', 'renderApp.1111111111.js'),
    `exports.renderApp = async ({ page }) => ({ html: '<main><h1>' + (page ? page.module.default.text : 'Home') + '</h1></main>' });`,
  );
  writeFileSync(path.join(shellDist, 'server-build.json'), JSON.stringify({ module: 'server/renderApp.1111111111.js' }));
  const env: Record<string, string> = { SHELL_DIST: shellDist };
  for (const group of REMOTE_GROUPS) {
    const dist = path.join(root, `${group}-mfe`);
    mkdirSync(path.join(dist, 'server'), { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: group, name: group, metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
    const routes = siteMap.filter((route) => route.group === group);
    const pages = routes.map((route) => `${JSON.stringify(route.path)}: async () => ({ default: { text: 'Page ${route.path}' } })`);
    writeFileSync(path.join(dist, 'server', 'pages.2222222222.js'), `exports.pages = { ${pages.join(', ')} };`);
    writeFileSync(path.join(dist, 'server-build.json'), JSON.stringify({ module: 'server/pages.2222222222.js' }));
    writeFileSync(
      path.join(dist, 'page-assets.json'),
      JSON.stringify({ __federation_expose_pages: { css: [], js: [] }, ...Object.fromEntries(routes.map((route) => [route.path.slice(1), { css: [], js: [] }])) }),
    );
    env[`${group.toUpperCase()}_MFE_DIST`] = dist;
  }
  return env;
}
