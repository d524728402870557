/**
 * The data folder's store when no database is set: leads.sqlite. A file log an older release left
 * in the folder (leads.jsonl and its companions) is imported into it on the first start, once,
 * whole or not at all; the log's files are left as they were until the owner removes them.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { messageOf } from '../ops/messageOf';
import { syncToDisk } from '../storage/durableFiles';
import { FileLock } from '../storage/fileLock';
import { FileLeadStore } from './fileLeadStore';
import { isLeadRecord } from './leadFiles';
import { SQLITE_FILE, SqliteLeadStore } from './sqliteLeadStore';

/** The file log's main file: its presence is what an import looks for. */
const FILE_LOG = 'leads.jsonl';
/** The file log's signing key for form tokens: carried over, so the forms open in visitors' browsers still count. */
const FILE_LOG_SECRET = 'intake-secret';
/** Where an import is built before it is renamed into place, so a killed import leaves no half store behind. */
const IMPORT_DRAFT = `${SQLITE_FILE}.import`;
/** A log of millions of leads takes minutes: a second process (the CLI beside the server) waits that long for it. */
const IMPORT_WAIT_MS = 30 * 60_000;

/** Opens leads.sqlite in `dataDir`, importing a file log found there first if the database is not there yet. */
export async function openEmbeddedStore(dataDir: string, log: (message: string) => void): Promise<SqliteLeadStore> {
  if (!existsSync(path.join(dataDir, SQLITE_FILE)) && existsSync(path.join(dataDir, FILE_LOG))) {
    // The server and the CLI may both start on a folder that has not been imported yet: one imports, the other waits.
    const lock = new FileLock(path.join(dataDir, `${IMPORT_DRAFT}.lock`), path.join(dataDir, FILE_LOG));
    try {
      await lock.hold(async () => {
        if (!existsSync(path.join(dataDir, SQLITE_FILE))) await importFileLog(dataDir, log);
      }, IMPORT_WAIT_MS);
    } finally {
      lock.close();
    }
  }
  return SqliteLeadStore.open(dataDir);
}

/** SQLite's files beside a database. */
const SIDE_FILES = ['-wal', '-shm', '-journal'];

async function removeDraft(dataDir: string, suffixes = ['', ...SIDE_FILES]): Promise<void> {
  for (const suffix of suffixes) await rm(path.join(dataDir, IMPORT_DRAFT + suffix), { force: true });
}

/** At most this many line numbers are named; the count says how many in all. */
const LINES_NAMED = 10;

/**
 * The lines of the file log that hold no lead, by number: a write a crash tore (never
 * acknowledged), a hand edit, or damage, which the log cannot tell apart. Read a line at a time,
 * whatever the file's size.
 */
async function linesHoldingNoLead(file: string): Promise<{ count: number; named: number[] }> {
  const skipped = { count: 0, named: [] as number[] };
  let number = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    number += 1;
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = undefined;
    }
    if (isLeadRecord(value)) continue;
    skipped.count += 1;
    if (skipped.named.length < LINES_NAMED) skipped.named.push(number);
  }
  return skipped;
}

async function importFileLog(dataDir: string, log: (message: string) => void): Promise<void> {
  const started = Date.now();
  const fail = (error: unknown): never => {
    throw new Error(
      `The file log in ${dataDir} (${FILE_LOG}) could not be imported into ${SQLITE_FILE}; nothing was changed: ${messageOf(error)}`,
      { cause: error },
    );
  };
  // A draft of an import killed midway is started over.
  await removeDraft(dataDir);
  const skipped = await linesHoldingNoLead(path.join(dataDir, FILE_LOG)).catch(fail);
  const fileLog = await FileLeadStore.open(dataDir).catch(fail);
  let imported = 0;
  try {
    const leads = await fileLog.exportLeads();
    // Read only when it is there: opening the log must not make it a secret of its own.
    const secret = existsSync(path.join(dataDir, FILE_LOG_SECRET)) ? await fileLog.intakeSecret() : undefined;
    const draft = await SqliteLeadStore.open(dataDir, IMPORT_DRAFT);
    try {
      await draft.importLeads(leads);
      if (secret) await draft.adoptIntakeSecret(secret);
      // Everything in the file itself, so the rename below moves all of it.
      await draft.checkpoint();
    } finally {
      await draft.close();
    }
    imported = leads.length;
  } catch (error) {
    await removeDraft(dataDir);
    fail(error);
  } finally {
    await fileLog.close();
  }
  const wal = path.join(dataDir, `${IMPORT_DRAFT}-wal`);
  if (existsSync(wal) && statSync(wal).size > 0) fail(new Error(`${wal} still holds writes after the checkpoint`));
  // Emptied by the checkpoint: only the draft itself becomes the store.
  await removeDraft(dataDir, SIDE_FILES).catch(fail);
  await rename(path.join(dataDir, IMPORT_DRAFT), path.join(dataDir, SQLITE_FILE));
  syncToDisk(dataDir);
  log(
    `imported ${imported} lead(s) from the file log (${FILE_LOG}) into ${SQLITE_FILE} in ${dataDir} in ${Date.now() - started} ms; ` +
      'the file log is no longer read or written, and is kept until you remove it',
  );
  // Said apart and loudly: such a line may be a lead that was damaged, which only a person can look at.
  if (skipped.count > 0)
    log(
      `${skipped.count} line(s) of ${FILE_LOG} held no lead and were not imported (line ${skipped.named.join(', ')}` +
        `${skipped.count > skipped.named.length ? ', …' : ''}): a write a crash tore, a hand edit or damage; they stay in ${FILE_LOG} to be looked at`,
    );
}
