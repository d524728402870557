import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isReleaseApp, type Workspace } from './buildOutput';
import { DeployDirectory } from './deployDirectory';
import { syncToDisk } from '../storage/durableFiles';
import { FileLock, LockBusy } from '../storage/fileLock';
import { LocalReleases } from './localReleases';
import { isReleaseRecord, RELEASE_ID_PATTERN, type ReleaseRecord } from './releaseRecord';
import { ReleaseRefused } from './errors';
import { checkedGate } from './gateResults';
import type { AuditEntry, GateResult, LiveChange, LiveReleases, ReleaseFiles, ReleaseRegistry, ReleaseToken } from './releaseRegistry';

/** How long a change waits for another one holding the lock before it is refused. */
const LOCK_WAIT_MS = 5_000;
/** The deploy directory's lock, beside what it guards. */
export const LOCK_FILE = '.deploy.lock';

/** How many release records a server keeps in memory. */
const RECORDS_KEPT = 64;

/** How often a server polls the discovery file for a change made by another process. */
const POLL_MS = 500;

/**
 * The registry of one machine, kept in its deploy directory: each release's files in
 * `<app>/<id>/`, what is live in deployments.json (as before the registry), and beside them in
 * `registry/` each release's record, the audit log and the publishing tokens' hashes.
 */
export class DiskReleaseRegistry implements ReleaseRegistry {
  readonly directory: DeployDirectory;
  /** The release folders themselves: the deploy directory is this machine's only copy of every release. */
  private readonly local: LocalReleases;
  private readonly listeners = new Set<(live: LiveReleases) => void>();
  private lastSeen: LiveReleases | undefined;
  private poll: NodeJS.Timeout | undefined;
  private readonly records = new Map<string, { stamp: string; record: ReleaseRecord | undefined }>();
  private lock: FileLock | undefined;

  constructor(root: string) {
    this.directory = new DeployDirectory(root);
    this.local = new LocalReleases(this.directory);
  }

  get location(): string {
    return this.directory.root;
  }

  get folders(): DeployDirectory {
    return this.directory;
  }

  private get registryDir(): string {
    return path.join(this.directory.root, 'registry');
  }

  private recordFile(app: Workspace, id: string): string {
    return path.join(this.registryDir, 'releases', app, `${id}.json`);
  }

  private gateFile(app: Workspace, id: string): string {
    return path.join(this.registryDir, 'gates', app, `${id}.json`);
  }

  live(): LiveReleases {
    const live = this.directory.read();
    if (live !== this.lastSeen) {
      const changed = this.lastSeen !== undefined;
      this.lastSeen = live;
      if (changed) this.listeners.forEach((listener) => listener(live));
    }
    return live;
  }

  async refresh(): Promise<LiveReleases> {
    return this.live();
  }

