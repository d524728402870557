import type { Logger } from 'pino';
import { createLogger } from '../shell/server/ops/logging';

export interface CapturedLog {
  /** A logger as the server makes it, writing JSON lines here instead of to standard output. */
  logger: Logger;
  /** Every line written so far, parsed; empty it with `lines.length = 0`. */
  lines: Record<string, unknown>[];
  /** Every line as written, for searching the raw output. */
  text(): string;
}

/** The server's log kept in memory, so a test can read what was logged and what was not. */
export function captureLog(level: 'info' | 'debug' = 'info'): CapturedLog {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { level, pretty: false },
    {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  );
  return { logger, lines, text: () => raw.join('') };
}

/** pino's number for the warn level: lines at or above it are warnings and errors. */
export const WARN_LEVEL = 40;
export const ERROR_LEVEL = 50;
