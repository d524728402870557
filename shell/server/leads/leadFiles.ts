/** The file store's three files in its data directory, each appended to but for whole rewrites, and the queue that changes them one at a time. */
import { closeSync, fstatSync, openSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { contactFields } from 'shared/content/contact';
import { AppendOnlyLog } from './appendOnlyLog';
import type { LeadHold, StoredLead } from './leadStore';

/**
 * A line of leads.jsonl: the lead, the key of the form it came from when the request had one, and
 * its form token's nonce. Lines written before sources were recorded have no source: read as {}.
 */
export interface LeadRecord extends Omit<StoredLead, 'source'> {
  source?: StoredLead['source'];
  idempotencyKey?: string;
  tokenNonce?: string;
}

/** A line of holds.jsonl: a lead's hold as it became (released, or its challenge failed); the last line wins. */
export interface HoldRecord {
  leadId: string;
  hold: LeadHold;
}

export interface DeliveryRecord {
  leadId: string;
  deliveredAt: string;
  status: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A line of leads.jsonl as the store writes it: an id, when, and the six fields as text. */
export function isLeadRecord(value: unknown): value is LeadRecord {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.receivedAt === 'string' &&
    isObject(value.fields) &&
    contactFields.every(({ name }) => typeof (value.fields as Record<string, unknown>)[name] === 'string') &&
    (value.source === undefined || isObject(value.source)) &&
    (value.hold === undefined || isLeadHold(value.hold))
  );
}

function isLeadHold(value: unknown): value is LeadHold {
  return isObject(value) && Array.isArray(value.reasons);
}

export function isDeliveryRecord(value: unknown): value is DeliveryRecord {
  return isObject(value) && typeof value.leadId === 'string' && typeof value.deliveredAt === 'string';
}

export function isHoldRecord(value: unknown): value is HoldRecord {
  return isObject(value) && typeof value.leadId === 'string' && isLeadHold(value.hold);
}

export function storedLead(
  { id, receivedAt, fields, source = {}, hold }: LeadRecord,
  holds?: ReadonlyMap<string, LeadHold>,
): StoredLead {
  const latestHold = holds?.get(id) ?? hold;
  return latestHold ? { id, receivedAt, fields, source, hold: latestHold } : { id, receivedAt, fields, source };
}

/** What the files hold when they are loaded: every lead's line, the ids delivered, and each lead's latest hold. */
export interface LoadedFiles {
  records: readonly LeadRecord[];
  delivered: ReadonlySet<string>;
  holds: ReadonlyMap<string, LeadHold>;
}

export class LeadFiles {
  readonly leads: AppendOnlyLog<LeadRecord>;
  readonly deliveries: AppendOnlyLog<DeliveryRecord>;
  readonly holds: AppendOnlyLog<HoldRecord>;
  private holdsSizeSeen = -1;
  /**
   * The leads.jsonl the maps were loaded from, kept open so that its inode number is not given to
   * another file: a different number at the path then surely means the file was rewritten.
   */
  private loadedLeadsFile: { handle: number; inode: number } | undefined;
  private adding: Promise<unknown> = Promise.resolve();

  constructor(
    readonly dataDir: string,
    /** Fills the store's maps from what was loaded. */
    private readonly fillMaps: (loaded: LoadedFiles) => void,
  ) {
    this.leads = new AppendOnlyLog(path.join(dataDir, 'leads.jsonl'), isLeadRecord);
    this.deliveries = new AppendOnlyLog(path.join(dataDir, 'deliveries.jsonl'), isDeliveryRecord);
    this.holds = new AppendOnlyLog(path.join(dataDir, 'holds.jsonl'), isHoldRecord);
  }

  async latestHolds(): Promise<Map<string, LeadHold>> {
    return new Map((await this.holds.readAll()).map((record) => [record.leadId, record.hold]));
  }

  async deliveredIds(): Promise<Set<string>> {
    return new Set((await this.deliveries.readAll()).map((record) => record.leadId));
  }

  /** Fills the maps from the files as they are now: on open, and whenever the files were rewritten. */
  async load(): Promise<void> {
    const handle = openSync(this.leads.filePath, 'r');
    try {
      const holdsSize = await this.holdsSize();
      const [records, delivered, holds] = await Promise.all([
        this.leads.readAll(),
        this.deliveredIds(),
        this.latestHolds(),
      ]);
      this.fillMaps({ records, delivered, holds });
      this.holdsSizeSeen = holdsSize;
    } catch (error) {
      closeSync(handle);
      throw error;
    }
    this.closeLoadedLeadsFile();
    this.loadedLeadsFile = { handle, inode: fstatSync(handle).ino };
  }

  private closeLoadedLeadsFile(): void {
    if (this.loadedLeadsFile) closeSync(this.loadedLeadsFile.handle);
    this.loadedLeadsFile = undefined;
  }

  /**
   * One change at a time, after reloading what another process (the CLI) rewrote: two requests
   * with the same key (or token) must not both miss the index and both write, nor a reload drop
   * what an add just put in.
   */
  serialized<T>(change: () => Promise<T>): Promise<T> {
    const result = this.adding.then(async () => {
      await this.reloadIfRewrittenElsewhere();
      return change();
    });
    this.adding = result.catch(() => undefined);
    return result;
  }

  private async reloadIfRewrittenElsewhere(): Promise<void> {
    const inode = await stat(this.leads.filePath).then(
      (file) => file.ino,
      () => undefined,
    );
    if (inode !== this.loadedLeadsFile?.inode) await this.load();
  }

  private async holdsSize(): Promise<number> {
    return stat(this.holds.filePath).then(
      (file) => file.size,
      () => 0,
    );
  }

  /** Whether holds.jsonl changed size since it was last loaded or asked about: then another process may have changed a hold. */
  async holdsChangedSinceSeen(): Promise<boolean> {
    const size = await this.holdsSize();
    if (size === this.holdsSizeSeen) return false;
    this.holdsSizeSeen = size;
    return true;
  }

  /** Once the change under way is done. */
  async close(): Promise<void> {
    await this.adding;
    this.closeLoadedLeadsFile();
    for (const log of [this.leads, this.deliveries, this.holds]) log.close();
  }
}
