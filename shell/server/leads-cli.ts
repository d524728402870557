/** `npm run leads`: the stored leads, newest first, readable without any tool. */
import { readServerConfig } from './config';
import { LeadStore } from './leads/leadStore';

async function main() {
  const { leads } = readServerConfig();
  const store = new LeadStore(leads.dataDir);
  const [all, delivered] = await Promise.all([store.list(), store.deliveredIds()]);
  console.log(`${all.length} lead(s) in ${leads.dataDir}${all.length ? ', newest first' : ''}\n`);
  for (const lead of all) {
    const { firstName, lastName, companyName, email, phoneNumber, projectDetails } = lead.fields;
    console.log(`${lead.receivedAt}  ${firstName} ${lastName}, ${companyName}`);
    console.log(`  ${email} · ${phoneNumber}${delivered.has(lead.id) ? ' · forwarded to the webhook' : ''}`);
    for (const line of projectDetails.split(/\r?\n/)) console.log(`  | ${line}`);
    console.log(`  id ${lead.id}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
