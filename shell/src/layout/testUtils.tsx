import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { site } from 'shared/config';

/** Shows the router's current path, so tests can see where a link went. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders layout pieces inside a memory router at `path`, with a user-event session. */
export function renderInRouter(ui: ReactElement, path = '/') {
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...utils };
}

/** Asserts the four social links of the site config, each opening in a new tab, inside `container`. */
export function expectSocialLinks(container: HTMLElement) {
  for (const [name, href] of [
    ['YouTube', site.social.youtube],
    ['LinkedIn', site.social.linkedin],
    ['Facebook', site.social.facebook],
    ['Instagram', site.social.instagram],
  ] as const) {
    const link = within(container).getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}
