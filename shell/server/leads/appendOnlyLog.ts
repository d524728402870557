import { closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { appendFile, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { syncToDisk } from '../durableFiles';

/**
 * A file of JSON lines that only grows. `append` resolves after the bytes are fsynced, so
 * whatever it acknowledged survives a crash or power cut. A torn last line (a crash mid-write)
 * is skipped when reading.
 */
export class AppendOnlyLog<T> {
  private queue: Promise<unknown> = Promise.resolve();
  /**
   * The file may end in a torn line (a crash or a failed write mid-record): the next record
   * starts on a line of its own, or it would be glued to the torn one and unreadable.
   */
  private mayEndTorn: boolean;

  constructor(readonly filePath: string) {
    const directory = path.dirname(filePath);
    mkdirSync(directory, { recursive: true });
    // Make the file's directory entry itself durable before the first record relies on it.
    closeSync(openSync(filePath, 'a'));
    syncToDisk(directory);
    this.mayEndTorn = !endsWithNewlineOrEmpty(filePath);
  }

  append(record: T): Promise<void> {
    // One writer at a time keeps lines whole and in order.
    const write = this.queue.then(async () => {
      const line = `${this.mayEndTorn ? '\n' : ''}${JSON.stringify(record)}\n`;
      const handle = await open(this.filePath, 'a');
      try {
        this.mayEndTorn = true;
        await handle.appendFile(line, 'utf8');
        await handle.sync();
        this.mayEndTorn = false;
      } finally {
        await handle.close();
      }
    });
    this.queue = write.catch(() => undefined);
    return write;
  }

  async readAll(): Promise<T[]> {
    const text = await readFile(this.filePath, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    const records: T[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        records.push(JSON.parse(line) as T);
      } catch {
        // A torn write from a crash: the request was never acknowledged, so nothing is lost.
      }
    }
    return records;
  }
}

function endsWithNewlineOrEmpty(filePath: string): boolean {
  const { size } = statSync(filePath);
  if (size === 0) return true;
  const last = Buffer.alloc(1);
  const handle = openSync(filePath, 'r');
  try {
    readSync(handle, last, 0, 1, size - 1);
  } finally {
    closeSync(handle);
  }
  return last[0] === 0x0a;
}

/** Exposed for tests that simulate a crash mid-write. */
export async function appendRaw(filePath: string, text: string): Promise<void> {
  await appendFile(filePath, text, 'utf8');
}
