import { readFileSync, rmSync, statSync } from 'node:fs';
import { isReleaseApp, type Workspace } from './buildOutput';
import { DeployDirectory } from './deployDirectory';
import { DiskAuditLog } from './auditLogs';
import { LocalReleases } from './localReleases';
import { RegistryFiles } from './registryFiles';
import { isReleaseRecord, RELEASE_ID_PATTERN, type ReleaseRecord } from './releaseRecord';
import { ReleaseRefused } from './errors';
import { checkedGate } from './gateResults';
import type { GateResult, LiveChange, LiveReleases, ReleaseFiles, ReleaseRegistry } from './releaseRegistry';
import { DiskReleaseTokens } from './tokenStores';

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
  private readonly files: RegistryFiles;
  readonly audit: DiskAuditLog;
  readonly tokens: DiskReleaseTokens;

  constructor(root: string) {
    this.directory = new DeployDirectory(root);
    this.local = new LocalReleases(this.directory);
    this.files = new RegistryFiles(root);
    this.audit = new DiskAuditLog(this.files);
    this.tokens = new DiskReleaseTokens(this.files);
  }

  get location(): string {
    return this.directory.root;
  }

  get deployRoot(): string {
    return this.directory.root;
  }

  get folders(): DeployDirectory {
    return this.directory;
  }

  private recordFile(app: Workspace, id: string): string {
    return this.files.file('releases', app, `${id}.json`);
  }

  private gateFile(app: Workspace, id: string): string {
    return this.files.file('gates', app, `${id}.json`);
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
    this.files.writeDurably(this.recordFile(record.app, record.id), `${JSON.stringify(record, null, 2)}\n`);
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
    this.files.withLock(() =>
      this.files.writeDurably(this.gateFile(gate.app, gate.release), `${JSON.stringify(gate, null, 2)}\n`),
    );
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
    return this.files.withLock(() => {
      const current = this.directory.read();
      const next: LiveReleases = { ...current, [app]: change(current) };
      this.directory.write(next);
      return this.live();
    });
  }

  async close(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    this.poll = undefined;
    this.listeners.clear();
    this.files.close();
  }
}
