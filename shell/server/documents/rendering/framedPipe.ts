/** What the server and a renderer say to each other on its pipes, and how: JSON messages, each framed by its length. */
import { cutText } from 'shared/text';
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
 * The largest answer a renderer may send, well above the largest real page: every
 * byte read is a byte the server stores, compresses and sends, so a build answers no more than this.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** A message begun must be whole this soon: a renderer writes each in one go, and a frame trickled in a byte at a time costs the server a read per byte. */
export const FRAME_DEADLINE_MS = 1000;

/**
 * Reads the renderer's answers: each a 4-byte length, then that many bytes of JSON. The length is
 * read first, so an answer over the cap is refused before its bytes are held. Node's IPC channel
 * holds and parses a message of any size, which is why the renderer answers on a pipe of its own.
 * A message's bytes go into one buffer of its length as they arrive, each copied once: many small
 * messages in a block cost their own length, and one message in many small writes holds no more
 * than its length; it must be whole within FRAME_DEADLINE_MS of its first byte.
 */
export class AnswerFrames {
  private readonly head = Buffer.alloc(4);
  private headFilled = 0;
  private body: Buffer | undefined;
  private bodyFilled = 0;
  private startedAt = 0;
  private stopped = false;
  /** Set while a message is incomplete between reads: it must be whole by then, whether or not more bytes come. */
  private deadline?: NodeJS.Timeout;

  constructor(
    private readonly onFrame: (body: Buffer) => void,
    private readonly onRefused: (kind: 'answer_too_large' | 'bad_answer', detail: string) => void,
  ) {}

  /** Reads nothing more: the renderer is being ended. */
  stop(): void {
    this.stopped = true;
    this.body = undefined;
    clearTimeout(this.deadline);
  }

  private tooSlow(): void {
    this.stop();
    this.onRefused('bad_answer', `the renderer took more than ${FRAME_DEADLINE_MS} ms to write one message`);
  }

  push(chunk: Buffer): void {
    if (this.stopped) return;
    this.read(chunk);
    const incomplete = !this.stopped && this.headFilled + this.bodyFilled > 0;
    if (incomplete && !this.deadline)
      this.deadline = setTimeout(
        () => this.tooSlow(),
        Math.max(0, this.startedAt + FRAME_DEADLINE_MS - Date.now()),
      ).unref();
    if (!incomplete && this.deadline) {
      clearTimeout(this.deadline);
      this.deadline = undefined;
    }
  }

  private read(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length && !this.stopped) {
      if (this.headFilled === 0 && this.bodyFilled === 0) this.startedAt = Date.now();
      if (this.headFilled < 4) {
        const part = Math.min(4 - this.headFilled, chunk.length - at);
        chunk.copy(this.head, this.headFilled, at, at + part);
        this.headFilled += part;
        at += part;
        if (this.headFilled < 4) return;
        const length = this.head.readUInt32BE(0);
        if (length > MAX_ANSWER_BYTES) {
          this.stop();
          return this.onRefused(
            'answer_too_large',
            `the renderer sent an answer of ${length} bytes; at most ${MAX_ANSWER_BYTES} are read`,
          );
        }
        this.body = Buffer.allocUnsafe(length);
        this.bodyFilled = 0;
      }
      const body = this.body!;
      const part = Math.min(body.length - this.bodyFilled, chunk.length - at);
      chunk.copy(body, this.bodyFilled, at, at + part);
      this.bodyFilled += part;
      at += part;
      if (this.bodyFilled === body.length) {
        this.headFilled = 0;
        this.bodyFilled = 0;
        this.body = undefined;
        clearTimeout(this.deadline);
        this.deadline = undefined;
        this.onFrame(body);
      }
    }
  }
}

/** The fields a message of the protocol may carry: every message is one flat object of these, nothing nested. */
const MESSAGE_FIELDS = new Set(['ready', 'attempt', 'id', 'html', 'error', 'refused', 'contractMajor', 'hasPages']);
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The message as a flat object of known fields, or undefined. The bytes are scanned first, in one
 * pass, for any object or array inside the outer one: JSON.parse of a deeply nested value costs far
 * more than its length, and no message of ours nests.
 */
export function flatMessage(body: Buffer): Record<string, unknown> | undefined {
  if (body[0] !== OPEN_BRACE) return undefined;
  let inString = false;
  for (let at = 1; at < body.length; at++) {
    const byte = body[at]!;
    if (inString) {
      if (byte === BACKSLASH) at++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) return undefined;
  }
  let message: unknown;
  try {
    message = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined;
  return Object.keys(message).every((field) => MESSAGE_FIELDS.has(field))
    ? (message as Record<string, unknown>)
    : undefined;
}

/** A request to the renderer, framed as its answers are. */
export function frame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  return Buffer.concat([head, body]);
}

/** The most of a build's error message the server keeps: a failed page's log line, not a megabyte of it. */
export const MAX_SAID_CHARS = 1000;

/** The answer in the one shape the server reads, or undefined: whatever else a build sends is refused. */
export function answerOf(message: Record<string, unknown>): IsolatedRenderAnswer | undefined {
  if (typeof message.html === 'string') return { html: message.html };
  // What a build says of itself reaches the log with every page that fails: cut to a line's length, as its output is.
  // Control characters become '?': each would be six characters in a JSON log line.
  if (typeof message.error === 'string')
    return { error: cutText(message.error, MAX_SAID_CHARS).replace(/\p{Cc}/gu, '?') };
  if ('contractMajor' in message && typeof message.hasPages === 'boolean') {
    const declared =
      typeof message.contractMajor === 'string' ? cutText(message.contractMajor, 100) : message.contractMajor;
    return { contractMajor: declared, hasPages: message.hasPages };
  }
  return undefined;
}
