import { messageOf } from './gate/failure';
import { controlsToPress, roleAndName, shownControl, type PageControl } from './gate/pageControls';
import { rootContent, servedPageProblem } from './gate/servedHtml';
import { formatCheck, GATE_CHECKS } from './releaseGate';

const page = (root: string, extra = '') =>
  `<!doctype html><html lang=en><head><title>t</title></head><body>${extra}<div id="root">${root}</div><script type="application/json" id="server-render-state">{}</script></body></html>`;
const rendered =
  '<header><div class="strip"><p>Call us</p></div></header><main id="main-content"><div><h1>PCB Assembly Services</h1></div></main><footer><div></div></footer>';

describe('the list of checks', () => {
  it('runs these checks, in this order, the contact form on the first route only', () => {
    expect(GATE_CHECKS.map((check) => `${check.name}${check.firstRouteOnly ? ' (first route)' : ''}`)).toEqual([
      'served HTML holds the page',
      'hydration reports no difference',
      'no console error',
      'axe finds nothing serious',
      'a press at first paint takes effect',
      'the contact form posts (first route)',
    ]);
  });

  it('says what each check proves in one sentence', () => {
    for (const check of GATE_CHECKS) expect(check.proves).toMatch(/^[^.]+\.$/);
  });
});

describe('rootContent', () => {
  it('returns everything inside the root element, nested divs included', () => {
    expect(rootContent(page(rendered))).toBe(rendered);
  });

  it('reads the minified spelling of the client-rendered document', () => {
    expect(rootContent('<body><div id=root></div></body>')).toBe('');
  });

  it('is undefined for a document without a root element', () => {
    expect(rootContent('{"error":"Not Found"}')).toBeUndefined();
  });
});

describe('servedPageProblem', () => {
  it('accepts a server-rendered page', () => {
    expect(servedPageProblem(200, page(rendered), false)).toBeUndefined();
  });

  it('refuses another status than 200', () => {
    expect(servedPageProblem(404, page(rendered), false)).toBe('answered 404, not 200');
  });

  it('refuses the empty root of a page the server could not render', () => {
    expect(servedPageProblem(200, page(''), false)).toMatch(/^the root element is empty/);
  });

  it('refuses a root without the page body or its heading', () => {
    expect(servedPageProblem(200, page('<header></header><main></main>'), false)).toBe('the root element holds no <h1');
    expect(servedPageProblem(200, page('<header><h1>Site</h1></header>'), false)).toBe(
      'the root element holds no <main',
    );
  });

  it('asks a preview for its banner, which sits outside the root', () => {
    expect(servedPageProblem(200, page(rendered), true)).toMatch(/^the preview was not applied/);
    expect(
      servedPageProblem(
        200,
        page(rendered, '<aside class="release-preview" aria-label="Release preview"><p>…</p></aside>'),
        true,
      ),
    ).toBeUndefined();
  });
});

describe('the printed lines', () => {
  it('says PASS or FAIL, the check and what it found', () => {
    expect(formatCheck({ name: '/medical: no console error', passed: true })).toBe('PASS  /medical: no console error');
    expect(
      formatCheck({ name: '/x: served HTML holds the page', passed: false, detail: 'answered 404, not 200' }),
    ).toBe('FAIL  /x: served HTML holds the page — answered 404, not 200');
  });

  it("leaves Playwright's call log out of an error's message", () => {
    expect(messageOf(new Error('locator.waitFor: Timeout 15000ms exceeded.\nCall log:\n  - waiting for locator'))).toBe(
      'locator.waitFor: Timeout 15000ms exceeded.',
    );
  });
});

describe('roleAndName', () => {
  it('reads the role and name an aria snapshot opens with, whatever follows them', () => {
    expect(roleAndName('- button "Contact Us"')).toEqual({ role: 'button', name: 'Contact Us' });
    expect(roleAndName('- button "Which certifications do you hold?" [expanded]')).toEqual({
      role: 'button',
      name: 'Which certifications do you hold?',
    });
    expect(roleAndName('- tab "Specs" [selected]:\n  - img "chip"')).toEqual({ role: 'tab', name: 'Specs' });
  });

  it('unquotes the YAML quoting of a name holding ": " and the JSON escapes inside it', () => {
    expect(roleAndName(`- 'button "Play video: A walk along our SMT assembly line"'`)).toEqual({
      role: 'button',
      name: 'Play video: A walk along our SMT assembly line',
    });
    expect(roleAndName(`- 'button "Note: it''s \\"new\\""'`)).toEqual({ role: 'button', name: 'Note: it\'s "new"' });
  });

  it('is undefined for a hidden element or one without a name', () => {
    expect(roleAndName('')).toBeUndefined();
    expect(roleAndName('- button')).toBeUndefined();
  });
});

describe('shownControl', () => {
  it('quotes the name, cuts a long one short and numbers a repeated one', () => {
    expect(shownControl({ name: 'Contact Us', nth: 0 })).toBe('"Contact Us"');
    expect(shownControl({ name: 'Contact Us', nth: 1 })).toBe('"Contact Us" (#2)');
    expect(shownControl({ name: 'How do I get a quote, and which files should I send?', nth: 0 })).toBe(
      '"How do I get a quote, and which files should I…"',
    );
  });
});

describe('controlsToPress', () => {
  const control = (kind: PageControl['kind'], name: string): PageControl => ({
    kind,
    role: kind === 'tab' ? 'tab' : 'button',
    name,
    nth: 0,
  });
  // The home page's order: a row of badge buttons, then the FAQ, then a contact button.
  const home = [
    ...['AS9100D', 'ISO 13485', 'ITAR', 'UL', 'WBENC', 'IPC-A-610', 'J-STD-001'].map((badge) =>
      control('dialog', `Show a larger view of the ${badge} badge`),
    ),
    control('expand', 'How do I get a quote?'),
    control('expand', 'Will you sign an NDA before I share my design?'),
    control('dialog', 'Contact Us'),
  ];

  test('one of each family first, so a row of alike buttons does not crowd out the rest, then the others in page order', () => {
    const { controls, leftOut } = controlsToPress(home, 6);
    expect(controls.map((chosen) => chosen.name)).toEqual([
      'Show a larger view of the AS9100D badge',
      'Show a larger view of the ISO 13485 badge',
      'Show a larger view of the ITAR badge',
      'How do I get a quote?',
      'Will you sign an NDA before I share my design?',
      'Contact Us',
    ]);
    expect(leftOut).toBe(4);
  });

  test('all of them when there are few', () => {
    expect(controlsToPress(home.slice(-3), 6)).toEqual({ controls: home.slice(-3), leftOut: 0 });
  });
});
