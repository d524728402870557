/**
 * The shell's server build entry (Node): renders the whole page tree for one address, the shell's
 * chrome and the page, in one pass, exactly as the browser's first render will, so it hydrates.
 * The server passes in the page of a remote route, loaded from that group's own server build.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PAGE_GROUP_CONTRACT_MAJOR, type PageModule } from 'shared/routes';
import { routeObjects } from '../app/routeObjects';
import { PreloadedPages } from '../remotes/RemotePage';

/** The page-group contract this shell speaks; `npm run deploy` reads it from the server build. */
export const contractMajor = PAGE_GROUP_CONTRACT_MAJOR;

export interface RenderRequest {
  /** Absolute URL of the request, e.g. 'http://localhost:8080/case-studies?industry=aerospace'. */
  url: string;
  /** The remote page of this address, already loaded. */
  page?: { path: string; module: PageModule };
}

export interface RenderResult {
  /** The markup inside #root. */
  html: string;
}

export async function renderApp({ url, page }: RenderRequest): Promise<RenderResult> {
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered a redirect or response, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const preloaded = new Map(page ? [[page.path, page.module]] : []);
  const html = renderToString(
    <PreloadedPages.Provider value={preloaded}>
      {/* No inline hydration script: the CSP allows none, and these routes have no loader data. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </PreloadedPages.Provider>,
  );
  return { html };
}
