import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Flushes a file's bytes, or a directory's entries, to the disk. A file renamed or created in a
 * directory survives a power cut only once the directory itself has been synced too.
 */
export function syncToDisk(fileOrDirectory: string): void {
  const handle = openSync(fileOrDirectory, 'r');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
}

/**
 * Makes `file` hold `text` unless it exists already, and returns what it holds: written whole to a
 * draft of its own, synced, then linked into place. The link fails if another process got there
 * first (its text is returned), and a crash at any point leaves either no file or the whole one,
 * never an empty or half-written secret. Readable by the server's user only.
 */
export function createOnce(file: string, text: string): string {
  const draft = `${file}.${randomUUID()}.draft`;
  writeFileSync(draft, text, { mode: 0o600, flag: 'wx' });
  try {
    syncToDisk(draft);
    linkSync(draft, file);
    syncToDisk(path.dirname(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8');
}
