import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContactRequest } from 'shared/content/contact';
import { leadsDataDir } from './workDirs';

export interface StoredLead {
  id: string;
  fields: ContactRequest;
}

/** Every lead the server under test has written to disk so far. */
export function storedLeads(): StoredLead[] {
  try {
    return readFileSync(path.join(leadsDataDir, 'leads.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as StoredLead);
  } catch {
    return [];
  }
}

/** A lead no other test sends, told apart by its e-mail address and project details. */
export function uniqueLead(tag: string): ContactRequest {
  const id = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Ada',
    lastName: 'Okafor',
    companyName: 'Northwind Instruments',
    email: `${id}@northwind.test`,
    phoneNumber: '(404) 555-0199',
    projectDetails: `250 boards, 6 layers (${id})`,
  };
}
