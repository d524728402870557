/**
 * The names the page's first script (shell/src/boot) and the app share; no imports, so the boot
 * script carries nothing else.
 */

/**
 * Dispatched on window once the app has taken over the server's HTML of the chrome (header,
 * footer, menus): presses held there until then are replayed.
 */
export const APP_READY_EVENT = 'app-ready';

/**
 * Dispatched on window once the page region (`<main>`) is live: at once for a page the shell
 * renders itself, and for a group's page when its code has arrived and its server HTML has
 * hydrated (or given way to the "unavailable" notice, or to another page). React does not replay a
 * press into a region still waiting for its code, so presses there are held until this.
 */
export const PAGE_READY_EVENT = 'page-ready';

/** The page region's id: presses inside it are held until PAGE_READY_EVENT. */
export const PAGE_REGION_ID = 'main-content';
