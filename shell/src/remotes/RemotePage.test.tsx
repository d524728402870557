import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { site } from 'shared/config';
import { siteMap, type PageModule, type RemoteRoute } from 'shared/routes';
import { RemotePage } from './RemotePage';
import { loadRemotePage } from './remoteRegistry';
import { deferred } from '../../../test-support/deferred';

// The real registry reaches for the federation runtime and /remotes.json; the default loader is checked by identity.
jest.mock('./remoteRegistry', () => ({ loadRemotePage: jest.fn() }));

const registryLoad = jest.mocked(loadRemotePage);

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

function renderPage(route: RemoteRoute, load?: Load) {
  return render(
    <MemoryRouter initialEntries={[route.path]}>
      <RemotePage route={route} load={load} />
    </MemoryRouter>,
  );
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
    const { unmount } = renderPage(route, load);

    expect(screen.getByRole('status')).toHaveTextContent('Loading Client Portal…');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(route);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    pending.resolve(pageModule('Client portal page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client portal page' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    unmount();

    // Coming back to the route shows the page at once, without loading it again.
    const loadAgain: Load = jest.fn((_route: RemoteRoute) => new Promise<PageModule>(() => undefined));
    renderPage(route, loadAgain);
    expect(screen.getByRole('heading', { level: 1, name: 'Client portal page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadAgain).not.toHaveBeenCalled();
  });

  it('says the group is temporarily unavailable when load rejects, with a retry and a way home', async () => {
    const route = remoteRoute('/investor-portal');
    const error = new Error('remote down');
    const load: Load = jest.fn((_route: RemoteRoute) => Promise.reject(error));
    renderPage(route, load);

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
    renderPage(route, load);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(route);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Medical…');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    second.resolve(pageModule('Medical page'));
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
    renderPage(route, load);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Our Story is temporarily unavailable' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our story page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('uses the federation loader from the registry when no load is given', () => {
    const route = remoteRoute('/pcb-assembly');
    registryLoad.mockReturnValue(new Promise<PageModule>(() => undefined));
    renderPage(route);
    expect(screen.getByRole('status')).toHaveTextContent('Loading PCB Assembly…');
    expect(registryLoad).toHaveBeenCalledTimes(1);
    expect(registryLoad).toHaveBeenCalledWith(route);
  });
});
