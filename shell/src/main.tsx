import { startTransition } from 'react';
import { createBrowserRouter, RouterProvider } from 'shared/routing';
import { APP_START_MARK } from './app/appReady';
import { yieldToBrowser } from './app/yieldToBrowser';
import { measureVitals, startFieldData } from './fieldData';
import { readServerRenderState } from './render/serverRenderState';

/**
 * The app starts in steps, each its own task: React DOM's code, the app's own modules, the router,
 * then hydration (which yields on its own as a transition). In one go, start-up holds a phone's main
 * thread long enough to delay a tap. The `eager` imports are in this chunk
 * already (no request); importing them here only puts off running their code to the step's task.
 */
async function start() {
  performance.mark(APP_START_MARK);
  const fieldData = startFieldData();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const rendered = readServerRenderState(document);

  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  const [{ routeObjects }, { markServerRenderedPage }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/routeObjects'),
    import(/* webpackMode: "eager" */ './remotes/RemotePage'),
  ]);
  await yieldToBrowser();
  const app = <RouterProvider router={createBrowserRouter(routeObjects)} />;
  await yieldToBrowser();

  // After the app's own steps: measuring must never hold up a visitor's first press.
  const measure = () => void measureVitals(fieldData).catch(() => undefined);
  if (!rendered || !container.firstElementChild || rendered.path !== window.location.pathname) {
    createRoot(container).render(app);
    measure();
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
  measure();
}

void start();
