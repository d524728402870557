import type { Workspace } from './buildOutput';
import type { CanaryRelease, DeployDirectory } from './deployDirectory';

export type { CanaryRelease };
import type { ReleaseRecord } from './releaseRecord';

/** Which release of an app is live, and which were live before it (oldest first): a rollback returns to the last. */
export interface AppReleases {
  live: string;
  history: string[];
  /** A release shown to a share of visitors first, while `live` serves the rest. */
  canary?: CanaryRelease;
}

export type LiveReleases = Partial<Record<Workspace, AppReleases>>;

export type AuditAction =
  | 'publish'
  | 'promote'
  | 'rollback'
  | 'prune'
  | 'token-create'
  | 'token-revoke'
  | 'authenticate'
  | 'gate'
  | 'preview'
  | 'canary';

/** One line of the audit log: every publish, promote, rollback and token change, and every refusal. */
export interface AuditEntry {
  at: string;
  action: AuditAction;
  outcome: 'done' | 'refused';
  /** Who asked: a token's name, 'operator' on the server itself, or 'unknown' for a token that was not accepted. */
  actor: string;
  app?: Workspace;
  release?: string;
  reason?: string;
}

/** A publishing credential as the registry keeps it: never the token itself, only its SHA-256. */
export interface ReleaseToken {
  /** Shown in the audit log and by `npm run release -- tokens`. */
  name: string;
  /** The one app it may publish, promote and roll back. */
  app: Workspace;
  hash: string;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
}

/** The audit log: every publish, promote, rollback and token change, and every refusal, oldest first. */
export interface AuditLog {
  /** Adds a line, stamped with the time now. */
  record(entry: Omit<AuditEntry, 'at'>): Promise<void>;
  /** The latest entries, oldest first. */
  latest(limit?: number): Promise<AuditEntry[]>;
}

/** The publishing tokens, each kept as its hash. */
export interface ReleaseTokens {
  /** Refused (ReleaseRefused) when a token of that name exists already. */
  add(token: ReleaseToken): Promise<void>;
  byHash(hash: string): Promise<ReleaseToken | undefined>;
  /** Every token, oldest first, revoked ones included. */
  list(): Promise<ReleaseToken[]>;
  /** Resolves false when no token has that name or it was revoked already. */
  revoke(name: string, at: Date): Promise<boolean>;
}

/** One check of a release's gate, as `npm run release -- check` printed it. */
export interface GateCheck {
  name: string;
  passed: boolean;
  /** Why it failed, in the check's words; absent when it passed. */
  detail?: string;
}

/** The outcome of a release's gate: the checks run on the real composition through a preview before promotion. */
export interface GateResult {
  app: Workspace;
  release: string;
  passed: boolean;
  checks: GateCheck[];
  /** Who reported it: a token's name, or 'operator'. */
  actor: string;
  at: string;
}

/** A switch of one app's live release, decided from what is live at the moment it is made. */
export type LiveChange = (current: LiveReleases) => AppReleases;

/**
 * The shared record of every release of every app: what each holds (with digests), which is live,
 * the history a rollback returns to, the publishing tokens, and an audit log. On one machine it is
 * the deploy directory on disk; with a database, PostgreSQL, shared by every server.
 */
export interface ReleaseRegistry {
  /** Where it is kept, for logs: a folder or the database (never with its password). */
  readonly location: string;
  /** The releases this server has cached, as folders `<root>/<app>/<id>/`, with what is live read from the registry. */
  readonly folders: DeployDirectory;
  /**
   * The deploy directory the registry is kept in, when it is one: a folder of this machine that is the
   * registry itself, shared by every process using it. It keeps a preview secret of its own beside the
   * registry, and may hold versions deployed before releases were recorded. Absent for a fleet's
   * registry, whose servers share no folder.
   */
  readonly deployRoot?: string;
  /** What is live as of the last refresh; a server calls this on every request, so it never waits. */
  live(): LiveReleases;
  /** Reads what is live again now (a file read or a query) and returns it. */
  refresh(): Promise<LiveReleases>;
  /** Called whenever what is live changes, on whichever server the change was made. */
  onChange(listener: (live: LiveReleases) => void): () => void;
  release(app: Workspace, id: string): Promise<ReleaseRecord | undefined>;
  /** The record of a release whose files this server has cached (every live one and its history), without waiting. */
  heldRelease(app: Workspace, id: string): ReleaseRecord | undefined;
  /** Where this server caches a release's files: read only after `integrityProblem` found none. */
  folderOf(app: Workspace, id: string): string;
  /** Every release of an app, oldest first. */
  releases(app: Workspace): Promise<ReleaseRecord[]>;
  /** Records a release; 'exists' when that app already has a release of this id (nothing changes). */
  addRelease(record: ReleaseRecord, files: ReleaseFiles): Promise<'added' | 'exists'>;
  /** Forgets releases (and their stored files) that are not live and not in `app`'s history. */
  removeReleases(app: Workspace, ids: string[]): Promise<void>;
  /**
   * Switches what is live for `app` in one step, with every other switch kept out meanwhile: `change`
   * sees what is live at that moment and throws to refuse. Resolves with what is live after it.
   */
  switchLive(app: Workspace, change: LiveChange): Promise<LiveReleases>;
  /**
   * Makes this server cache a release's files (fetched and checked like a live one's) so it can be
   * previewed; resolves with its record, or undefined when the registry has no such release. A
   * server caches a few such releases besides the live ones and their history, the latest asked for.
   */
  holdRelease(app: Workspace, id: string): Promise<ReleaseRecord | undefined>;
  /** Records the outcome of a release's gate; a later result replaces an earlier one. */
  recordGate(result: GateResult): Promise<void>;
  /** The latest gate result of a release, if its gate ever ran. */
  gateOf(app: Workspace, id: string): Promise<GateResult | undefined>;
  readonly audit: AuditLog;
  readonly tokens: ReleaseTokens;
  close(): Promise<void>;
}

/**
 * The bytes of a release being published: a folder on this machine, the files themselves, files at
 * the release's origin, or (a deploy directory's own versions from before the registry) already in place.
 */
export type ReleaseFiles =
  { folder: string } | { contents: Map<string, Buffer> } | { atOrigin: true } | { inPlace: true };
