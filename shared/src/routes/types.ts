import type { ComponentType } from 'react';

/** The page groups deployed as their own federated remote. */
export const REMOTE_GROUPS = ['services', 'industries', 'company', 'portals'] as const;
export type RemoteGroup = (typeof REMOTE_GROUPS)[number];

/** 'shell' pages are rendered by the shell itself and never wait for a remote. */
export type PageGroup = RemoteGroup | 'shell';

/** The four dropdowns of the header and the footer columns that list routes. */
export type NavMenu = 'services' | 'industries' | 'capabilities' | 'company';

export interface RouteDefinition {
  readonly path: `/${string}`;
  readonly group: PageGroup;
  /** Short label used in navigation and page links. */
  readonly navLabel: string;
  /** Document title (the site name is appended by the shell). */
  readonly title: string;
  /** Meta description for search results and link previews. */
  readonly description: string;
  /** Where the route appears in the header dropdowns; absent when it is not in a menu. */
  readonly nav?: { readonly menu: NavMenu; readonly order: number };
  /**
   * The query parameters the page reads (a filter kept in the address), each with every value it may
   * take, from the content that offers them: the server renders and caches a page by its path and
   * these values alone, since any other parameter or value changes nothing on the page.
   */
  readonly query?: { readonly [name: string]: readonly string[] };
}

export interface PageModule {
  readonly default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;
