import { act, render, screen, within } from '@testing-library/react';
import { startTransition, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { site } from 'shared/config';
import { siteMap, type PageModule, type RemoteRoute } from 'shared/routes';
import { PAGE_READY_EVENT } from '../app/appReady';
import { markServerRenderedPage, PreloadedPages, RemotePage } from './RemotePage';
import { loadRemotePage, retryNeedsFreshDocument } from './remoteRegistry';
import { deferred } from '../../../test-support/deferred';

// The real registry reaches for the federation runtime and /remotes.json; the default loader is checked by identity.
jest.mock('./remoteRegistry', () => ({ loadRemotePage: jest.fn(), retryNeedsFreshDocument: jest.fn(() => false) }));

const registryLoad = jest.mocked(loadRemotePage);
const needsFreshDocument = jest.mocked(retryNeedsFreshDocument);

/**
 * RemotePage caches loaded page components per path for the whole module, so each test
 * that needs a fresh (uncached) load uses a route of its own.
 */
function remoteRoute(path: string): RemoteRoute {
  const route = siteMap.find((candidate) => candidate.path === path);
  if (!route || route.group === 'shell') throw new Error(`${path} is not a remote route`);
  return route as RemoteRoute;
}

function pageModule(text: string): PageModule {
  return { default: () => <h1>{text}</h1> };
}

type Load = jest.Mock<Promise<PageModule>, [RemoteRoute]>;

/** Rendered inside an awaited act: the page suspends on its code, and React commits the loading state once act settles. */
async function renderPage(route: RemoteRoute, load?: Load, reloadDocument?: () => void) {
  let utils: ReturnType<typeof render> | undefined;
  await act(async () => {
    utils = render(
      <MemoryRouter initialEntries={[route.path]}>
        <RemotePage route={route} load={load} reloadDocument={reloadDocument} />
      </MemoryRouter>,
    );
  });
  return utils!;
}

let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  registryLoad.mockReset();
});

