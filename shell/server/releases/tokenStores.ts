import { existsSync, readFileSync } from 'node:fs';
import type { Pool } from 'pg';
import type { Workspace } from './buildOutput';
import { ReleaseRefused } from './errors';
import type { RegistryFiles } from './registryFiles';
import type { ReleaseToken, ReleaseTokens } from './releaseRegistry';

/** The tokens of a deploy directory: `registry/tokens.json`, readable by the server's user only. */
export class DiskReleaseTokens implements ReleaseTokens {
  constructor(private readonly files: RegistryFiles) {}

  private get file(): string {
    return this.files.file('tokens.json');
  }

  private read(): ReleaseToken[] {
    if (!existsSync(this.file)) return [];
    const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
    return Array.isArray(parsed) ? (parsed as ReleaseToken[]) : [];
  }

  async list(): Promise<ReleaseToken[]> {
    return this.read();
  }

  async add(token: ReleaseToken): Promise<void> {
    this.files.withLock(() => {
      const tokens = this.read();
      if (tokens.some((known) => known.name === token.name))
        throw new ReleaseRefused(`a token named "${token.name}" exists already`);
      this.files.writeDurably(this.file, `${JSON.stringify([...tokens, token], null, 2)}\n`, 0o600);
    });
  }

  async byHash(hash: string): Promise<ReleaseToken | undefined> {
    return this.read().find((token) => token.hash === hash);
  }

  async revoke(name: string, at: Date): Promise<boolean> {
    return this.files.withLock(() => {
      const tokens = this.read();
      const token = tokens.find((known) => known.name === name);
      if (!token || token.revokedAt) return false;
      token.revokedAt = at.toISOString();
      this.files.writeDurably(this.file, `${JSON.stringify(tokens, null, 2)}\n`, 0o600);
      return true;
    });
  }
}

interface TokenRow {
  name: string;
  app: Workspace;
  hash: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

const TOKEN_COLUMNS = 'name, app, hash, created_at, expires_at, revoked_at';

function tokenOf(row: TokenRow): ReleaseToken {
  const token: ReleaseToken = {
    name: row.name,
    app: row.app,
    hash: row.hash,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
  if (row.revoked_at) token.revokedAt = row.revoked_at.toISOString();
  return token;
}

/** The tokens of a fleet: the table release_tokens. */
export class PostgresReleaseTokens implements ReleaseTokens {
  constructor(private readonly pool: Pool) {}

  async add(token: ReleaseToken): Promise<void> {
    const { rowCount } = await this.pool.query(
      'INSERT INTO release_tokens (name, app, hash, created_at, expires_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (name) DO NOTHING',
      [token.name, token.app, token.hash, token.createdAt, token.expiresAt, token.revokedAt ?? null],
    );
    if ((rowCount ?? 0) === 0) throw new ReleaseRefused(`a token named "${token.name}" exists already`);
  }

  async byHash(hash: string): Promise<ReleaseToken | undefined> {
    const { rows } = await this.pool.query<TokenRow>(`SELECT ${TOKEN_COLUMNS} FROM release_tokens WHERE hash = $1`, [
      hash,
    ]);
    return rows[0] ? tokenOf(rows[0]) : undefined;
  }

  async list(): Promise<ReleaseToken[]> {
    const { rows } = await this.pool.query<TokenRow>(
      `SELECT ${TOKEN_COLUMNS} FROM release_tokens ORDER BY created_at, name`,
    );
    return rows.map(tokenOf);
  }

  async revoke(name: string, at: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'UPDATE release_tokens SET revoked_at = $2 WHERE name = $1 AND revoked_at IS NULL',
      [name, at],
    );
    return (rowCount ?? 0) > 0;
  }
}
