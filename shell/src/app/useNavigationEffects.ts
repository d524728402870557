import { useEffect, useRef } from 'react';
import { useLocation } from 'shared/routing';
import { readServerRenderState } from '../render/serverRenderState';
import { documentTitleFor, metaDescriptionFor } from 'shared/document';

const ELEMENT_WAIT_MS = 10_000;

/**
 * Runs `act` on the element `find` returns as soon as it exists: remote pages arrive after the
 * location changes, so their headings and anchors appear some time later.
 */
function whenPresent(
  root: HTMLElement,
  find: () => HTMLElement | null,
  act: (element: HTMLElement) => void,
): () => void {
  const tryNow = () => {
    const element = find();
    if (!element) return false;
    act(element);
    return true;
  };
  if (tryNow()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryNow()) stop();
  });
  const timer = setTimeout(() => stop(), ELEMENT_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/** Focus that a screen reader announces, without the browser jumping anywhere on its own. */
function focusWithoutScroll(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * On every path change: scroll to the top, move focus to the new page's main heading
 * (so screen readers announce it), and set the document title and meta description.
 * A link to an anchor (`/careers#openings`, `/#proof`) scrolls to that element instead and focuses it,
 * on arrival from another page as well as within the page, once the element has rendered.
 */
export function useNavigationEffects(mainId: string) {
  const { pathname, hash, key } = useLocation();
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    document.title = documentTitleFor(pathname);
    document.querySelector('meta[name="description"]')?.setAttribute('content', metaDescriptionFor(pathname));
  }, [pathname]);

  useEffect(() => {
    const isFirstRender = previousPathname.current === null;
    const pathChanged = !isFirstRender && previousPathname.current !== pathname;
    previousPathname.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;

    const anchorId = decodeURIComponent(hash.slice(1));
    if (anchorId && anchorId !== mainId) {
      // Over the server's HTML the browser scrolled to the anchor itself, before the app arrived;
      // the visitor may have scrolled on since, so the anchor is only focused, not scrolled to again.
      const scrolledByBrowser = isFirstRender && readServerRenderState(document)?.path === pathname;
      const present = document.getElementById(anchorId);
      if (scrolledByBrowser && present) {
        focusWithoutScroll(present);
        return;
      }
      return whenPresent(
        main,
        () => document.getElementById(anchorId),
        (target) => {
          target.scrollIntoView?.({ block: 'start' });
          focusWithoutScroll(target);
        },
      );
    }
    if (!pathChanged) return;
    window.scrollTo(0, 0);
    return whenPresent(main, () => main.querySelector<HTMLElement>('h1'), focusWithoutScroll);
  }, [pathname, hash, key, mainId]);
}
