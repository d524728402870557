import { closeSync, fsyncSync, openSync } from 'node:fs';

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
