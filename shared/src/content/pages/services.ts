import type { PageRecord } from '../page';

/**
 * The record of the services group's page at `/${name}`, from `./services/${name}.ts`. The folder is the list:
 * webpack makes each of its files a chunk of its own, named by its route, and no other group's folder
 * is reachable from here.
 */
export const loadRecord = (name: string) =>
  import(/* webpackChunkName: "[request]" */ `./services/${name}`) as Promise<{ readonly default: PageRecord }>;
