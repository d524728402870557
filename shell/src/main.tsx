import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'shared/routing';
import 'shared/styles.css';
import { APP_START_MARK } from './app/appReady';
import { routeObjects } from './app/routeObjects';
import { markServerRenderedPage } from './remotes/RemotePage';
import { readServerRenderState } from './server/serverRenderState';

function start() {
  performance.mark(APP_START_MARK);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = <RouterProvider router={createBrowserRouter(routeObjects)} />;

  const rendered = readServerRenderState(document);
  if (!rendered || !container.firstElementChild || rendered.path !== window.location.pathname) {
    createRoot(container).render(app);
    return;
  }
  // A remote page's region keeps its server HTML until its group's code arrives (RemotePage).
  markServerRenderedPage(rendered.path);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page; a visitor's input on a part not yet hydrated hydrates that part first.
  startTransition(() => {
    hydrateRoot(container, app, {
      // Said out loud, so the browser tests see any difference between the server's HTML and the first render.
      onRecoverableError: (error) => console.error('[shell] hydration:', error),
    });
  });
}

start();
