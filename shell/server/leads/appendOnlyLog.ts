import { randomUUID } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import {
  appendFile,
  chmod,
  chown,
  open,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import { syncToDisk } from '../storage/durableFiles';
import { FileLock } from '../storage/fileLock';

/**
 * A file of JSON lines that only grows, but for whole rewrites. `append` resolves after the bytes
 * are fsynced, so whatever it acknowledged survives a crash or power cut. A torn last line (a
 * crash mid-write) is skipped when reading.
 *
 * Every append and every rewrite, by any process (the server, `npm run leads`), holds the file's
 * lock (`<file>.lock`): an append lands either before a rewrite reads the file, and is kept, or
 * after the rewritten file is in place, and goes into it. None can land in a file being replaced.
 */
export class AppendOnlyLog<T> {
  private readonly lock: FileLock;

  constructor(
    readonly filePath: string,
    /** Whether a parsed line is a record at all: any other JSON (a `null`, a `{}`) is skipped as a torn line is. */
    private readonly isRecord: (value: unknown) => value is T,
  ) {
    const directory = path.dirname(filePath);
    mkdirSync(directory, { recursive: true, mode: PRIVATE_FOLDER });
    // Make the file's directory entry itself durable before the first record relies on it.
    closeSync(openSync(filePath, 'a', PRIVATE_FILE));
    syncToDisk(directory);
    // Leads are personal data: readable by the server's user only, also where an older version left them open.
    keepPrivate(directory, PRIVATE_FOLDER);
    keepPrivate(filePath, PRIVATE_FILE);
    this.lock = new FileLock(`${filePath}.lock`, filePath);
  }

  append(record: T): Promise<void> {
    return this.lock.hold(async () => {
      const handle = await open(this.filePath, 'a+');
      try {
        // A torn last line (a crash or a failed write mid-record, by any process): the record starts on a line of its own.
        const torn = await endsTorn(handle);
        await handle.appendFile(`${torn ? '\n' : ''}${JSON.stringify(record)}\n`, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
  }

  /**
   * Replaces the file with `edit` of the records it read (and resolves to those; undefined from
   * `edit` leaves the file be). Written whole beside the file, fsynced and renamed over it, so a
   * crash leaves the old file or the new one.
   */
  rewrite(edit: (records: T[]) => T[] | undefined): Promise<T[]> {
    return this.lock.hold(async () => {
      // Under the lock no other rewrite is under way: a draft left now is one a killed rewrite left, and
      // may hold a person erased since.
      await removeLeftDrafts(this.filePath);
      const records = await this.readAll();
      const edited = edit(records);
      if (edited) await this.replace(edited);
      return records;
    });
  }

  private async replace(records: readonly T[]): Promise<void> {
    const draft = `${this.filePath}.${randomUUID()}.draft`;
    let renamed = false;
    try {
      await writeFile(draft, records.map((record) => `${JSON.stringify(record)}\n`).join(''), {
        encoding: 'utf8',
        mode: PRIVATE_FILE,
      });
      await takeOverModeAndOwner(this.filePath, draft);
      syncToDisk(draft);
      await rename(draft, this.filePath);
      renamed = true;
    } finally {
      if (!renamed) await unlink(draft).catch(() => undefined);
    }
    syncToDisk(path.dirname(this.filePath));
  }

  close(): void {
    this.lock.close();
  }

  async readAll(): Promise<T[]> {
    const text = await readFile(this.filePath, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    const records: T[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        // A torn write from a crash: the request was never acknowledged, so nothing is lost.
        continue;
      }
      // JSON that is no record (a hand edit, another program's line) holds no lead to keep: it must not stop the store.
      if (this.isRecord(value)) records.push(value);
    }
    return records;
  }
}

const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/** Takes group's and others' access away from a file or folder this process owns. */
function keepPrivate(target: string, mode: number): void {
  const { mode: current, uid } = statSync(target);
  if ((current & 0o077) !== 0 && (process.getuid === undefined || uid === process.getuid())) chmodSync(target, mode);
}

/** Removes the drafts a rewrite of `filePath` killed midway left beside it. */
async function removeLeftDrafts(filePath: string): Promise<void> {
  const prefix = `${path.basename(filePath)}.`;
  for (const name of await readdir(path.dirname(filePath)))
    if (name.startsWith(prefix) && name.endsWith('.draft'))
      await unlink(path.join(path.dirname(filePath), name)).catch(() => undefined);
}

/** The server appends to the new file too, even when the CLI that wrote it ran as another user (root). */
async function takeOverModeAndOwner(from: string, to: string): Promise<void> {
  const { mode, uid, gid } = await stat(from);
  await chmod(to, mode & 0o7777);
  await chown(to, uid, gid).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPERM') throw error;
  });
}

/** Whether the file ends in a line cut short: anything but a newline as its last byte. */
async function endsTorn(handle: FileHandle): Promise<boolean> {
  const { size } = await handle.stat();
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] !== 0x0a;
}

/** Exposed for tests that simulate a crash mid-write. */
export async function appendRaw(filePath: string, text: string): Promise<void> {
  await appendFile(filePath, text, 'utf8');
}
