import { formatCheck, messageOf, rootContent, servedPageProblem } from './releaseGate';

const page = (root: string, extra = '') =>
  `<!doctype html><html lang=en><head><title>t</title></head><body>${extra}<div id="root">${root}</div><script type="application/json" id="server-render-state">{}</script></body></html>`;
const rendered = '<header><div class="strip"><p>Call us</p></div></header><main id="main-content"><div><h1>PCB Assembly Services</h1></div></main><footer><div></div></footer>';

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
    expect(servedPageProblem(200, page('<header><h1>Site</h1></header>'), false)).toBe('the root element holds no <main');
  });

  it('asks a preview for its banner, which sits outside the root', () => {
    expect(servedPageProblem(200, page(rendered), true)).toMatch(/^the preview was not applied/);
    expect(servedPageProblem(200, page(rendered, '<aside class="release-preview" aria-label="Release preview"><p>…</p></aside>'), true)).toBeUndefined();
  });
});

describe('the printed lines', () => {
  it('says PASS or FAIL, the check and what it found', () => {
    expect(formatCheck({ name: '/medical: no console error', passed: true })).toBe('PASS  /medical: no console error');
    expect(formatCheck({ name: '/x: served HTML holds the page', passed: false, detail: 'answered 404, not 200' })).toBe(
      'FAIL  /x: served HTML holds the page — answered 404, not 200',
    );
  });

  it("leaves Playwright's call log out of an error's message", () => {
    expect(messageOf(new Error('locator.waitFor: Timeout 15000ms exceeded.\nCall log:\n  - waiting for locator'))).toBe('locator.waitFor: Timeout 15000ms exceeded.');
  });
});
