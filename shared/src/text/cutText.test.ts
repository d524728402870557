import { cutText } from './cutText';

/** Whether a string is well-formed UTF-16: every surrogate in a pair, so UTF-8 (and PostgreSQL) keeps it as it is. */
const wellFormed = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text)) === text;

describe('cutText', () => {
  it('leaves text within the bound as it is', () => {
    expect(cutText('Northwind Robotics', 200)).toBe('Northwind Robotics');
    expect(cutText('', 5)).toBe('');
  });

  it('cuts plain text at the bound exactly', () => {
    expect(cutText('abcdefghij', 4)).toBe('abcd');
  });

  it('never keeps half of an emoji whose pair the bound falls between', () => {
    const text = `${'a'.repeat(199)}😀 and more`;
    const cut = cutText(text, 200);
    expect(cut).toBe('a'.repeat(199));
    expect(wellFormed(cut)).toBe(true);
    // The naive cut breaks it: this is what PostgreSQL refused.
    expect(wellFormed(text.slice(0, 200))).toBe(false);
  });

  it('keeps a flag, an accent and a family whole or not at all', () => {
    expect(cutText('ab🇺🇸', 3)).toBe('ab');
    expect(cutText('ab🇺🇸', 6)).toBe('ab🇺🇸');
    expect(cutText('cafe\u0301 bar', 4)).toBe('caf');
    const family = '👩‍👩‍👧‍👦';
    expect(cutText(`x${family}`, family.length)).toBe('x');
  });

  it('makes a lone half already in the text a replacement character, within the bound or past it', () => {
    expect(cutText('a\ud83db', 10)).toBe('a\ufffdb');
    expect(cutText('a\ud83db and more', 3)).toBe('a\ufffdb');
  });

  it('cuts a very long text of pairs on a pair boundary', () => {
    expect(cutText('😀'.repeat(5_000_000), 201)).toBe('😀'.repeat(100));
  });
});
