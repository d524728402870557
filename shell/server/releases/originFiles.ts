import { ReleaseRefused } from './diskReleaseRegistry';

/** A team's origin is asked for a few files at a time, each within this long. */
const FETCH_TIMEOUT_MS = 10_000;
const PARALLEL_FETCHES = 8;
/** As much as an upload may carry: a release fetched from an origin is held to the same bound. */
const MOST_BYTES = 64 * 1024 * 1024;

/**
 * Why `origin` may not be a release's origin here, or null: an http(s) folder address (ending in
 * '/') on one of the origins this server was told to take releases from.
 */
export function originProblem(origin: unknown, allowed: readonly string[]): string | null {
  if (typeof origin !== 'string') return 'the origin must be a URL';
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `"${origin}" is not a URL`;
  }
  if (!/^https?:$/.test(url.protocol) || !origin.endsWith('/') || url.search || url.hash || url.username || url.password) {
    return `"${origin}" is not the http(s) address of a folder, ending in "/"`;
  }
  if (!allowed.includes(url.origin)) {
    return allowed.length === 0
      ? 'this server takes no release from an origin (RELEASE_ORIGINS is not set): send the files'
      : `${url.origin} is not one of the origins this server takes releases from (${allowed.join(', ')})`;
  }
  return null;
}

/** Fetches every file of a release from its origin; the digests are checked where they are stored. */
export async function fetchFromOrigin(origin: string, files: readonly string[]): Promise<Map<string, Buffer>> {
  const contents = new Map<string, Buffer>();
  let total = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const address = new URL(file, origin);
      let response: Response;
      try {
        response = await fetch(address, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
      } catch (error) {
        throw new ReleaseRefused(`${address.href} could not be fetched (${error instanceof Error ? error.message : String(error)})`);
      }
      if (!response.ok) throw new ReleaseRefused(`${address.href} answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      total += bytes.length;
      if (total > MOST_BYTES) throw new ReleaseRefused(`the release at ${origin} is larger than ${MOST_BYTES / 1024 / 1024} MiB`);
      contents.set(file, bytes);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FETCHES, files.length) }, worker));
  return contents;
}
