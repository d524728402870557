import { isHeld, type ExportedLead, type StoredLead } from './leadStore';
import { exportedLead, storedLead, type LeadRow } from './postgresLeadRows';
import type { SqliteExportRow, SqliteImportRow, SqliteLeadRow } from './sqliteProtocol';

/*
 * A lead as the SQLite worker reads and writes it, and back, on the server's thread: through the
 * same conversions as PostgreSQL's rows (postgresLeadRows.ts), so both stores give the same leads
 * and the same backups.
 */

function leadRow(row: SqliteLeadRow): LeadRow {
  return {
    id: row.id,
    received_at: new Date(row.received_at),
    fields: JSON.parse(row.fields) as LeadRow['fields'],
    source: JSON.parse(row.source) as LeadRow['source'],
    hold: row.hold === null ? null : (JSON.parse(row.hold) as LeadRow['hold']),
  };
}

export function sqliteStoredLead(row: SqliteLeadRow): StoredLead {
  return storedLead(leadRow(row));
}

export function sqliteExportedLead(row: SqliteExportRow): ExportedLead {
  return exportedLead({
    ...leadRow(row),
    idempotency_key: row.idempotency_key,
    token_nonce: row.token_nonce,
    delivered_at: row.delivered_at === null ? null : new Date(row.delivered_at),
    delivery_status: row.delivery_status,
  });
}

/** A time of a backup in milliseconds; a backup with a time that is none is refused before anything is written. */
function millisecondsOf(time: string, what: string): number {
  const milliseconds = Date.parse(time);
  if (Number.isNaN(milliseconds))
    throw new Error(`${what} is not a time: ${JSON.stringify(time)}. Nothing was imported.`);
  return milliseconds;
}

export function sqliteImportRow(lead: ExportedLead): SqliteImportRow {
  return {
    id: lead.id,
    receivedAt: millisecondsOf(lead.receivedAt, `The receivedAt of lead ${lead.id}`),
    fields: JSON.stringify(lead.fields),
    source: JSON.stringify(lead.source ?? {}),
    hold: lead.hold ? JSON.stringify(lead.hold) : null,
    held: isHeld(lead) ? 1 : 0,
    idempotencyKey: lead.idempotencyKey ?? null,
    tokenNonce: lead.tokenNonce ?? null,
    deliveredAt: lead.delivered ? millisecondsOf(lead.delivered.at, `The delivery time of lead ${lead.id}`) : null,
    deliveryStatus: lead.delivered?.status ?? null,
  };
}
