import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from 'shared/config';
import { findRoute } from 'shared/routes';

const HEADING_WAIT_MS = 10_000;

export function documentTitleFor(pathname: string): string {
  const route = findRoute(pathname);
  return route ? `${route.title} | ${site.name}` : `Page not found | ${site.name}`;
}

/** Focuses the page's h1 as soon as it exists: remote pages arrive after the path changes. */
function focusMainHeading(main: HTMLElement): () => void {
  const tryFocus = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * On every path change: scroll to the top, move focus to the new page's main heading
 * (so screen readers announce it), and set the document title and meta description.
 */
export function useNavigationEffects(mainId: string) {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);

  useEffect(() => {
    document.title = documentTitleFor(pathname);
    const description = findRoute(pathname)?.description ?? '';
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [pathname]);

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    const main = document.getElementById(mainId);
    return main ? focusMainHeading(main) : undefined;
  }, [pathname, mainId]);
}
