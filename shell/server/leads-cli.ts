/** `npm run leads`: the stored leads, newest first, readable without any tool. */
import { readServerConfig } from './config';
import type { WaitingLeads } from './leads/leadStore';
import { openLeadStore } from './leads/openLeadStore';
import { printable } from './leads/printable';

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

async function main() {
  const store = await openLeadStore(readServerConfig().leads);
  try {
    const [all, delivered, waiting] = await Promise.all([store.list(), store.deliveredIds(), store.waiting()]);
    console.log(`${all.length} lead(s) in ${printable(store.location)}${all.length ? ', newest first' : ''}`);
    console.log(`${waitingLine(waiting)}\n`);
    // Everything from the store is escaped: it holds what visitors typed, including leads stored
    // before the intake refused control characters.
    for (const lead of all) {
      const { firstName, lastName, companyName, email, phoneNumber, projectDetails } = lead.fields;
      console.log(`${printable(lead.receivedAt)}  ${printable(firstName)} ${printable(lastName)}, ${printable(companyName)}`);
      console.log(`  ${printable(email)} · ${printable(phoneNumber)}${delivered.has(lead.id) ? ' · forwarded to the webhook' : ''}`);
      for (const line of String(projectDetails ?? '').split(/\r?\n/)) console.log(`  | ${printable(line)}`);
      console.log(`  id ${printable(lead.id)}\n`);
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(printable(error instanceof Error ? error.message : error));
  process.exit(1);
});
