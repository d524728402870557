import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRoute } from 'shared/routes';

/**
 * The Playwright tag of the page group that owns a route ('@services', '@shell', …): a team runs
 * its group's browser tests alone with `npm test -w <group>-mfe`, which selects this tag.
 */
export function groupTag(path: string): `@${string}` {
  const route = findRoute(path.split(/[?#]/)[0]!);
  if (!route) throw new Error(`${path} is not in the route table`);
  return `@${route.group}`;
}

/**
 * The files of a group build's own copy of the kit (shared/ui) and of the config shared with it
 * (shared/config), scripts and stylesheets, as its mf-manifest.json lists them.
 */
export function ownKitFiles(buildDir: string): { js: string[]; css: string[] } {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{
      name: string;
      assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
    }>;
  };
  const kit = ['shared/ui', 'shared/config'].map((name) => {
    const shared = manifest.shared.find((candidate) => candidate.name === name);
    if (!shared) throw new Error(`the build in ${buildDir} does not share ${name}`);
    return shared;
  });
  return {
    js: kit.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]),
    css: kit.flatMap((shared) => [...shared.assets.css.sync, ...shared.assets.css.async]),
  };
}
