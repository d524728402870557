import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type DocumentEncoding = 'br' | 'gzip';

/** Documents up to this size are compressed at the highest level; a real page is far below it. */
const HIGHEST_LEVEL_BYTES = 256 * 1024;

/** The level falls with the size: a build answering large pages must not make the server spend seconds of CPU on each (figures in docs/benchmarks.md). */
const brotliQuality = (bytes: number) => (bytes <= HIGHEST_LEVEL_BYTES ? 11 : 5);

const compress: Record<DocumentEncoding, (html: Buffer) => Promise<Buffer>> = {
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(html.length),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (html) => promisify(gzip)(html, { level: html.length <= HIGHEST_LEVEL_BYTES ? 9 : 6 }),
};

/** The encoding a request's Accept-Encoding prefers among brotli and gzip, or undefined for none. */
export function documentEncoding(acceptEncoding: string | undefined): DocumentEncoding | undefined {
  return (negotiate(acceptEncoding ?? '', ['br', 'gzip']) as DocumentEncoding | null) ?? undefined;
}

/**
 * Each rendered document compressed once per encoding, at the highest level, and kept beside it in
 * memory: the pages are served from memory already, and compressing them again on every request was
 * most of the time a request took (figures in docs/benchmarks.md). Keyed by the document's ETag,
 * so a document rendered anew is compressed anew; the least recently used go first.
 */
export class EncodedDocuments {
  private readonly kept = new Map<string, Promise<Buffer>>();

  constructor(private readonly capacity = 400) {}

  /** Lets go of every encoding: their documents were rendered from releases that are no longer live. */
  clear(): void {
    this.kept.clear();
  }

  get(html: string, etag: string, encoding: DocumentEncoding): Promise<Buffer> {
    const key = `${encoding} ${etag}`;
    let encoded = this.kept.get(key);
    if (encoded) this.kept.delete(key);
    else encoded = compress[encoding](Buffer.from(html));
    this.kept.set(key, encoded);
    encoded.catch(() => this.kept.delete(key));
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
    return encoded;
  }
}
