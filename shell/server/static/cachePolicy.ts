const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files whose name stays the same across deployments must be revalidated on every load. */
const ALWAYS_REVALIDATE = [
  /\.html$/,
  /^mf-manifest\.json$/,
  /^mf-stats\.json$/,
  /^remotes\.json$/,
  /^remoteEntry(\.[0-9a-f]+)?\.js$/,
];
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|woff2?)$/;

export function cacheControlFor(fileName: string): string {
  // A precompressed file (main.1a2b3c4d5e.js.br) is the file it names, sent encoded.
  const base = (fileName.split('/').pop() ?? fileName).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.some((pattern) => pattern.test(base))) return NO_CACHE;
  if (CONTENT_HASHED.test(base)) return IMMUTABLE;
  return NO_CACHE;
}
