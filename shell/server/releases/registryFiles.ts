import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { syncToDisk } from '../storage/durableFiles';
import { FileLock, LockBusy } from '../storage/fileLock';
import { ReleaseRefused } from './errors';

/** How long a change waits for another one holding the lock before it is refused. */
const LOCK_WAIT_MS = 5_000;
/** The deploy directory's lock, beside what it guards. */
export const LOCK_FILE = '.deploy.lock';

/**
 * The registry's own files in a deploy directory, in `registry/` beside the release folders: each
 * release's record and gate, the audit log and the publishing tokens' hashes. Each is replaced
 * whole, and changes are made one at a time across every process using the directory.
 */
export class RegistryFiles {
  private lock: FileLock | undefined;

  constructor(readonly root: string) {}

  /** A file of the registry, by its path inside `registry/`. */
  file(...parts: string[]): string {
    return path.join(this.root, 'registry', ...parts);
  }

  /** Writes beside, syncs, renames: a reader sees the old file or the new one, never half. */
  writeDurably(file: string, text: string, mode = 0o644): void {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, text, { mode });
    chmodSync(temporary, mode);
    syncToDisk(temporary);
    renameSync(temporary, file);
    syncToDisk(path.dirname(file));
  }

  /**
   * One change at a time, across every process using this directory (a server's API and `npm run
   * deploy`), under a kernel lock (FileLock): a change killed half-way holds back no later one.
   */
  withLock<T>(work: () => T): T {
    mkdirSync(this.root, { recursive: true });
    this.lock ??= new FileLock(path.join(this.root, LOCK_FILE));
    try {
      // A change by the other side (the API or the CLI) takes milliseconds: wait for it rather than refuse.
      return this.lock.holdSync(work, LOCK_WAIT_MS);
    } catch (error) {
      if (error instanceof LockBusy) throw new ReleaseRefused(`Another release change is running: ${error.message}.`);
      throw error;
    }
  }

  close(): void {
    this.lock?.close();
    this.lock = undefined;
  }
}
