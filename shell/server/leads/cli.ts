/**
 * `npm run leads`: the leads for the workflow, newest first, readable without any tool.
 * `npm run leads -- --quarantined`: the posts held back as spam, with why.
 * `npm run leads -- release <id>`: forwards one that was wrongly held back.
 * `npm run leads -- delete <id>` and `-- --erase-email <address>`: a person's request to be forgotten.
 * `npm run leads -- export <file>` and `-- import <file>`: a backup of every lead, and its restore into an empty store of either kind.
 */
import { open, readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { describeLeadSource } from 'shared/content/leadSource';
import { readServerConfig } from '../ops/config';
import { isHeld, type LeadStore, type StoredLead, type WaitingLeads } from './leadStore';
import { backupLeadOf } from './backupLeads';
import { openLeadStore } from './openLeadStore';
import { printable } from '../ops/printable';
import { messageOf } from '../ops/messageOf';

/** How long ago, in the largest units that matter to a person: '3 d 4 h', '2 h 5 min', '12 min'. */
function ago(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const [days, hours] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60)];
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}

function waitingLine({ count, oldestReceivedAt }: WaitingLeads): string {
  if (count === 0 || !oldestReceivedAt) return 'None waiting to be forwarded to the webhook.';
  return `${count} waiting to be forwarded to the webhook, the oldest since ${printable(oldestReceivedAt)} (${ago(oldestReceivedAt)} ago).`;
}

// Everything from the store is escaped: it holds what visitors (and bots) typed, including leads
// stored before the intake refused control characters.
function printLead(lead: StoredLead, delivered: ReadonlySet<string>) {
  const { firstName, lastName, companyName, email, phoneNumber, projectDetails } = lead.fields;
  console.log(
    `${printable(lead.receivedAt)}  ${printable(firstName)} ${printable(lastName)}, ${printable(companyName)}`,
  );
  console.log(
    `  ${printable(email)} · ${printable(phoneNumber)}${delivered.has(lead.id) ? ' · forwarded to the webhook' : ''}`,
  );
  for (const line of String(projectDetails ?? '').split(/\r?\n/)) console.log(`  | ${printable(line)}`);
  console.log(`  from ${printable(describeLeadSource(lead.source))}`);
  if (lead.hold) {
    const why = lead.hold.reasons.join(', ');
    console.log(
      isHeld(lead)
        ? `  held back: ${why}`
        : `  released by the ${lead.hold.releasedBy ?? 'owner'} at ${printable(lead.hold.releasedAt)} (held for: ${why})`,
    );
  }
  console.log(`  id ${printable(lead.id)}\n`);
}

const USAGE =
  'Usage: npm run leads [-- --quarantined | release <id> | delete <id> | --erase-email <address> | export <file> | import <file>]';

/** The first line of a backup: what it is, so import refuses anything else. */
const EXPORT_FORMAT = 'cem-site-leads';
const EXPORT_VERSION = 1;

/** One JSON line per lead after a header line; created new (never over an older backup), readable by the owner only: it holds personal data. */
async function exportTo(store: LeadStore, file: string) {
  const leads = await store.exportLeads();
  const handle = await open(file, 'wx', 0o600);
  try {
    const header = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      leads: leads.length,
    };
    await handle.writeFile([header, ...leads].map((line) => JSON.stringify(line)).join('\n') + '\n', 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  console.log(
    `Exported ${leads.length} lead(s), held-back ones included, from ${printable(store.location)} to ${printable(file)}.`,
  );
}

async function importFrom(store: LeadStore, file: string) {
  const [headerLine, ...lines] = (await readFile(file, 'utf8')).split('\n').filter((line) => line.trim());
  const header = JSON.parse(headerLine ?? '{}') as { format?: string; version?: number; leads?: number };
  if (header.format !== EXPORT_FORMAT || header.version !== EXPORT_VERSION)
    throw new Error(`${file} is not a backup made by npm run leads -- export.`);
  // Each line checked before anything is written: a backup imports whole or not at all.
  const now = Date.now();
  const leads = lines.map((line, index) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`Line ${index + 2} of the backup is not JSON. Nothing was imported.`);
    }
    return backupLeadOf(value, index + 2, now);
  });
  if (leads.length !== header.leads)
    throw new Error(`${file} is incomplete: its header names ${header.leads} lead(s), it holds ${leads.length}.`);
  await store.importLeads(leads);
  console.log(`Imported ${leads.length} lead(s) into ${printable(store.location)}.`);
}

