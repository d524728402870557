/**
 * Cuts `text` to at most `max` UTF-16 units without breaking a character: never between the halves
 * of a surrogate pair (half an emoji is no text at all, and PostgreSQL refuses it), nor inside a
 * grapheme (an accent, a flag, a family emoji). The platform's Intl.Segmenter finds the boundaries,
 * and it reads only a little past `max`, so the cost follows the bound, not the text. A lone half
 * already in the text (JSON can carry one) becomes U+FFFD, so what comes out is always storable.
 */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A half of a surrogate pair without its other half. */
const LONE_HALF = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** `text` with each lone half of a surrogate pair made U+FFFD: what every store takes. */
export const wellFormed = (text: string) => text.replace(LONE_HALF, '\uFFFD');

/** How far past the bound a character may reach and still be read whole (the longest emoji sequences are about 35 units). */
const LOOKAHEAD = 64;

export function cutText(text: string, max: number): string {
  if (text.length <= max) return wellFormed(text);
  let end = 0;
  for (const { index, segment } of graphemes.segment(text.slice(0, max + LOOKAHEAD))) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return wellFormed(text.slice(0, end));
}
