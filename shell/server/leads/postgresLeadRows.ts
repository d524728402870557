import { contactFields, type ContactRequest } from 'shared/content/contact';
import type { LeadSource } from 'shared/content/leadSource';
import { isHeld, type ExportedLead, type LeadHold, type StoredLead } from './leadStore';

/* A lead as PostgreSQL holds it, and back: the rows the store reads and writes (postgresLeadStore.ts). */

export interface LeadRow {
  id: string;
  received_at: Date;
  fields: Record<string, string>;
  source: LeadSource;
  hold: LeadHold | null;
}

export const LEAD_COLUMNS = 'id, received_at, fields, source, hold';

export interface ExportRow extends LeadRow {
  idempotency_key: string | null;
  token_nonce: string | null;
  delivered_at: Date | null;
  delivery_status: number | null;
}

export const EXPORT_COLUMNS = `${LEAD_COLUMNS}, idempotency_key, token_nonce, delivered_at, delivery_status`;

export function exportedLead(row: ExportRow): ExportedLead {
  const lead: ExportedLead = storedLead(row);
  if (row.idempotency_key !== null) lead.idempotencyKey = row.idempotency_key;
  if (row.token_nonce !== null) lead.tokenNonce = row.token_nonce;
  if (row.delivered_at) lead.delivered = { at: row.delivered_at.toISOString(), status: row.delivery_status ?? 0 };
  return lead;
}

/** The row values of an imported lead, in the order of the import's INSERT. */
export function importedRow(lead: ExportedLead): unknown[] {
  return [
    lead.id,
    lead.receivedAt,
    JSON.stringify(lead.fields),
    JSON.stringify(lead.source),
    lead.hold ? JSON.stringify(lead.hold) : null,
    isHeld(lead),
    lead.idempotencyKey ?? null,
    lead.tokenNonce ?? null,
    lead.delivered?.at ?? null,
    lead.delivered?.status ?? null,
  ];
}

/** Our ids are UUIDs; anything else is no lead's, rather than an error from the uuid column. */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

export function storedLead(row: LeadRow): StoredLead {
  // jsonb keeps an object's keys in an order of its own; people and the webhook read the form's.
  const fields = Object.fromEntries(contactFields.map(({ name }) => [name, row.fields[name] ?? ''])) as ContactRequest;
  const lead: StoredLead = { id: row.id, receivedAt: row.received_at.toISOString(), fields, source: row.source };
  if (row.hold) lead.hold = row.hold;
  return lead;
}
