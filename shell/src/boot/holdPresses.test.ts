import { documentTexts } from 'shared/content/chrome';
import { APP_READY_EVENT, PAGE_READY_EVENT, PAGE_REGION_ID } from '../app/startSignals';
import { BUSY_AFTER_MS, holdPresses } from './holdPresses';

/** A fresh page of its own for each test: the holder listens on its document and window for good. */
function page() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const doc = frame.contentDocument!;
  doc.body.innerHTML = `
    <header><button type="button">Open menu</button><a href="/medical">Medical</a></header>
    <main id="${PAGE_REGION_ID}"><button type="button">Contact Us</button></main>`;
  doc.body.append(holdPresses(doc));
  const pressed: string[] = [];
  // Stands in for the app's handlers: a press reaches them only when the holder lets it through.
  for (const control of doc.querySelectorAll('button, a')) {
    control.addEventListener('click', (event) => {
      event.preventDefault();
      pressed.push(control.textContent!);
    });
  }
  const control = (name: string) =>
    [...doc.querySelectorAll<HTMLElement>('button, a')].find((element) => element.textContent === name)!;
  const announce = (name: string) => frame.contentWindow!.dispatchEvent(new Event(name));
  const status = () => doc.querySelector('[role="status"]')!.textContent;
  return { doc, pressed, control, announce, status };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('a press on the chrome before the app is live is held, then replayed once when it is', () => {
  const { pressed, control, announce } = page();
  control('Open menu').click();
  control('Open menu').click();
  expect(pressed).toEqual([]);
  announce(APP_READY_EVENT);
  jest.runAllTimers();
  expect(pressed).toEqual(['Open menu']);
});

test('a press in the page region waits for the page, even once the chrome is live', () => {
  const { pressed, control, announce } = page();
  announce(APP_READY_EVENT);
  jest.runAllTimers();
  control('Contact Us').click();
  jest.runAllTimers();
  expect(pressed).toEqual([]);
  announce(PAGE_READY_EVENT);
  jest.runAllTimers();
  expect(pressed).toEqual(['Contact Us']);
  // Both parts live: presses go straight through.
  control('Open menu').click();
  expect(pressed).toEqual(['Contact Us', 'Open menu']);
});

test('a held control says it is busy after a moment, to the eye and to screen readers, until replayed', () => {
  const { control, announce, status } = page();
  const button = control('Open menu');
  button.click();
  jest.advanceTimersByTime(BUSY_AFTER_MS - 1);
  expect(button.getAttribute('aria-busy')).toBeNull();
  jest.advanceTimersByTime(1);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(status()).toBe(documentTexts.pressWaiting);
  announce(APP_READY_EVENT);
  jest.runAllTimers();
  expect(button.getAttribute('aria-busy')).toBeNull();
  expect(status()).toBe('');
});

test('a press whose control is gone by the time the app is live is dropped', () => {
  const { pressed, control, announce } = page();
  const button = control('Open menu');
  button.click();
  button.remove();
  announce(APP_READY_EVENT);
  jest.runAllTimers();
  expect(pressed).toEqual([]);
});

test('links work without the app and are never held', () => {
  const { pressed, control } = page();
  control('Medical').click();
  expect(pressed).toEqual(['Medical']);
});
