import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PageLoader, RoutePath } from 'shared/routes';

/** Renders a page component at its route, as the router would, for component tests of a page. */
export function renderPage(Page: ComponentType, path: RoutePath) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

/** The component a group's pages module gives a route, loaded as the shell loads it. */
export async function pageAt<P extends RoutePath>(pages: Record<P, PageLoader>, path: P): Promise<ComponentType> {
  return (await pages[path]()).default;
}
