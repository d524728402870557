/** The file store's changes that rewrite its files whole: removing leads (retention, deletion, erasure) and importing a backup; and the export a backup is made from. */
import type { ExportedLead, LeadHold, StoredLead } from './leadStore';
import { storedLead, type DeliveryRecord, type HoldRecord, type LeadFiles, type LeadRecord } from './leadFiles';

/** The leads.jsonl line that restores an exported lead: its hold as it is now, its delivery aside. */
function importedRecord({ delivered: _delivered, ...lead }: ExportedLead): LeadRecord {
  return lead;
}

function exportedLead(
  record: LeadRecord,
  holds: ReadonlyMap<string, LeadHold>,
  deliveries: ReadonlyMap<string, DeliveryRecord>,
): ExportedLead {
  const lead: ExportedLead = storedLead(record, holds);
  if (record.idempotencyKey !== undefined) lead.idempotencyKey = record.idempotencyKey;
  if (record.tokenNonce !== undefined) lead.tokenNonce = record.tokenNonce;
  const delivery = deliveries.get(record.id);
  if (delivery) lead.delivered = { at: delivery.deliveredAt, status: delivery.status };
  return lead;
}

/** The first delivery of each lead: the one PostgreSQL keeps, so both stores export the same. */
function firstDeliveries(records: readonly DeliveryRecord[]): Map<string, DeliveryRecord> {
  const first = new Map<string, DeliveryRecord>();
  for (const record of records) if (!first.has(record.leadId)) first.set(record.leadId, record);
  return first;
}

/** The edit that drops a removed lead's lines from deliveries.jsonl or holds.jsonl. */
function withoutLeads<T extends { leadId: string }>(leadIds: ReadonlySet<string>) {
  return (records: T[]): T[] | undefined =>
    records.some((record) => leadIds.has(record.leadId))
      ? records.filter((record) => !leadIds.has(record.leadId))
      : undefined;
}

/** PostgreSQL refuses a backup with an id, key or nonce twice (unique columns): so does the file store, before writing. */
function assertUnique(leads: readonly ExportedLead[]): void {
  for (const name of ['id', 'idempotencyKey', 'tokenNonce'] as const) {
    const values = leads.flatMap((lead) => (lead[name] === undefined ? [] : [lead[name]]));
    if (new Set(values).size !== values.length)
      throw new Error(`The backup holds the same ${name} twice: nothing was imported.`);
  }
}

const NOT_EMPTY =
  'The lead store already holds leads: a backup is imported only into an empty store. Nothing was imported.';

/**
 * Rewrites the files without the leads `doomed` picks (and resolves to them), leads.jsonl first:
 * a crash then leaves delivery and hold lines of no lead, never a delivered lead without its
 * delivery, which would be sent again.
 */
export function removeLeads(files: LeadFiles, doomed: (lead: StoredLead) => boolean): Promise<StoredLead[]> {
  return files.serialized(async () => {
    const holds = await files.latestHolds();
    const isDoomed = (record: LeadRecord) => doomed(storedLead(record, holds));
    const before = await files.leads.rewrite((records) =>
      records.some(isDoomed) ? records.filter((record) => !isDoomed(record)) : undefined,
    );
    const removed = before.filter(isDoomed).map((record) => storedLead(record, holds));
    if (removed.length === 0) return removed;
    const removedIds = new Set(removed.map((lead) => lead.id));
    await files.deliveries.rewrite(withoutLeads<DeliveryRecord>(removedIds));
    await files.holds.rewrite(withoutLeads<HoldRecord>(removedIds));
    await files.load();
    return removed;
  });
}

export async function exportedLeads(files: LeadFiles): Promise<ExportedLead[]> {
  const [records, holds, deliveries] = await Promise.all([
    files.leads.readAll(),
    files.latestHolds(),
    files.deliveries.readAll(),
  ]);
  const delivered = firstDeliveries(deliveries);
  // Stable, so leads of one millisecond keep the order they were stored in, as PostgreSQL's seq does.
  return records
    .map((record) => exportedLead(record, holds, delivered))
    .sort((a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt));
}

/**
 * Each file written whole and renamed into place, so that a running server sees a new leads.jsonl
 * and loads it; deliveries first, so that a crash before the leads leaves an empty store to import
 * into again, and without the lines of no lead a crash mid-removal may have left.
 */
export function importBackup(files: LeadFiles, leads: readonly ExportedLead[]): Promise<void> {
  return files.serialized(async () => {
    assertUnique(leads);
    if ((await files.leads.readAll()).length > 0) throw new Error(NOT_EMPTY);
    const deliveries = leads.flatMap(({ id, delivered }) =>
      delivered ? [{ leadId: id, deliveredAt: delivered.at, status: delivered.status }] : [],
    );
    await files.deliveries.rewrite(() => deliveries);
    await files.holds.rewrite((records) => (records.length > 0 ? [] : undefined));
    await files.leads.rewrite((records) => {
      if (records.length > 0) throw new Error(NOT_EMPTY);
      return leads.map(importedRecord);
    });
    await files.load();
  });
}
