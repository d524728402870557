/** What a renderer prints reaches the server's log a line at a time, within a budget: a build flooding its output fills neither memory nor disk. */

/** The longest line of a renderer's output that reaches the log; the rest of the line is left out. */
const LOG_LINE_CHARS = 2000;
/** What a renderer may write to the log a minute, in characters: past it, a build flooding its output fills no disk. */
const LOG_CHARS_PER_MINUTE = 256 * 1024;
/** What a line costs the budget beyond its characters: a log entry of its own, so that empty lines are not free (4,096 a minute at most). */
const LINE_COST = 64;

/** Splits output into lines without ever holding more than one line's first LOG_LINE_CHARS: an endless line costs no memory. */
export class LineSplitter {
  private partial = '';

  constructor(private readonly emit: (line: string) => void) {}

  write(chunk: string): void {
    let start = 0;
    for (let newline = chunk.indexOf('\n'); ; newline = chunk.indexOf('\n', start)) {
      const piece = newline === -1 ? chunk.slice(start) : chunk.slice(start, newline);
      if (this.partial.length < LOG_LINE_CHARS) this.partial += piece.slice(0, LOG_LINE_CHARS - this.partial.length);
      if (newline === -1) return;
      this.emit(this.partial.replace(/\r$/, ''));
      this.partial = '';
      start = newline + 1;
    }
  }

  end(): void {
    if (this.partial) this.emit(this.partial);
    this.partial = '';
  }
}

/**
 * So many characters a minute, a line at a time; the lines dropped past them are counted and said
 * once the minute is over. `overrun` is told at once, the first time a minute's budget runs out.
 */
export class LogBudget {
  private windowStart = Date.now();
  private taken = 0;
  private dropped = 0;

  constructor(
    private readonly report: (dropped: number) => void,
    private readonly overrun: () => void = () => undefined,
  ) {}

  take(line: string): boolean {
    return this.charge(line.length + LINE_COST);
  }

  /**
   * Output as it is read, before it is split into lines: a line that never ends, or is cut to its
   * first LOG_LINE_CHARS, costs what was read of it. Its lines then cost LINE_COST each (`take('')`).
   */
  read(characters: number): boolean {
    return this.charge(characters);
  }

  private charge(characters: number): boolean {
    if (Date.now() - this.windowStart >= 60_000) this.close();
    if (this.taken + characters <= LOG_CHARS_PER_MINUTE) {
      this.taken += characters;
      return true;
    }
    if (this.dropped === 0) {
      setTimeout(() => this.close(), Math.max(0, this.windowStart + 60_000 - Date.now())).unref();
      this.overrun();
    }
    this.dropped++;
    return false;
  }

  /** Says what was dropped, and starts a new minute. */
  close(): void {
    if (this.dropped > 0) this.report(this.dropped);
    this.windowStart = Date.now();
    this.taken = 0;
    this.dropped = 0;
  }
}
