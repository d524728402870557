import { escapeMarkup } from '../http/markup';
import { PREVIEW_PATHS } from '../releases/previews';
import type { Preview } from '../releases/previewTokens';

/** The preview pages' own stylesheet: the banner, and the link's and the end's pages. Visitors who are not previewing load none of it. */
export const PREVIEW_CSS = `.release-preview{margin:0;padding:.5rem 1rem;background:#fff3bf;color:#1b1b1b;border-bottom:2px solid #8a6d00;font:600 .95rem/1.4 system-ui,sans-serif;text-align:center}
.release-preview p{margin:0}
.release-preview a{color:#0b2545;text-decoration:underline;margin-left:.5rem}
.release-preview a:focus-visible{outline:3px solid #0b2545;outline-offset:2px}
@media (max-width:40em){.release-preview{font-size:.85rem}}
.preview-open{max-width:36rem;margin:3rem auto;padding:0 1rem;font:1rem/1.5 system-ui,sans-serif;color:#1b1b1b}
.preview-open dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
.preview-open dt{font-weight:600}
.preview-open dd{margin:0;overflow-wrap:anywhere}
.preview-open button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:2px solid #0b2545;border-radius:4px;background:#0b2545;color:#fff;cursor:pointer}
.preview-open button:focus-visible,.preview-open a:focus-visible{outline:3px solid #8a6d00;outline-offset:2px}
.preview-open a{color:#0b2545}
`;

/** A time as a person reads it on the open page and the banner. */
const shownTime = (seconds: number) =>
  new Date(seconds * 1000)
    .toISOString()
    .replace(/\.\d+Z$/, ' UTC')
    .replace('T', ' ');

/**
 * What a preview link shows: what would open, for whom and until when, and one button. Nothing is
 * set until the button is pressed, so a link followed from an e-mail or another site switches
 * nobody to staged code.
 */
export function openPage(preview: Preview, token: string, to: string | undefined, liveUrl: string): string {
  const rows = [
    ...Object.entries(preview.releases).map(([app, id]) => [
      app === preview.app ? 'Release' : `Release of ${app}`,
      `${app} ${id}`,
    ]),
    ['Link made by', preview.by],
    ['Open until', shownTime(preview.expires)],
  ];
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>Open a release preview</title><link rel="stylesheet" href="${PREVIEW_PATHS.stylesheet}"></head><body><main class="preview-open">` +
    `<h1>Open a release preview?</h1><p>This link shows a release that is not live, in this browser only. Everyone else keeps seeing the live site.</p>` +
    `<dl>${rows.map(([term, value]) => `<dt>${escapeMarkup(term!)}</dt><dd>${escapeMarkup(value!)}</dd>`).join('')}</dl>` +
    `<form method="post" action="${PREVIEW_PATHS.open}"><input type="hidden" name="token" value="${escapeMarkup(token)}">` +
    `${to ? `<input type="hidden" name="to" value="${escapeMarkup(to)}">` : ''}<p><button type="submit">Open the preview</button></p></form>` +
    `<p>Not what you expected? <a href="${escapeMarkup(liveUrl)}">Go to the live site</a> instead.</p></main></body></html>`
  );
}

/** What ending a preview shows: it is over, and where the live site is. */
export function endedPage(liveUrl: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>Preview ended</title><link rel="stylesheet" href="${PREVIEW_PATHS.stylesheet}"></head><body><main class="preview-open">` +
    `<h1>The preview has ended</h1><p>This browser no longer sees the staged release.</p><p><a href="${escapeMarkup(liveUrl)}">Go to the live site</a></p></main></body></html>`
  );
}

/**
 * The banner on every previewed page, outside the page React renders (so hydration never sees it),
 * with its own stylesheet: visitors who are not previewing load nothing for it.
 */
export function withPreviewBanner(html: string, preview: Preview): string {
  const names = Object.entries(preview.releases)
    .map(([app, id]) => `${app} ${id}`)
    .join(', ');
  const expires = shownTime(preview.expires);
  const banner =
    `<aside class="release-preview" aria-label="Release preview"><p>You are previewing ${escapeMarkup(names)}, which is not live. ` +
    `Everyone else sees the live site. This preview ends ${escapeMarkup(expires)}. <a href="${PREVIEW_PATHS.end}">End the preview</a></p></aside>`;
  return html
    .replace('</head>', `<link rel="stylesheet" href="${PREVIEW_PATHS.stylesheet}"></head>`)
    .replace(/<body([^>]*)>/, (body) => `${body}${banner}`);
}

/** A preview link or request that cannot be used, and why, with the way to a new link and to the live site. */
export function refusalPage(reason: string, liveUrl: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview not available</title></head><body><main>` +
    `<h1>This preview link cannot be used</h1><p>${escapeMarkup(reason)}.</p><p>Ask for a new link with <code>npm run release -- preview</code>, or <a href="${escapeMarkup(liveUrl)}">go to the live site</a>.</p></main></body></html>`
  );
}
