/** Images: a page's hero art inlined as a readable `data:` URL, every other image a file of its own. */

const INLINE_QUERY = /^\?inline$/;

/**
 * An SVG as a `data:` URL, readable and shorter than base64: whitespace collapsed, and only the
 * characters a URL or an HTML attribute cannot carry are percent-encoded (a space too: the HTML
 * standard allows none in an `src`, and the Nu HTML Checker flagged every hero image for it).
 */
export function svgDataUrl(content: Buffer | string): string {
  const svg = content.toString().replace(/\s+/g, ' ').replace(/> </g, '><').trim();
  return `data:image/svg+xml,${svg.replace(/[ %#"<>{}|\\^`[\]]/g, (character) => encodeURIComponent(character))}`;
}

/**
 * `art.svg?inline`: a page's hero art, its largest paint, travels inside the page's HTML and code.
 * As a file it would come from the remote's host, a second connection the phone waits on before
 * that paint, and the art is small. Every other image stays a file, cached and loaded lazily.
 */
const inlineArtRule = {
  test: /\.svg$/,
  resourceQuery: INLINE_QUERY,
  type: 'asset/inline',
  generator: { dataUrl: svgDataUrl },
};

/** Images. The server build uses the client's asset URLs but writes no image of its own. */
export function imageRules(target: 'browser' | 'server') {
  if (target === 'server') {
    return [
      inlineArtRule,
      { test: /\.svg$/, resourceQuery: { not: [INLINE_QUERY] }, type: 'asset/resource', generator: { emit: false } },
    ];
  }
  return [inlineArtRule, { test: /\.svg$/, resourceQuery: { not: [INLINE_QUERY] }, type: 'asset/resource' }];
}
