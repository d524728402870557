import { cacheControlFor } from './cachePolicy';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControlFor', () => {
  it.each([
    // Names that stay the same across deployments: always revalidated.
    ['index.html', NO_CACHE],
    ['nested/page.html', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['mf-stats.json', NO_CACHE],
    ['remotes.json', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['remoteEntry.abcdef0123.js', NO_CACHE],
    ['static/js/remoteEntry.abcdef0123.js', NO_CACHE],
    // Content-hashed assets: cached for a year.
    ['main.0123456789.js', IMMUTABLE],
    ['static/js/main.0123456789.js', IMMUTABLE],
    ['123.abcdef01.js', IMMUTABLE],
    ['styles.0123abcd.css', IMMUTABLE],
    ['logo.deadbeef12.svg', IMMUTABLE],
    ['photo.0123456789.png', IMMUTABLE],
    ['photo.0123456789.jpg', IMMUTABLE],
    ['photo.0123456789.jpeg', IMMUTABLE],
    ['photo.0123456789.webp', IMMUTABLE],
    ['font.0123456789.woff', IMMUTABLE],
    ['font.0123456789.woff2', IMMUTABLE],
    // The build's precompressed copies: as the file they encode.
    ['main.0123456789.js.br', IMMUTABLE],
    ['styles.0123abcd.css.gz', IMMUTABLE],
    ['mf-manifest.json.gz', NO_CACHE],
    ['remoteEntry.abcdef0123.js.br', NO_CACHE],
    // Unhashed or hash-like but not hex / too short: revalidated.
    ['main.js', NO_CACHE],
    ['main.0123.js', NO_CACHE],
    ['main.ghijklmnop.js', NO_CACHE],
    ['favicon.ico', NO_CACHE],
    ['robots.txt', NO_CACHE],
    ['data.0123456789.json', NO_CACHE],
    ['.build-stamp', NO_CACHE],
  ])('%s -> %s', (fileName, expected) => {
    expect(cacheControlFor(fileName)).toBe(expected);
  });
});