/** What to do, read from the command line before the store is opened; anything else it holds is refused. */
type Command =
  | { kind: 'list' | 'quarantined' }
  | { kind: 'release' | 'delete' | 'erase-email' | 'export' | 'import'; argument: string };

function parseCommand(args: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { quarantined: { type: 'boolean' }, 'erase-email': { type: 'string' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    // Node's first sentence names the flag; the rest advises on `--`, which npm run takes for itself.
    throw new Error(`${(error as Error).message.split(/\.\s/)[0]}. ${USAGE}`, { cause: error });
  }
  const { values, positionals } = parsed;
  const [command, argument, ...extra] = positionals;
  const address = values['erase-email'];
  if (address !== undefined) {
    if (!address || values.quarantined || positionals.length > 0) throw new Error(USAGE);
    return { kind: 'erase-email', argument: address };
  }
  if (command === undefined) return { kind: values.quarantined ? 'quarantined' : 'list' };
  if (
    (command === 'release' || command === 'delete' || command === 'export' || command === 'import') &&
    argument &&
    extra.length === 0 &&
    !values.quarantined
  ) {
    return { kind: command, argument };
  }
  throw new Error(USAGE);
}

async function main(args: string[]) {
  const command = parseCommand(args);
  const store = await openLeadStore(readServerConfig().leads);
  try {
    if (command.kind === 'release') {
      const id = command.argument;
      const before = (await store.list()).find((lead) => lead.id === id);
      if (!before) throw new Error(`No lead has the id ${id}.`);
      if (!isHeld(before)) {
        console.log(`${printable(id)} is not held back: nothing to release.`);
        return;
      }
      await store.updateHold(id, { release: 'owner' });
      console.log(
        `Released ${printable(id)}: the server forwards it to the webhook within seconds (or stores it for the workflow when none is set).`,
      );
      return;
    }
    if (command.kind === 'delete') {
      console.log(
        (await store.deleteLead(command.argument))
          ? `Deleted ${printable(command.argument)}.`
          : `No lead has the id ${printable(command.argument)}: nothing deleted.`,
      );
      return;
    }
    if (command.kind === 'erase-email') {
      // The address is not repeated: this output may end up in a ticket or a log.
      const ids = await store.eraseEmail(command.argument);
      console.log(
        ids.length
          ? `Erased ${ids.length} lead(s) of that address: ${ids.map(printable).join(', ')}.`
          : 'No lead has that address: nothing erased.',
      );
      return;
    }
    if (command.kind === 'export') return await exportTo(store, command.argument);
    if (command.kind === 'import') return await importFrom(store, command.argument);
    const quarantined = command.kind === 'quarantined';
    const [all, delivered, waiting] = await Promise.all([store.list(), store.deliveredIds(), store.waiting()]);
    const held = all.filter(isHeld);
    const shown = quarantined ? held : all.filter((lead) => !isHeld(lead));
    if (quarantined) {
      console.log(
        `${shown.length} held back as spam in ${printable(store.location)}${shown.length ? ', newest first' : ''}`,
      );
      console.log('None is forwarded. `npm run leads -- release <id>` forwards one that was held back wrongly.\n');
    } else {
      console.log(`${shown.length} lead(s) in ${printable(store.location)}${shown.length ? ', newest first' : ''}`);
      console.log(waitingLine(waiting));
      if (held.length) console.log(`${held.length} more held back as spam: npm run leads -- --quarantined lists them.`);
      console.log('');
    }
    for (const lead of shown) printLead(lead, delivered);
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(printable(messageOf(error)));
  process.exit(1);
});
