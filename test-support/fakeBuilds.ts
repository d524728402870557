import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_GROUPS, siteMap, type RemoteGroup } from 'shared/routes';

/** Small builds standing in for the real ones, laid out as in the repository: <root>/shell/dist, <root>/<group>-mfe/dist. */
export interface StandInBuilds {
  root: string;
  shellDist: string;
  remoteDists: Record<RemoteGroup, string>;
  /** The settings that point a server at them: SHELL_DIST and each <GROUP>_MFE_DIST. */
  env: Record<string, string>;
}

function writeFile(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * The smallest builds the server accepts, written under `root`: a shell with a document, a hashed
 * chunk and a server build that renders a heading, and each group with its manifest, remote entry
 * and a server build naming every page of the group. For tests of the server itself, where
 * webpack's real builds would only cost time.
 */
export function writeStandInBuilds(root: string): StandInBuilds {
  const shellDist = path.join(root, 'shell', 'dist');
  writeFile(
    path.join(shellDist, 'index.html'),
    '<!doctype html><html><head><title>Stand-in shell</title></head><body><div id="root"></div></body></html>',
  );
  writeFile(path.join(shellDist, 'main.0123456789.js'), 'console.log("stand-in shell");\n');
  writeFile(
    path.join(shellDist, 'server', 'renderApp.1111111111.js'),
    `exports.renderApp = async ({ page }) => ({ html: '<main><h1>' + (page ? page.module.default.text : 'Home') + '</h1></main>' });`,
  );
  writeFile(path.join(shellDist, 'server-build.json'), JSON.stringify({ module: 'server/renderApp.1111111111.js' }));
  const env: Record<string, string> = { SHELL_DIST: shellDist };
  const remoteDists = {} as Record<RemoteGroup, string>;
  for (const group of REMOTE_GROUPS) {
    const dist = path.join(root, `${group}-mfe`, 'dist');
    writeFile(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ id: group, name: group, metaData: { remoteEntry: { name: 'remoteEntry.abcdef0123.js' } } }),
    );
    writeFile(path.join(dist, 'remoteEntry.abcdef0123.js'), `var ${group} = {};\n`);
    const routes = siteMap.filter((route) => route.group === group);
    const pages = routes.map(
      (route) => `${JSON.stringify(route.path)}: async () => ({ default: { text: 'Page ${route.path}' } })`,
    );
    writeFile(path.join(dist, 'server', 'pages.2222222222.js'), `exports.pages = { ${pages.join(', ')} };`);
    writeFile(path.join(dist, 'server-build.json'), JSON.stringify({ module: 'server/pages.2222222222.js' }));
    writeFile(
      path.join(dist, 'page-assets.json'),
      JSON.stringify({
        __federation_expose_pages: { css: [], js: [] },
        ...Object.fromEntries(routes.map((route) => [route.path.slice(1), { css: [], js: [] }])),
      }),
    );
    remoteDists[group] = dist;
    env[`${group.toUpperCase()}_MFE_DIST`] = dist;
  }
  return { root, shellDist, remoteDists, env };
}

/** The stand-in builds as the settings that point a server at them (SHELL_DIST and each <GROUP>_MFE_DIST). */
export function writeFakeBuilds(root: string): Record<string, string> {
  return writeStandInBuilds(root).env;
}
