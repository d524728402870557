import { sampleLead } from '../../tooling/browser/sampleLead';
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { ContactRequest } from 'shared/content/contact';
import type { LeadSource } from 'shared/content/leadSource';
import { leadsDataDir } from './workDirs';

export interface StoredLead {
  id: string;
  fields: ContactRequest;
  source?: LeadSource;
  hold?: { reasons: string[]; releasedBy?: string };
}

/** Every lead the server under test has stored so far, each with its hold as it is now, read from its SQLite file beside the running server. */
export function storedLeads(): StoredLead[] {
  const file = path.join(leadsDataDir, 'leads.sqlite');
  if (!existsSync(file)) return [];
  const database = new DatabaseSync(file, { readOnly: true, timeout: 10_000 });
  try {
    const rows = database.prepare('SELECT id, fields, source, hold FROM leads ORDER BY seq').all() as {
      id: string;
      fields: string;
      source: string;
      hold: string | null;
    }[];
    return rows.map(({ id, fields, source, hold }) => ({
      id,
      fields: JSON.parse(fields) as ContactRequest,
      source: JSON.parse(source) as LeadSource,
      ...(hold === null ? {} : { hold: JSON.parse(hold) as StoredLead['hold'] }),
    }));
  } finally {
    database.close();
  }
}

/** A lead no other test sends, told apart by its e-mail address and project details. */
export const uniqueLead = sampleLead;
