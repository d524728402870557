/**
 * Hero art travels inside the page as a `data:` URL (`art.svg?inline`). It must decode to the
 * same drawing, carry nothing that ends an HTML attribute or a URL early, and stay small.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { svgDataUrl } from './inlineArt';

const repoRoot = path.resolve(__dirname, '../..');
const contentDir = path.join(repoRoot, 'shared/src/content');
const PREFIX = 'data:image/svg+xml,';

const inlinedArt = readdirSync(contentDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return [...readFileSync(file, 'utf8').matchAll(/from '([^']+\.svg)\?inline'/g)].map((match) =>
      path.resolve(path.dirname(file), match[1]!),
    );
  });

test('every page hero with art inlines it, and only hero art is inlined', () => {
  expect(inlinedArt.length).toBeGreaterThanOrEqual(13);
  for (const file of new Set(inlinedArt)) {
    expect(path.relative(repoRoot, file)).toMatch(/^shared\/src\/assets\/illustrations\/[\w-]+\.svg$/);
  }
});

test.each([...new Set(inlinedArt)].map((file) => [path.basename(file), file]))(
  '%s as a data URL decodes to the same drawing',
  (_name, file) => {
    const svg = readFileSync(file, 'utf8');
    const url = svgDataUrl(readFileSync(file));
    expect(url.startsWith(PREFIX)).toBe(true);
    const body = url.slice(PREFIX.length);
    expect(body).not.toMatch(/["#<>\s]/);
    expect(decodeURIComponent(body)).toBe(svg.replace(/\s+/g, ' ').replace(/> </g, '><').trim());
    expect(new URL(url).protocol).toBe('data:');
    expect(Buffer.byteLength(url)).toBeLessThan(6 * 1024);
  },
);

test('a data URL keeps a literal percent sign, a space and a hash as their escapes', () => {
  expect(svgDataUrl('<svg><text>100% #1</text></svg>')).toBe(
    'data:image/svg+xml,%3Csvg%3E%3Ctext%3E100%25%20%231%3C/text%3E%3C/svg%3E',
  );
});
