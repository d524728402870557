import { Profiler, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { waitFor } from '@testing-library/react';
import { Home } from './Home';

/** Whether React owns this element yet (it marks every node it has hydrated). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

describe('hydrating the home page', () => {
  it('commits the hero first and the bands below it in later commits, never all of the page at once', async () => {
    const page = (onCommit: () => void) => (
      <Profiler id="home" onRender={onCommit}>
        <MemoryRouter>
          <Home />
        </MemoryRouter>
      </Profiler>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page(() => {}));
    const hero = container.querySelector('h1')!;
    const faqHeading = [...container.querySelectorAll('h2')].find((heading) => heading.textContent === 'Frequently Asked Questions')!;
    const snapshots: { hero: boolean; faq: boolean }[] = [];
    const errors: unknown[] = [];

    startTransition(() => {
      hydrateRoot(container, page(() => snapshots.push({ hero: isHydrated(hero), faq: isHydrated(faqHeading) })), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // Waits for the commit that holds the FAQ band: React marks nodes while rendering, before it commits them.
    await waitFor(() => expect(snapshots.at(-1)?.faq).toBe(true));

    expect(errors).toEqual([]);
    expect(snapshots[0]).toEqual({ hero: true, faq: false });
    expect(snapshots.length).toBeGreaterThan(1);
    container.remove();
  });
});
