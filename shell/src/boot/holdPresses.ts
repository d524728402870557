import { documentTexts } from 'shared/content/chrome';
import { APP_READY_EVENT, PAGE_READY_EVENT, PAGE_REGION_ID } from '../app/startSignals';

/** What counts as a press: anything whose activation (mouse, touch, Enter or Space) is a click the app acts on. */
const CONTROLS =
  'button, summary, input[type="submit"], input[type="button"], input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"], [role="switch"]';

/** After this long a held press marks its control busy, and says so to screen readers. */
export const BUSY_AFTER_MS = 100;

interface HeldPress {
  control: HTMLElement;
  address: string;
  busy: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Holds a press on a control whose part of the page is not live yet, and replays it, once, when
 * it is: the chrome when the app announces APP_READY_EVENT, the page region when it announces
 * PAGE_READY_EVENT (a group's page waits for its code, and React drops a press into a region still
 * waiting). A press is dropped if the visitor has left the page or the control is gone. After
 * BUSY_AFTER_MS a held control is marked aria-busy and a status message says why nothing happened
 * yet. Links work without the app and are never held. Returns the status element, for the page.
 */
export function holdPresses(document: Document): HTMLElement {
  const window = document.defaultView!;
  let appLive = false;
  let pageLive = false;
  let held: HeldPress[] = [];
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'visually-hidden';
  const address = () => window.location.pathname + window.location.search;

  const waits = (control: Element) => {
    if (!appLive) return true;
    const page = document.getElementById(PAGE_REGION_ID);
    return !pageLive && !!page && page.contains(control);
  };
  const showBusy = () => {
    status.textContent = held.some((press) => press.busy) ? documentTexts.pressWaiting : '';
  };
  const release = (press: HeldPress) => {
    clearTimeout(press.timer);
    if (press.busy) {
      press.control.removeAttribute('aria-busy');
      press.control.removeAttribute('data-press-waiting');
    }
    press.busy = false;
  };
  const hold = (event: Event) => {
    const target = event.target as Element | null;
    const control = typeof target?.closest === 'function' ? target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || (control as HTMLButtonElement).disabled || !waits(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.some((press) => press.control === control)) return;
    const press: HeldPress = { control, address: address(), busy: false };
    press.timer = setTimeout(() => {
      press.busy = true;
      control.setAttribute('aria-busy', 'true');
      control.setAttribute('data-press-waiting', '');
      showBusy();
    }, BUSY_AFTER_MS);
    held.push(press);
  };
  const replay = () => {
    const due: HTMLElement[] = [];
    held = held.filter((press) => {
      const gone = !document.contains(press.control) || press.address !== address();
      if (!gone && waits(press.control)) return true;
      release(press);
      if (!gone) due.push(press.control);
      return false;
    });
    showBusy();
    if (appLive && pageLive) document.removeEventListener('click', hold, true);
    due.forEach((control) => control.click());
  };

  document.addEventListener('click', hold, true);
  // Announced from React's effects: replayed in a task of its own, once React has finished that work.
  window.addEventListener(APP_READY_EVENT, () => {
    appLive = true;
    setTimeout(replay, 0);
  });
  window.addEventListener(PAGE_READY_EVENT, () => {
    pageLive = true;
    setTimeout(replay, 0);
  });
  window.addEventListener('popstate', replay);
  return status;
}
