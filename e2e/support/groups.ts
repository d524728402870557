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
