import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data, RouterProvider, type RouteObject } from 'react-router-dom';
import { site } from 'shared/config';
import { findRoute, type PageModule } from 'shared/routes';
import { loadRemotePage } from '../remotes/remoteRegistry';
import { ErrorPage } from './ErrorPage';
import { routeObjects } from './routeObjects';

// Remote pages would load through federation; here they stay in their loading state forever.
jest.mock('../remotes/remoteRegistry', () => ({
  loadRemotePage: jest.fn(() => new Promise<PageModule>(() => undefined)),
}));

const HOME = findRoute('/')!;
const HOME_HEADLINE = 'Circuit boards, harnesses and complete builds, made right in Georgia';
const PCB = findRoute('/pcb-assembly')!;

function renderApp(initialPath: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [initialPath] });
  const user = userEvent.setup();
  const utils = render(<RouterProvider router={router} />);
  return { router, user, ...utils };
}

function metaDescription() {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

/**
 * jsdom has no fetch classes, and a data router builds a Request for every navigation.
 * Routes without loaders or actions only read its url, method and signal.
 */
class MinimalRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
  }
}

const hadRequest = 'Request' in globalThis;

beforeAll(() => {
  if (!hadRequest) Object.assign(globalThis, { Request: MinimalRequest });
});

afterAll(() => {
  if (!hadRequest) Reflect.deleteProperty(globalThis, 'Request');
});

let meta: HTMLMetaElement;
let warn: jest.SpyInstance;
const originalScrollTo = window.scrollTo;

beforeEach(() => {
  meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = 'initial description';
  document.head.appendChild(meta);
  document.title = 'initial title';
  window.scrollTo = jest.fn();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  meta.remove();
  window.scrollTo = originalScrollTo;
  warn.mockRestore();
  jest.mocked(loadRemotePage).mockClear();
});

describe('App routes', () => {
  it('renders the home page with its h1, the header and the footer at "/"', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HOME_HEADLINE);
    // The home page's Section has a <header> of its own, so find the site header by its navigation.
    const siteHeader = screen.getByRole('navigation', { name: 'Main' }).closest('header')!;
    expect(siteHeader).toHaveClass('site-header');
    expect(within(siteHeader).getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
    // The page links sit in the dropdowns, which stay closed until opened.
    expect(within(siteHeader).queryByRole('link', { name: PCB.navLabel })).not.toBeInTheDocument();
    fireEvent.click(within(siteHeader).getByRole('button', { name: 'Services' }));
    expect(within(siteHeader).getByRole('link', { name: PCB.navLabel })).toHaveAttribute('href', PCB.path);
    expect(within(siteHeader).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(site.legalName);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(document.title).toBe(`${HOME.title} | ${site.name}`);
    expect(metaDescription()).toBe(HOME.description);
    // Neither scroll nor 404 warning on the first render of a known page.
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('shows the 404 page for an unknown path, with a link home, and logs the path', () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'There is no page at /no-such-page. It may have moved, or the address may have a typo.',
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('404'), '/no-such-page');
    // The layout stays around the 404 page.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe(`Page not found | ${site.name}`);
    expect(metaDescription()).toBe('');
  });

  it('goes home from the 404 page, scrolls to the top and focuses the new h1', async () => {
    const { user, router } = renderApp('/missing/deeper');
    expect(warn).toHaveBeenCalledWith(expect.any(String), '/missing/deeper');
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Return to Home' }));

    expect(router.state.location.pathname).toBe('/');
    const h1 = await screen.findByRole('heading', { level: 1, name: HOME_HEADLINE });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(h1).toHaveFocus();
    expect(document.title).toBe(`${HOME.title} | ${site.name}`);
    expect(metaDescription()).toBe(HOME.description);
  });

  it('updates the title and meta description and scrolls to the top after following a link', async () => {
    const { user, router } = renderApp('/');
    expect(window.scrollTo).not.toHaveBeenCalled();

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(nav.getByRole('button', { name: 'Services' }));
    await user.click(nav.getByRole('link', { name: PCB.navLabel }));
    // The remote page suspends on its code; React commits its loading state shortly after.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading PCB Assembly…');

    expect(router.state.location.pathname).toBe('/pcb-assembly');
    expect(document.title).toBe(`PCB Assembly Services | ${site.name}`);
    expect(metaDescription()).toBe(PCB.description);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    // The remote page is asked for, and shows its loading state meanwhile.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading PCB Assembly…');
    expect(loadRemotePage).toHaveBeenCalledWith(PCB, 0);
    expect(screen.queryByRole('heading', { level: 1, name: HOME_HEADLINE })).not.toBeInTheDocument();
  });

  describe('links to an anchor', () => {
    const originalScrollIntoView = Element.prototype.scrollIntoView;
    let scrolledTo: Element[];
    beforeEach(() => {
      scrolledTo = [];
      Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
        scrolledTo.push(this);
      };
    });
    afterEach(() => {
      Element.prototype.scrollIntoView = originalScrollIntoView;
    });

    it('arriving from another page, scrolls to the anchored section and focuses it instead of the top', async () => {
      const { router } = renderApp('/missing');
      await act(() => router.navigate('/#proof'));
      const proof = document.getElementById('proof')!;
      expect(proof).toHaveFocus();
      expect(scrolledTo).toEqual([proof]);
      expect(window.scrollTo).not.toHaveBeenCalled();
    });

    it("on first load over the server's HTML, where the browser has scrolled already, focuses the anchor without scrolling again", () => {
      const state = document.createElement('script');
      state.type = 'application/json';
      state.id = 'server-render-state';
      state.textContent = JSON.stringify({ path: '/' });
      document.body.append(state);
      try {
        renderApp('/#proof');
        expect(document.getElementById('proof')).toHaveFocus();
        expect(scrolledTo).toEqual([]);
      } finally {
        state.remove();
      }
    });

    it('within the page and on first load, scrolls to the anchor each time it is followed', async () => {
      const { router } = renderApp('/#proof');
      const proof = document.getElementById('proof')!;
      expect(proof).toHaveFocus();
      await act(() => router.navigate('/'));
      (document.activeElement as HTMLElement).blur();
      await act(() => router.navigate('/#proof'));
      expect(proof).toHaveFocus();
      expect(scrolledTo).toEqual([proof, proof]);
      expect(window.scrollTo).not.toHaveBeenCalled();
    });
  });

  it('accepts a trailing slash on a known path', async () => {
    renderApp('/pcb-assembly/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading PCB Assembly…');
    expect(screen.queryByRole('heading', { name: 'Oops! Page not found' })).not.toBeInTheDocument();
    expect(document.title).toBe(`${PCB.title} | ${site.name}`);
  });
});

describe('ErrorPage', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    // React and the router report the caught error; keep the output clean.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    consoleError.mockRestore();
  });

  function renderWithError(routes: RouteObject[]) {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    return render(<RouterProvider router={router} />);
  }

  it('shows "Unexpected Application Error!" with the message of a thrown Error and a link home', async () => {
    function Boom(): never {
      throw new Error('boom');
    }
    renderWithError([{ path: '/', element: <Boom />, errorElement: <ErrorPage /> }]);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('boom');
    expect(within(alert).getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows status and status text for a thrown route error response', async () => {
    renderWithError([
      {
        path: '/',
        loader: () => {
          throw data('gone', { status: 410, statusText: 'Gone' });
        },
        element: <p>never shown</p>,
        errorElement: <ErrorPage />,
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unexpected Application Error!');
    expect(alert).toHaveTextContent('410 Gone');
    expect(screen.queryByText('never shown')).not.toBeInTheDocument();
  });
});
