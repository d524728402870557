import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

// A file of its own, and the kit loaded below, after the spy: no earlier test or import has made a formatter.
const makeFormatter = jest.spyOn(Intl, 'DateTimeFormat');

afterAll(() => {
  makeFormatter.mockRestore();
});

test('the kit makes its date formatter only for a page that shows a date: a page without one pays nothing for it', async () => {
  const { default: examples } = await import('./ContentPage.examples');
  const { ContentPage } = await import('./ContentPage');
  const { unmount } = render(
    <MemoryRouter>
      <ContentPage page={examples.examples['a page from its record']!.page} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Box Build Assembly' })).toBeInTheDocument();
  expect(makeFormatter).not.toHaveBeenCalled();
  unmount();

  render(
    <MemoryRouter>
      <ContentPage page={examples.examples['a legal document with its contents and last updated date']!.page} />
    </MemoryRouter>,
  );
  expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: November 23, 2026');
  expect(makeFormatter).toHaveBeenCalledTimes(1);
});
