/**
 * A band below the screen is skipped by the browser (neither laid out nor painted) until it comes near,
 * standing in at an estimated height. After a jump, the bands at the screen's edge are drawn and take
 * their real heights; two things keep the jump's target where the visitor landed.
 */

/** Set on a band while the browser skips it: such a band is no scroll anchor. */
export const SKIPPED_BAND_ATTRIBUTE = 'data-band-skipped';

/** Set on the page while every band is drawn, skipped or not. */
export const BANDS_DRAWN_ATTRIBUTE = 'data-bands-drawn';

interface VisibilityStateChange extends Event {
  readonly skipped: boolean;
}

const isSkippable = (element: Element) => element.ownerDocument.defaultView?.getComputedStyle(element).contentVisibility === 'auto';

/**
 * Were a skipped band the browser's scroll anchor, the browser would keep the band's top in place as
 * it is drawn and let its growth push the target away (a link to an anchor, focus moved far, a screen
 * reader's move). With the anchor in drawn content, the browser scrolls by the growth instead.
 */
function keepAnchorOutOfSkippedBands(document: Document): () => void {
  const mark = (band: Element, skipped: boolean) => band.toggleAttribute(SKIPPED_BAND_ATTRIBUTE, skipped);
  const onStateChange = (event: Event) => {
    if (event.target instanceof Element) mark(event.target, (event as VisibilityStateChange).skipped);
  };
  document.addEventListener('contentvisibilityautostatechange', onStateChange, { capture: true });
  // The server's HTML was drawn before this code arrived: the bands skipped since then are marked now.
  for (const band of document.querySelectorAll('section')) {
    const content = band.firstElementChild;
    if (content?.checkVisibility && isSkippable(band)) mark(band, !content.checkVisibility({ contentVisibilityAuto: true }));
  }
  return () => document.removeEventListener('contentvisibilityautostatechange', onStateChange, { capture: true });
}

/**
 * A jump to the page's end (the End key, a press on the page's scrollbar) computes its target from the
 * estimated heights, and the bands drawn on arrival push the footer away. Every band is drawn first, so
 * the jump is computed from real heights; once the scroll has ended, bands off the screen are skipped
 * again, keeping the heights they were drawn at. A band drawn for the first time can still settle to
 * another height a frame later (seen on a busy phone, when the jump is instant for reduced motion); an
 * End key's jump then goes on to the end.
 */
function drawBandsBeforeJumpsToTheEnd(document: Document): () => void {
  const root = document.documentElement;
  const window = document.defaultView;
  let endKeyPressed = false;
  const afterTwoFrames = (then: () => void) => window?.requestAnimationFrame(() => window.requestAnimationFrame(then));
  const skipAgain = () => root.removeAttribute(BANDS_DRAWN_ATTRIBUTE);
  // The browser remembers a drawn band's height when it renders a frame; the scroll can end before one.
  const settle = () =>
    afterTwoFrames(() => {
      skipAgain();
      if (endKeyPressed && window && root.scrollHeight - (window.scrollY + window.innerHeight) > 1) window.scrollTo(0, root.scrollHeight);
      endKeyPressed = false;
    });
  const drawAll = () => {
    root.setAttribute(BANDS_DRAWN_ATTRIBUTE, '');
    document.addEventListener('scrollend', settle, { once: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'End' || isTyping(event.target)) return;
    endKeyPressed = true;
    drawAll();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.target === root && event.clientX >= root.clientWidth) drawAll();
  };
  document.addEventListener('keydown', onKeyDown, { capture: true });
  document.addEventListener('pointerdown', onPointerDown, { capture: true });
  return () => {
    document.removeEventListener('keydown', onKeyDown, { capture: true });
    document.removeEventListener('pointerdown', onPointerDown, { capture: true });
    document.removeEventListener('scrollend', settle);
    skipAgain();
  };
}

/** In a text field, End moves the caret, not the page. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Keeps jumps on their targets on a page of bands drawn late. Returns the function that stops it. */
export function keepJumpsOnTarget(document: Document): () => void {
  const stops = [keepAnchorOutOfSkippedBands(document), drawBandsBeforeJumpsToTheEnd(document)];
  return () => stops.forEach((stop) => stop());
}
