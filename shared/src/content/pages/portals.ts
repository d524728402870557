import type { PageRecord } from '../page';

/**
 * The record of the portals group's page at `/${name}`, from `./portals/${name}.ts`. The folder is the list:
 * webpack makes each of its files a chunk of its own, named by its route, and no other group's folder
 * is reachable from here.
 */
export const loadRecord = (name: string) =>
  import(/* webpackChunkName: "[request]" */ `./portals/${name}`) as Promise<{ readonly default: PageRecord }>;
