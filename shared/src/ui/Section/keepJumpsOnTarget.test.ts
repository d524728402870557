import { BANDS_DRAWN_ATTRIBUTE, SKIPPED_BAND_ATTRIBUTE, keepJumpsOnTarget } from './keepJumpsOnTarget';

const root = document.documentElement;
let stop: () => void;
let band: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<main><section><div><h2>Frequently Asked Questions</h2></div></section></main>';
  band = document.querySelector('section')!;
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: 1425 });
  stop = keepJumpsOnTarget(document);
});
afterEach(() => stop());

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const bandsDrawn = () => root.hasAttribute(BANDS_DRAWN_ATTRIBUTE);
const press = (key: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
const pointerDown = (target: Element, clientX: number) => target.dispatchEvent(new MouseEvent('pointerdown', { clientX, bubbles: true }));
/** What the browser reports when it starts or stops skipping a band (it does not bubble). */
const skippingChanges = (target: Element, skipped: boolean) =>
  target.dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped }));

test('a band is marked while the browser skips it, and unmarked once it is drawn', () => {
  skippingChanges(band, true);
  expect(band.hasAttribute(SKIPPED_BAND_ATTRIBUTE)).toBe(true);
  skippingChanges(band, false);
  expect(band.hasAttribute(SKIPPED_BAND_ATTRIBUTE)).toBe(false);
});

test('the End key draws every band before the browser jumps, and bands may be skipped again a frame after the scroll ends', async () => {
  press('End');
  expect(bandsDrawn()).toBe(true);
  document.dispatchEvent(new Event('scrollend'));
  expect(bandsDrawn()).toBe(true);
  await nextFrame();
  await nextFrame();
  expect(bandsDrawn()).toBe(false);
  press('End');
  expect(bandsDrawn()).toBe(true);
});

test('other keys leave bands below the screen skipped', () => {
  for (const key of ['PageDown', 'ArrowDown', ' ', 'Home', 'e']) press(key);
  expect(bandsDrawn()).toBe(false);
});

test("a press on the page's scrollbar draws every band; a press on the page does not", () => {
  pointerDown(document.body, 1430);
  expect(bandsDrawn()).toBe(false);
  pointerDown(root, 700);
  expect(bandsDrawn()).toBe(false);
  pointerDown(root, 1430);
  expect(bandsDrawn()).toBe(true);
});

test('once stopped, it no longer listens and leaves the bands to be skipped', () => {
  press('End');
  stop();
  expect(bandsDrawn()).toBe(false);
  press('End');
  skippingChanges(band, true);
  expect(bandsDrawn()).toBe(false);
  expect(band.hasAttribute(SKIPPED_BAND_ATTRIBUTE)).toBe(false);
});

describe('a band that settles to another height after the End key’s jump', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    Object.defineProperty(root, 'scrollHeight', { configurable: true, value: 9_651 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 8_572 });
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  async function jumpEnds() {
    document.dispatchEvent(new Event('scrollend'));
    await nextFrame();
    await nextFrame();
  }

  test('the jump goes on to the page’s end', async () => {
    press('End');
    await jumpEnds();
    expect(scrollTo).toHaveBeenCalledWith(0, 9_651);
  });

  test('not when End moved the caret in a text field', async () => {
    const field = document.body.appendChild(document.createElement('textarea'));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await jumpEnds();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
