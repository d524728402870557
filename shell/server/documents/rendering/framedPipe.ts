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

/** The largest answer a renderer may send: a page is some hundred kilobytes, and no build makes the server hold more than this. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * Reads the renderer's answers: each a 4-byte length, then that many bytes of JSON. The length is
 * read first, so an answer over the cap is refused before its bytes are held. Node's IPC channel
 * holds and parses a message of any size, which is why the renderer answers on a pipe of its own.
 */
export class AnswerFrames {
  private chunks: Buffer[] = [];
  private size = 0;
  private refused = false;

  constructor(
    private readonly onFrame: (body: Buffer) => void,
    private readonly onTooLarge: (bytes: number) => void,
  ) {}

  push(chunk: Buffer): void {
    if (this.refused) return;
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size >= 4) {
      const head = this.chunks[0]!.length >= 4 ? this.chunks[0]! : Buffer.concat(this.chunks, this.size);
      const length = head.readUInt32BE(0);
      if (length > MAX_ANSWER_BYTES) {
        this.refused = true;
        this.chunks = [];
        this.onTooLarge(length);
        return;
      }
      if (this.size < 4 + length) return;
      const all = Buffer.concat(this.chunks, this.size);
      const rest = all.subarray(4 + length);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.size = rest.length;
      this.onFrame(all.subarray(4, 4 + length));
    }
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
