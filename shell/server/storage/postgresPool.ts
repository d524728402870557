import { Pool } from 'pg';

/** How long a query waits for a free connection before it fails: a request gets its error answer, it never hangs. */
const CONNECTION_TIMEOUT_MS = 10_000;

export interface PoolOptions {
  /** The database's address, postgres://user:password@host:port/database. */
  url: string;
  /** The most connections open at once. */
  max: number;
  /** What the connections are called in pg_stat_activity: which part of the site holds them. */
  applicationName: string;
  /** Told when an idle connection breaks (the database restarted); the pool has already dropped it. */
  onIdleError?: (error: Error) => void;
}

/** A connection pool to one of the site's databases. */
export function openPool({ url, max, applicationName, onIdleError = () => undefined }: PoolOptions): Pool {
  const pool = new Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    application_name: applicationName,
  });
  // An idle connection's error is only reported: without a listener it would crash the server.
  pool.on('error', onIdleError);
  return pool;
}

/** The database URL as logs may show it: every password taken out, whether in the user part or in the query. */
export function withoutPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    for (const secret of ['password', 'sslpassword']) {
      // Only when there: rewriting the query re-encodes the rest of it.
      if (url.searchParams.has(secret)) url.searchParams.delete(secret);
    }
    return url.toString();
  } catch {
    // An unparsable URL is not echoed: it may hold a password in a form this did not recognise.
    return 'PostgreSQL (a database URL that could not be read)';
  }
}
