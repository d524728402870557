/**
 * Characters a terminal would act on instead of showing: C0 controls, DEL, C1 controls,
 * the Arabic letter mark, LRM/RLM, line and paragraph separators, and the bidi embeddings,
 * overrides and isolates that can make text read differently from what it holds.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NON_PRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Text from the leads store made safe for a terminal: ESC becomes `\x1b`, U+202E becomes `\u202e`. */
export function printable(text: unknown): string {
  return String(text ?? '').replace(NON_PRINTABLE, (character) => {
    const code = character.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
