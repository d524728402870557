import { sampleLead } from '../../tooling/browser/sampleLead';
import { readFileSync } from 'node:fs';
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

function readLines<T>(file: string): T[] {
  try {
    return readFileSync(path.join(leadsDataDir, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as T);
  } catch {
    return [];
  }
}

/** Every lead the server under test has written to disk so far, each with its hold as it is now. */
export function storedLeads(): StoredLead[] {
  const holds = new Map(
    readLines<{ leadId: string; hold: StoredLead['hold'] }>('holds.jsonl').map(({ leadId, hold }) => [leadId, hold]),
  );
  return readLines<StoredLead>('leads.jsonl').map((lead) =>
    holds.has(lead.id) ? { ...lead, hold: holds.get(lead.id) } : lead,
  );
}

/** A lead no other test sends, told apart by its e-mail address and project details. */
export const uniqueLead = sampleLead;