  onChange(listener: (live: LiveReleases) => void): () => void {
    this.listeners.add(listener);
    this.live();
    this.poll ??= setInterval(() => this.live(), POLL_MS).unref();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.poll) {
        clearInterval(this.poll);
        this.poll = undefined;
      }
    };
  }

  heldRelease(app: Workspace, id: string): ReleaseRecord | undefined {
    const file = this.recordFile(app, id);
    let stamp: string;
    try {
      const stats = statSync(file);
      stamp = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    } catch {
      return undefined;
    }
    const known = this.records.get(file);
    if (known?.stamp === stamp) return known.record;
    let record: ReleaseRecord | undefined;
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      record = isReleaseRecord(parsed) && parsed.app === app && parsed.id === id ? parsed : undefined;
    } catch {
      record = undefined;
    }
    this.records.delete(file);
    this.records.set(file, { stamp, record });
    // The records read last are the live releases and those a rollback returns to; older ones are read again if asked for.
    if (this.records.size > RECORDS_KEPT) this.records.delete(this.records.keys().next().value!);
    return record;
  }

  async release(app: Workspace, id: string): Promise<ReleaseRecord | undefined> {
    return this.heldRelease(app, id);
  }

  async releases(app: Workspace): Promise<ReleaseRecord[]> {
    return this.directory
      .versions(app)
      .map((id) => this.heldRelease(app, id))
      .filter((record): record is ReleaseRecord => record !== undefined)
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id.localeCompare(b.id));
  }

  folderOf(app: Workspace, id: string): string {
    return this.local.folderOf(app, id);
  }

  async addRelease(record: ReleaseRecord, files: ReleaseFiles): Promise<'added' | 'exists'> {
    if (this.heldRelease(record.app, record.id)) return 'exists';
    this.local.linkServerModules();
    if (!('atOrigin' in files) && !('inPlace' in files)) {
      const problem = this.local.place(record, files);
      if (problem) throw new ReleaseRefused(problem);
    }
    this.writeDurably(this.recordFile(record.app, record.id), `${JSON.stringify(record, null, 2)}\n`);
    return 'added';
  }

  async removeReleases(app: Workspace, ids: string[]): Promise<void> {
    for (const id of ids) {
      this.records.delete(this.recordFile(app, id));
      rmSync(this.recordFile(app, id), { force: true });
      rmSync(this.gateFile(app, id), { force: true });
      this.local.remove(app, id);
    }
  }

  async holdRelease(app: Workspace, id: string): Promise<ReleaseRecord | undefined> {
    return this.release(app, id);
  }

  async recordGate(result: GateResult): Promise<void> {
    const gate = checkedGate(result);
    this.withLock(() => this.writeDurably(this.gateFile(gate.app, gate.release), `${JSON.stringify(gate, null, 2)}\n`));
  }

  async gateOf(app: Workspace, id: string): Promise<GateResult | undefined> {
    // Only a release id names a file: anything else could reach outside the gates folder.
    if (!isReleaseApp(app) || !RELEASE_ID_PATTERN.test(id)) return undefined;
    let text: string;
    try {
      text = readFileSync(this.gateFile(app, id), 'utf8');
    } catch {
      return undefined;
    }
    const gate = JSON.parse(text) as GateResult;
    return gate.app === app && gate.release === id ? gate : undefined;
  }

  async switchLive(app: Workspace, change: LiveChange): Promise<LiveReleases> {
    return this.withLock(() => {
      const current = this.directory.read();
      const next: LiveReleases = { ...current, [app]: change(current) };
      this.directory.write(next);
      return this.live();
    });
  }

  async audit(entry: Omit<AuditEntry, 'at'>): Promise<void> {
    mkdirSync(this.registryDir, { recursive: true });
    appendFileSync(path.join(this.registryDir, 'audit.jsonl'), `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
  }

  async auditLog(limit = 100): Promise<AuditEntry[]> {
    const file = path.join(this.registryDir, 'audit.jsonl');
    if (!existsSync(file)) return [];
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    return lines.slice(-limit).flatMap((line) => {
      try {
        return [JSON.parse(line) as AuditEntry];
      } catch {
        return [];
      }
    });
  }

  private tokensFile(): string {
    return path.join(this.registryDir, 'tokens.json');
  }

  private readTokens(): ReleaseToken[] {
    if (!existsSync(this.tokensFile())) return [];
    const parsed: unknown = JSON.parse(readFileSync(this.tokensFile(), 'utf8'));
    return Array.isArray(parsed) ? (parsed as ReleaseToken[]) : [];
  }

  async tokens(): Promise<ReleaseToken[]> {
    return this.readTokens();
  }

  async addToken(token: ReleaseToken): Promise<void> {
    this.withLock(() => {
      const tokens = this.readTokens();
      if (tokens.some((known) => known.name === token.name)) throw new ReleaseRefused(`a token named "${token.name}" exists already`);
      this.writeDurably(this.tokensFile(), `${JSON.stringify([...tokens, token], null, 2)}\n`, 0o600);
    });
  }

  async tokenByHash(hash: string): Promise<ReleaseToken | undefined> {
    return (await this.tokens()).find((token) => token.hash === hash);
  }

  async revokeToken(name: string, at: Date): Promise<boolean> {
    return this.withLock(() => {
      const tokens = this.readTokens();
      const token = tokens.find((known) => known.name === name);
      if (!token || token.revokedAt) return false;
      token.revokedAt = at.toISOString();
      this.writeDurably(this.tokensFile(), `${JSON.stringify(tokens, null, 2)}\n`, 0o600);
      return true;
    });
  }

  async close(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    this.poll = undefined;
    this.listeners.clear();
    this.lock?.close();
    this.lock = undefined;
  }

  /** Writes beside, syncs, renames: a reader sees the old file or the new one, never half. */
  private writeDurably(file: string, text: string, mode = 0o644): void {
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
  private withLock<T>(work: () => T): T {
    mkdirSync(this.directory.root, { recursive: true });
    this.lock ??= new FileLock(path.join(this.directory.root, LOCK_FILE));
    try {
      // A change by the other side (the API or the CLI) takes milliseconds: wait for it rather than refuse.
      return this.lock.holdSync(work, LOCK_WAIT_MS);
    } catch (error) {
      if (error instanceof LockBusy) throw new ReleaseRefused(`Another release change is running: ${error.message}.`);
      throw error;
    }
  }
}
