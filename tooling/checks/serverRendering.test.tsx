/**
 * Every page of the route table, and the shell's chrome around it, renders to HTML in Node with
 * no DOM: no browser global is touched at import time or during render, so pages can be
 * prerendered on a server.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { siteMap, type PageLoader } from 'shared/routes';
import { pages as companyPages } from '../../company-mfe/src/exposedPages';
import { pages as industriesPages } from '../../industries-mfe/src/exposedPages';
import { pages as portalsPages } from '../../portals-mfe/src/exposedPages';
import { pages as servicesPages } from '../../services-mfe/src/exposedPages';
import { Home } from '../../shell/src/home/Home';
import { Footer } from '../../shell/src/layout/Footer';
import { Header } from '../../shell/src/layout/Header';

const loaders: Record<string, PageLoader> = { ...servicesPages, ...industriesPages, ...companyPages, ...portalsPages };

async function pageComponent(path: string): Promise<ComponentType> {
  if (path === '/') return Home;
  const load = loaders[path];
  if (!load) throw new Error(`no page for ${path}`);
  return (await load()).default;
}

test('the test really runs without a DOM', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

test.each(siteMap.map((route) => [route.path, route] as const))(
  '%s renders on the server with one h1',
  async (path) => {
    const Page = await pageComponent(path);
    const html = renderToString(
      <StaticRouter location={path}>
        <Header />
        <main>
          <Page />
        </main>
        <Footer />
      </StaticRouter>,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<footer');
  },
);
