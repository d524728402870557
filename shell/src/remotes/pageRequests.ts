import type { PageModule, RemoteRoute } from 'shared/routes';
import type { loadRemotePage } from './remoteRegistry';

/** Each page's code, requested once and kept: a page visited again shows at once. */
const pageRequests = new Map<string, Promise<PageModule>>();
/** The pages whose code has arrived, by path. */
export const arrivedPages = new Map<string, PageModule>();

/** The one request for a page's code, made by whoever asks first: the shell's start-up or the page's own render. */
export function requestPage(route: RemoteRoute, load: typeof loadRemotePage): Promise<PageModule> {
  let request = pageRequests.get(route.path);
  if (!request) {
    // A failure stays cached, so re-rendering the failed page does not request it again; Try again forgets it.
    request = load(route).then(
      (module) => {
        arrivedPages.set(route.path, module);
        return module;
      },
      (error: unknown) => {
        console.warn(`[shell] ${route.path}:`, error);
        throw error;
      },
    );
    pageRequests.set(route.path, request);
  }
  return request;
}

/** Try again: the next render requests the page anew. */
export function forgetPageRequest(path: string): void {
  pageRequests.delete(path);
}
