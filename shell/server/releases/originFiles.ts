import { ReleaseRefused } from './errors';
import { RELEASE_MOST_BYTES } from './releaseRecord';
import { messageOf } from '../ops/messageOf';

/** A team's origin is asked for a few files at a time, each within this long. */
const FETCH_TIMEOUT_MS = 10_000;
const PARALLEL_FETCHES = 8;

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
  if (
    !/^https?:$/.test(url.protocol) ||
    !origin.endsWith('/') ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    return `"${origin}" is not the http(s) address of a folder, ending in "/"`;
  }
  if (!allowed.includes(url.origin)) {
    return allowed.length === 0
      ? 'this server takes no release from an origin (RELEASE_ORIGINS is not set): send the files'
      : `${url.origin} is not one of the origins this server takes releases from (${allowed.join(', ')})`;
  }
  return null;
}

/** Bounds of a fetch from an origin; tests make them small. */
export interface OriginLimits {
  /** The most bytes all files of a release may come to together. */
  mostBytes?: number;
  /** How long one file may take, from asking for it to its last byte. */
  timeoutMs?: number;
}

/**
 * Fetches every file of a release from its origin; the digests are checked where they are stored.
 * Bytes are counted as they arrive, so an origin answering with more than the bound, or without end,
 * is cut off at the bound rather than held in memory first.
 */
export async function fetchFromOrigin(
  origin: string,
  files: readonly string[],
  limits: OriginLimits = {},
): Promise<Map<string, Buffer>> {
  const { mostBytes = RELEASE_MOST_BYTES, timeoutMs = FETCH_TIMEOUT_MS } = limits;
  const tooLarge = () => new ReleaseRefused(`the release at ${origin} is larger than ${mostBytes / 1024 / 1024} MiB`);
  // One controller for the whole release: a refusal ends every fetch of it, the refused one's included, so nothing keeps downloading.
  const release = new AbortController();
  const contents = new Map<string, Buffer>();
  let total = 0;

  const fetchFile = async (file: string): Promise<Buffer> => {
    const address = new URL(file, origin);
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      // fetch keeps its signal on the body, so the timeout also ends a body that trickles in after its headers.
      const response = await fetch(address, { signal: AbortSignal.any([release.signal, timeout]), redirect: 'error' });
      if (!response.ok) throw new ReleaseRefused(`${address.href} answered ${response.status}`);
      // A declared length past what is left is refused before a byte of the body is read.
      if (Number(response.headers.get('content-length')) > mostBytes - total) throw tooLarge();
      const chunks: Uint8Array[] = [];
      const reader = response.body?.getReader();
      // Each chunk counts toward the release's total as it arrives, and past the bound the rest is never read.
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > mostBytes) throw tooLarge();
        chunks.push(value);
      }
      return Buffer.concat(chunks);
    } catch (error) {
      if (error instanceof ReleaseRefused) throw error;
      if (timeout.aborted) throw new ReleaseRefused(`${address.href} did not arrive within ${timeoutMs / 1000} s`);
      throw new ReleaseRefused(`${address.href} could not be fetched (${messageOf(error)})`);
    }
  };

  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined && !release.signal.aborted; file = queue.shift()) {
      try {
        contents.set(file, await fetchFile(file));
      } catch (error) {
        // Only the first failure is kept as the reason: the others are this abort reaching them.
        release.abort(error);
      }
    }
  };
  // Workers never reject, so this waits until every fetch has stopped before the release is answered.
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FETCHES, files.length) }, worker));
  if (release.signal.aborted) throw release.signal.reason;
  return contents;
}
