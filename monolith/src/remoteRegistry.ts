import type { PageModule, RemoteRoute } from 'shared/routes';
import type {
  loadRemotePage as federatedLoadRemotePage,
  retryNeedsFreshDocument as federatedRetryNeedsFreshDocument,
} from '../../shell/src/remotes/remoteRegistry';
import { pages } from './allPages';

/** Stands in for the shell's federation loader in the monolith build: the page's chunk, from this app's own files. */
export const loadRemotePage: typeof federatedLoadRemotePage = (route: RemoteRoute): Promise<PageModule> => {
  const load = (pages as Record<string, () => Promise<PageModule>>)[route.path];
  if (!load) return Promise.reject(new Error(`the monolith has no page for ${route.path}`));
  return load();
};

/** The monolith loads no other build's code, so a failed page can always be tried again in place. */
export const retryNeedsFreshDocument: typeof federatedRetryNeedsFreshDocument = () => false;
