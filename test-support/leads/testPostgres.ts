import { execFile } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { messageOf } from '../../shell/server/ops/messageOf';
import { reservePort } from '../../tooling/net/ports';
import { locatePostgresTools, type PostgresTools } from '../../tooling/system/debianPackages';

const run = promisify(execFile);

/**
 * The server programs (tooling/system/debianPackages.ts says where they are looked for). Without them
 * the PostgreSQL tests fail saying so: skipping them would let a machine without PostgreSQL pass untested.
 */
export function findPostgresTools(
  searchPath = process.env.PATH ?? '',
  debianRoot = '/usr/lib/postgresql',
): PostgresTools {
  const tools = locatePostgresTools(searchPath, debianRoot);
  if (tools) return tools;
  throw new Error(
    'PostgreSQL is not installed: the PostgreSQL lead store tests start their own server and need initdb, pg_ctl and postgres ' +
      `(looked on PATH and in ${debianRoot}/*/bin). Install it, e.g. "apt-get install -y postgresql" on Debian; npm test does as root.`,
  );
}

async function systemUserIds(name: string): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    throw new Error(
      `PostgreSQL refuses to run as root and there is no "${name}" system user to run it as (the Debian package creates it).`,
    );
  }
}

export interface TestPostgres {
  /** A new, empty database on this server, as a connection URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server for one test file: initdb into a temporary folder, started on a
 * free loopback port with its socket in that folder, removed by stop(). Tuned for speed, not for
 * surviving a crash (fsync off): the tests check what the server commits, not the disk.
 * As root it runs as the `postgres` system user, since initdb and postgres refuse root.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const tools = findPostgresTools();
  const root = mkdtempSync(path.join(os.tmpdir(), 'leads-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  mkdirSync(socketDir);
  const logFile = path.join(root, 'server.log');
  writeFileSync(logFile, '');
  let asServerUser = (command: string, args: string[]) => run(command, args);
  if (process.getuid?.() === 0) {
    const { uid, gid } = await systemUserIds('postgres');
    for (const owned of [root, socketDir, logFile]) chownSync(owned, uid, gid);
    asServerUser = (command, args) => run('runuser', ['-u', 'postgres', '--', command, ...args]);
  }
  const pgCtl = (...args: string[]) => asServerUser(tools.pg_ctl, ['-D', dataDir, ...args]);

  let port = 0;
  try {
    await asServerUser(tools.initdb, [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    // A port found free can be taken before the server binds it; try another then.
    for (let attempt = 1; ; attempt += 1) {
      port = await reservePort();
      const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
      try {
        await pgCtl('start', '-w', '-t', '60', '-l', logFile, '-o', options);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`The test PostgreSQL server did not start: ${messageOf(error)}`, { cause: error });
  }

  const urlOf = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  let databases = 0;
  return {
    async createDatabase() {
      databases += 1;
      const name = `leads_test_${databases}`;
      const admin = new Client({ connectionString: urlOf('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return urlOf(name);
    },
    async stop() {
      try {
        await pgCtl('stop', '-w', '-m', 'immediate');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
