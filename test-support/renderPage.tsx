import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RoutePath } from 'shared/routes';

/** Renders a page component at its route, as the router would, for component tests of a page. */
export function renderPage(Page: ComponentType, path: RoutePath) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}
