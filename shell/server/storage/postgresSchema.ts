import type { Pool, PoolClient } from 'pg';

/** One step of a schema: applied in order, once per database; a released step is never edited, a change is a new one. */
export interface Migration {
  version: number;
  sql: string;
}

/** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is dropped from the pool, not handed to the next caller.
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Brings a schema to its latest version in one transaction. The transaction-level advisory lock
 * makes a second server starting at the same moment wait until the first has committed; it then
 * finds every version recorded in `table` and runs nothing. Resolves with the versions it ran.
 */
export function migrateSchema(
  pool: Pool,
  schema: { table: string; lockId: number; migrations: readonly Migration[] },
): Promise<number[]> {
  if (!/^[a-z_]+$/.test(schema.table)) throw new Error(`"${schema.table}" is not a table name`);
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [schema.lockId]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${schema.table} (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${schema.table}`);
    const applied = new Set(rows.map((row) => row.version));
    const ran: number[] = [];
    for (const migration of schema.migrations) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query(`INSERT INTO ${schema.table} (version) VALUES ($1)`, [migration.version]);
      ran.push(migration.version);
    }
    return ran;
  });
}
