/** `npm run leads`: the stored leads, newest first, readable without any tool. */
import { readServerConfig } from './config';
import { openLeadStore } from './leads/openLeadStore';
import { printable } from './leads/printable';

async function main() {
  const store = await openLeadStore(readServerConfig().leads);
  try {
    const [all, delivered] = await Promise.all([store.list(), store.deliveredIds()]);
    console.log(`${all.length} lead(s) in ${printable(store.location)}${all.length ? ', newest first' : ''}\n`);
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
