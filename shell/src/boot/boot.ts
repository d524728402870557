import { holdPresses } from './holdPresses';
import { rememberVisitLanding } from './rememberVisitLanding';

/**
 * The document's one script, run from the head before the body is parsed (tooling/webpack/
 * appAfterFirstPaint.ts puts it there). Presses are held from the first paint on until their part
 * of the page is live (holdPresses). When the document already holds the page, the browser paints
 * it before the app's scripts (named in data-scripts) run: on a slow phone the text is on screen
 * before any JavaScript runs, and a repeat visit with the app cached does not run it first either.
 */
const sources = (document.currentScript?.getAttribute('data-scripts') ?? '').split(' ').filter(Boolean);
const status = holdPresses(document);
rememberVisitLanding(window);

function load() {
  for (const source of sources) {
    const script = document.createElement('script');
    script.src = source;
    script.async = false;
    document.head.append(script);
  }
}

function start() {
  document.body.append(status);
  // An empty #root (a client-rendered document) or a page opened in a background tab paints nothing yet: no reason to wait.
  if (!document.getElementById('root')?.firstElementChild || document.visibilityState === 'hidden') return load();
  // requestAnimationFrame runs just before the next paint; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(load, 0));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
