import { VISIT_LANDING_KEY } from 'shared/content/leadSource';
import { rememberVisitLanding } from './rememberVisitLanding';

function visit(address: string, referrer: string) {
  window.history.replaceState(null, '', address);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  rememberVisitLanding(window);
  return JSON.parse(sessionStorage.getItem(VISIT_LANDING_KEY) ?? 'null') as unknown;
}

beforeEach(() => sessionStorage.clear());

test("the landing page's campaign and the referring site are kept for the visit; later pages change nothing", () => {
  expect(
    visit(
      '/medical?utm_source=newsletter&utm_campaign=fall&gclid=private&utm_medium=email',
      'https://www.bing.com/search?q=harness',
    ),
  ).toEqual({
    referrerHost: 'www.bing.com',
    utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'fall' },
  });
  expect(visit('/cabling-harness?utm_source=other', `${window.location.origin}/medical`)).toEqual({
    referrerHost: 'www.bing.com',
    utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'fall' },
  });
});

test('a visit from a bookmark keeps nothing but says it began', () => {
  expect(visit('/', '')).toEqual({});
});

test('our own site as referrer (a reload) is not a referring site', () => {
  expect(visit('/?utm_source=x', `${window.location.origin}/`)).toEqual({ utm: { utm_source: 'x' } });
});

test('storage that refuses does not stop the page', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(() => rememberVisitLanding(window)).not.toThrow();
  setItem.mockRestore();
});
