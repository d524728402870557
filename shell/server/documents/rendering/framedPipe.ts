/** What the server and a renderer say to each other on its pipes, and how: JSON messages, each framed by its length. */
import type { CompanyFacts } from 'shared/config';
import type { RemoteGroup } from 'shared/routes';

/** One page to render, from release folders the main process has checked. */
export interface IsolatedRenderRequest {
  shellDir: string;
  remote?: { group: RemoteGroup; distDir: string };
  routePath?: string;
  url: string;
  facts: CompanyFacts;
}

/** What the renderer answers: the HTML, a failure, or a group's module of another contract. */
export type IsolatedRenderAnswer = { html: string } | { error: string } | { contractMajor: unknown; hasPages: boolean };

/**
 * The largest answer a renderer may send: the largest real page is some hundred kilobytes, and every
 * byte read is a byte the server stores, compresses and sends, so a build answers no more than this.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * Reads the renderer's answers: each a 4-byte length, then that many bytes of JSON. The length is
 * read first, so an answer over the cap is refused before its bytes are held. Node's IPC channel
 * holds and parses a message of any size, which is why the renderer answers on a pipe of its own.
 * Each byte received is copied at most once, into its own frame: a block of many small messages
 * costs the bytes it holds, not the bytes after each message again.
 */
export class AnswerFrames {
  private chunks: Buffer[] = [];
  private size = 0;
  private stopped = false;

  constructor(
    private readonly onFrame: (body: Buffer) => void,
    private readonly onTooLarge: (bytes: number) => void,
  ) {}

  /** Reads nothing more: the renderer is being ended. */
  stop(): void {
    this.stopped = true;
    this.chunks = [];
    this.size = 0;
  }

  push(chunk: Buffer): void {
    if (this.stopped) return;
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (!this.stopped && this.size >= 4) {
      const length = this.peekLength();
      if (length > MAX_ANSWER_BYTES) {
        this.stop();
        this.onTooLarge(length);
        return;
      }
      if (this.size < 4 + length) return;
      this.take(4);
      this.onFrame(this.take(length));
    }
  }

  /** The first four bytes as a length, read across chunks without joining them. */
  private peekLength(): number {
    let length = 0;
    let read = 0;
    for (const chunk of this.chunks) {
      for (let at = 0; at < chunk.length && read < 4; at++, read++) length = length * 256 + chunk[at]!;
      if (read === 4) break;
    }
    return length;
  }

  /** The next `bytes` bytes, removed: a view of one chunk when they lie in it, else one copy of just them. */
  private take(bytes: number): Buffer {
    this.size -= bytes;
    const first = this.chunks[0]!;
    if (first.length >= bytes) {
      if (first.length === bytes) this.chunks.shift();
      else this.chunks[0] = first.subarray(bytes);
      return first.subarray(0, bytes);
    }
    const taken = Buffer.allocUnsafe(bytes);
    let filled = 0;
    while (filled < bytes) {
      const chunk = this.chunks[0]!;
      const part = Math.min(chunk.length, bytes - filled);
      chunk.copy(taken, filled, 0, part);
      filled += part;
      if (part === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(part);
    }
    return taken;
  }
}

/** A request to the renderer, framed as its answers are. */
export function frame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  return Buffer.concat([head, body]);
}

/** The answer in the one shape the server reads, or undefined: whatever else a build sends is refused. */
export function answerOf(message: Record<string, unknown>): IsolatedRenderAnswer | undefined {
  if (typeof message.html === 'string') return { html: message.html };
  if (typeof message.error === 'string') return { error: message.error };
  if ('contractMajor' in message && typeof message.hasPages === 'boolean') return { contractMajor: message.contractMajor, hasPages: message.hasPages };
  return undefined;
}