describe('RemotePage', () => {
  it('shows a loading status, then the page once load resolves, and reuses it afterwards', async () => {
    const route = remoteRoute('/client-portal');
    const pending = deferred<PageModule>();
    const load: Load = jest.fn((_route: RemoteRoute) => pending.promise);
    const { unmount } = await renderPage(route, load);

    expect(screen.getByRole('status')).toHaveTextContent('Loading Client Portal…');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(route, 0);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    pending.resolve(pageModule('Client portal page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client portal page' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    unmount();

    // Coming back to the route shows the page at once, without loading it again.
    const loadAgain: Load = jest.fn((_route: RemoteRoute) => new Promise<PageModule>(() => undefined));
    await renderPage(route, loadAgain);
    expect(screen.getByRole('heading', { level: 1, name: 'Client portal page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadAgain).not.toHaveBeenCalled();
  });

  it('says the group is temporarily unavailable when load rejects, with a retry and a way home', async () => {
    const route = remoteRoute('/investor-portal');
    const error = new Error('remote down');
    const load: Load = jest.fn((_route: RemoteRoute) => Promise.reject(error));
    await renderPage(route, load);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Investor Portal is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^This part of our site could not be loaded just now\./)).toHaveTextContent(
      `This part of our site could not be loaded just now. Everything else still works, and you can reach us at ${site.phone.display} or ${site.email}.`,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.tel}`);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[shell] /investor-portal:', error);
  });

  it('loads again on "Try again" and shows the page when the second attempt succeeds', async () => {
    const user = userEvent.setup();
    const route = remoteRoute('/medical');
    const second = deferred<PageModule>();
    const load: Load = jest
      .fn<Promise<PageModule>, [RemoteRoute]>()
      .mockRejectedValueOnce(new Error('first attempt failed'))
      .mockReturnValueOnce(second.promise);
    await renderPage(route, load);

    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await user.click(tryAgain);
    expect(load).toHaveBeenCalledTimes(2);
    // The retry is the visitor's: the registry gives it longer than the first try.
    expect(load).toHaveBeenNthCalledWith(1, route, 0);
    expect(load).toHaveBeenLastCalledWith(route, 1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Medical…');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await act(async () => second.resolve(pageModule('Medical page')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Medical page' })).toBeInTheDocument();
    expect(screen.queryByText('Medical is temporarily unavailable')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the failure again when the retry fails too, and can be retried once more', async () => {
    const user = userEvent.setup();
    const route = remoteRoute('/our-story');
    const load: Load = jest
      .fn<Promise<PageModule>, [RemoteRoute]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValueOnce(pageModule('Our story page'));
    await renderPage(route, load);

    const firstTry = await screen.findByRole('button', { name: 'Try again' });
    await user.click(firstTry);
    expect(await screen.findByRole('heading', { name: 'Our Story is temporarily unavailable' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our story page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('loads the whole document anew on "Try again" when the group\'s refused code is still on the page', async () => {
    const user = userEvent.setup();
    const route = remoteRoute('/staffing');
    const load: Load = jest
      .fn<Promise<PageModule>, [RemoteRoute]>()
      .mockRejectedValue(new Error('built against page-group contract 2'));
    const reloadDocument = jest.fn();
    await renderPage(route, load, reloadDocument);
    needsFreshDocument.mockImplementation((group) => group === 'services');

    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await user.click(tryAgain);
    expect(reloadDocument).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Staffing Services is temporarily unavailable' })).toBeInTheDocument();
    needsFreshDocument.mockReset();
    needsFreshDocument.mockReturnValue(false);
  });

  it('uses the federation loader from the registry when no load is given', async () => {
    const route = remoteRoute('/pcb-assembly');
    registryLoad.mockReturnValue(new Promise<PageModule>(() => undefined));
    await renderPage(route);
    expect(screen.getByRole('status')).toHaveTextContent('Loading PCB Assembly…');
    expect(registryLoad).toHaveBeenCalledTimes(1);
    expect(registryLoad).toHaveBeenCalledWith(route, 0);
  });
});

/** The server's HTML of the page, in the document, as the browser receives it. */
function serverRendered(route: RemoteRoute, module: PageModule): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MemoryRouter initialEntries={[route.path]}>
      <PreloadedPages.Provider value={new Map([[route.path, module]])}>
        <RemotePage route={route} />
      </PreloadedPages.Provider>
    </MemoryRouter>,
  );
  document.body.append(container);
  return container;
}

describe('RemotePage over server HTML', () => {
  it("keeps the server's page on screen while its code loads, then hydrates the very same nodes", async () => {
    const route = remoteRoute('/energy-utility');
    const module = pageModule('Energy page');
    const container = serverRendered(route, module);
    const serverHeading = within(container).getByRole('heading', { level: 1, name: 'Energy page' });

    const code = deferred<PageModule>();
    const load: Load = jest.fn((_route: RemoteRoute) => code.promise);
    const recoverableErrors: unknown[] = [];
    markServerRenderedPage(route.path);
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={[route.path]}>
          <RemotePage route={route} load={load} />
        </MemoryRouter>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
    // No loading state replaced the page while its code was on the way.
    expect(within(container).queryByRole('status')).not.toBeInTheDocument();
    expect(within(container).getByRole('heading', { level: 1 })).toBe(serverHeading);

    await act(async () => code.resolve(module));
    expect(within(container).getByRole('heading', { level: 1, name: 'Energy page' })).toBe(serverHeading);
    expect(recoverableErrors).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('says the page is live only once its code has hydrated it, even when React restarts the hydrating render', async () => {
    const route = remoteRoute('/industrial-electronics');
    const module = pageModule('Industrial page');
    const container = serverRendered(route, module);
    const serverHeading = within(container).getByRole('heading', { level: 1, name: 'Industrial page' });
    const pageReady = jest.fn();
    window.addEventListener(PAGE_READY_EVENT, pageReady);

    const code = deferred<PageModule>();
    const elsewhere = deferred<void>();
    // Suspends the first render after RemotePage has rendered: React throws that render away and starts again,
    // as it does when a press arrives during hydration.
    const Elsewhere = () => {
      use(elsewhere.promise);
      return null;
    };
    const recoverableErrors: unknown[] = [];
    markServerRenderedPage(route.path);
    await act(async () => {
      startTransition(() => {
        hydrateRoot(
          container,
          <>
            <MemoryRouter initialEntries={[route.path]}>
              <RemotePage route={route} load={() => code.promise} />
            </MemoryRouter>
            <Elsewhere />
          </>,
          { onRecoverableError: (error) => recoverableErrors.push(error) },
        );
      });
    });
    await act(async () => elsewhere.resolve());
    expect(pageReady).not.toHaveBeenCalled();
    expect(within(container).getByRole('heading', { level: 1 })).toBe(serverHeading);

    await act(async () => code.resolve(module));
    expect(pageReady).toHaveBeenCalledTimes(1);
    expect(within(container).getByRole('heading', { level: 1, name: 'Industrial page' })).toBe(serverHeading);
    expect(recoverableErrors).toEqual([]);
    window.removeEventListener(PAGE_READY_EVENT, pageReady);
    container.remove();
  });
});
