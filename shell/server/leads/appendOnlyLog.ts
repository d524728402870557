import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { appendFile, chmod, chown, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
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

  /**
   * Replaces the file with `edit` of the records it read (and resolves to those; undefined from
   * `edit` leaves the file be), in this log's queue so that no append of this process is lost
   * between the reading and the replacing.
   */
  rewrite(edit: (records: T[]) => T[] | undefined): Promise<T[]> {
    const rewriting = this.queue.then(async () => {
      for (;;) {
        const before = await versionOf(this.filePath);
        const records = await this.readAll();
        const edited = edit(records);
        if (!edited) return records;
        if (await this.replaceIfUnchanged(edited, before)) return records;
      }
    });
    this.queue = rewriting.catch(() => undefined);
    return rewriting;
  }

  /**
   * Written whole beside the file, fsynced and renamed over it, so a crash leaves the old file or
   * the new one; false, writing nothing, when another process changed the file since `before`,
   * whose append the new file would lose.
   */
  private async replaceIfUnchanged(records: readonly T[], before: string): Promise<boolean> {
    const draft = `${this.filePath}.${randomUUID()}.draft`;
    let renamed = false;
    try {
      await writeFile(draft, records.map((record) => `${JSON.stringify(record)}\n`).join(''), 'utf8');
      await takeOverModeAndOwner(this.filePath, draft);
      syncToDisk(draft);
      if ((await versionOf(this.filePath)) !== before) return false;
      await rename(draft, this.filePath);
      renamed = true;
    } finally {
      if (!renamed) await unlink(draft).catch(() => undefined);
    }
    syncToDisk(path.dirname(this.filePath));
    // The new file ends with a newline (or is empty), whatever the old one ended with.
    this.mayEndTorn = false;
    return true;
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

/** Changes with every append or replacement of the file. */
async function versionOf(filePath: string): Promise<string> {
  const { ino, size, mtimeMs } = await stat(filePath);
  return `${ino}:${size}:${mtimeMs}`;
}

/** The server appends to the new file too, even when the CLI that wrote it ran as another user (root). */
async function takeOverModeAndOwner(from: string, to: string): Promise<void> {
  const { mode, uid, gid } = await stat(from);
  await chmod(to, mode & 0o7777);
  await chown(to, uid, gid).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPERM') throw error;
  });
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
