import { chmodSync, chownSync, existsSync, statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

/** How long a change waits for another process holding the lock before it fails (nothing is written then). */
const DEFAULT_WAIT_MS = 10_000;
/** SQLite's answer while another connection holds the lock. */
const SQLITE_BUSY = 5;

export class LockBusy extends Error {}

/**
 * An exclusive lock that every process on this machine opening the same lock file shares, held by
 * the kernel: a holder that dies, even SIGKILLed mid-change, lets go at once, which a lock file
 * made and removed by hand never does. Node has no flock; SQLite's own file locking (node:sqlite,
 * built into Node) is the platform's way to take one. The lock file holds no data.
 */
export class FileLock {
  private readonly database: DatabaseSync;
  private queue: Promise<unknown> = Promise.resolve();

  /** `guarded` is the file the lock is for: the lock file gets its owner, so the server and a CLI run as root share it. */
  constructor(
    readonly lockFile: string,
    guarded?: string,
  ) {
    // Never opened here but by SQLite: closing any other descriptor of the file would drop this process's locks on it.
    const created = !existsSync(lockFile);
    this.database = new DatabaseSync(lockFile, { timeout: 0 });
    if (created) chmodSync(lockFile, 0o600);
    if (created && guarded && process.getuid?.() === 0) {
      const { uid, gid } = statSync(guarded);
      chownSync(lockFile, uid, gid);
    }
  }

  /** Runs `work` holding the lock, one at a time in this process; waits without blocking it while another process holds the lock. */
  hold<T>(work: () => Promise<T>, waitMs = DEFAULT_WAIT_MS): Promise<T> {
    const held = this.queue.then(async () => {
      await this.acquire(waitMs);
      try {
        return await work();
      } finally {
        this.database.exec('COMMIT');
      }
    });
    this.queue = held.catch(() => undefined);
    return held;
  }

  /** Runs synchronous `work` holding the lock, blocking up to `waitMs` for it (for code that is synchronous already). */
  holdSync<T>(work: () => T, waitMs = DEFAULT_WAIT_MS): T {
    for (const deadline = Date.now() + waitMs; !this.tryAcquire();) {
      if (Date.now() > deadline) throw new LockBusy(`another process has held ${this.lockFile} for over ${waitMs} ms`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
    try {
      return work();
    } finally {
      this.database.exec('COMMIT');
    }
  }

  close(): void {
    if (this.database.isOpen) this.database.close();
  }

  private async acquire(waitMs: number): Promise<void> {
    // Short waits first: a rewrite by the CLI takes milliseconds.
    for (let attempt = 0, deadline = Date.now() + waitMs; !this.tryAcquire(); attempt++) {
      if (Date.now() > deadline) throw new LockBusy(`another process has held ${this.lockFile} for over ${waitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(2 ** attempt, 5)));
    }
  }

  private tryAcquire(): boolean {
    try {
      this.database.exec('BEGIN EXCLUSIVE');
      return true;
    } catch (error) {
      if ((error as { errcode?: number }).errcode === SQLITE_BUSY) return false;
      throw error;
    }
  }
}
