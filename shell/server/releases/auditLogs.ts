import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import type { RegistryFiles } from './registryFiles';
import type { AuditEntry, AuditLog } from './releaseRegistry';

/** The audit log of a deploy directory: `registry/audit.jsonl`, one JSON line per entry, appended. */
export class DiskAuditLog implements AuditLog {
  constructor(private readonly files: RegistryFiles) {}

  async record(entry: Omit<AuditEntry, 'at'>): Promise<void> {
    const file = this.files.file('audit.jsonl');
    mkdirSync(path.dirname(file), { recursive: true });
    appendFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
  }

  async latest(limit = 100): Promise<AuditEntry[]> {
    const file = this.files.file('audit.jsonl');
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
}

/** The audit log of a fleet: the table release_audit, in the order the entries were written. */
export class PostgresAuditLog implements AuditLog {
  constructor(private readonly pool: Pool) {}

  async record(entry: Omit<AuditEntry, 'at'>): Promise<void> {
    await this.pool.query('INSERT INTO release_audit (entry) VALUES ($1)', [JSON.stringify(entry)]);
  }

  async latest(limit = 100): Promise<AuditEntry[]> {
    const { rows } = await this.pool.query<{ at: Date; entry: Omit<AuditEntry, 'at'> }>(
      'SELECT at, entry FROM (SELECT seq, at, entry FROM release_audit ORDER BY seq DESC LIMIT $1) latest ORDER BY seq',
      [limit],
    );
    return rows.map((row) => ({ at: row.at.toISOString(), ...row.entry }));
  }
}
