import type { Check } from './check';
import { fail } from './failure';

/** Marks the preview banner the server puts on every previewed page (shell/server/releases/previews.ts). */
const PREVIEW_BANNER_MARK = 'class="release-preview"';
/** Either spelling the shell's document uses for the root element: minified (id=root) or as rendered (id="root"). */
const ROOT_OPENING = /<div\s+id=(?:"root"|'root'|root)(?:\s[^>]*)?>/i;
const DIV_TAG = /<(\/?)div\b[^>]*>/gi;

/** What the element `<div id="root">` of a document holds, or undefined when the document has none. */
export function rootContent(html: string): string | undefined {
  const opening = ROOT_OPENING.exec(html);
  if (!opening) return undefined;
  const start = opening.index + opening[0].length;
  DIV_TAG.lastIndex = start;
  let depth = 1;
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  // An unclosed root still holds everything after it, as a browser would parse it.
  return html.slice(start);
}

/** Why a served document does not hold its page (or was not previewed when it should be), or undefined when it does. */
export function servedPageProblem(status: number, html: string, expectPreview: boolean): string | undefined {
  if (status !== 200) return `answered ${status}, not 200`;
  const root = rootContent(html);
  if (root === undefined) return 'the document has no <div id="root">';
  if (root.trim() === '')
    return 'the root element is empty: the server could not render the page and sent the client-rendered document';
  const missing = ['<main', '<h1'].filter((tag) => !root.includes(tag));
  if (missing.length > 0) return `the root element holds no ${missing.join(' and no ')}`;
  if (expectPreview && !html.includes(PREVIEW_BANNER_MARK))
    return 'the preview was not applied: the document carries no preview banner (class="release-preview")';
  return undefined;
}

export const servedHtml: Check = {
  name: 'served HTML holds the page',
  proves:
    "The server's own HTML for the route, fetched with the browser's cookies (a preview's among them), is the rendered page, previewed when a preview is checked.",
  async run({ visit }) {
    const response = await visit.fetchDocument();
    const html = await response.text();
    if (response.status() === 200) visit.servedHtml = html;
    const problem = servedPageProblem(response.status(), html, visit.preview.expected);
    if (problem) fail(problem.startsWith('the preview was not applied') ? problem + visit.preview.note : problem);
  },
};
