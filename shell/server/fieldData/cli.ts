/**
 * `npm run vitals [-- --days N]`: how fast the site is on visitors' own devices. The 75th
 * percentile of each Core Web Vital per route and release over the last N days (7 by default),
 * and the problems their browsers reported, from the configured store (the leads' folder or database).
 */
import { parseArgs } from 'node:util';
import { readServerConfig } from '../ops/config';
import { openFieldDataStore } from './fieldDataStore';
import { vitalsReport } from './vitalsReport';
import { printable } from '../ops/printable';
import { messageOf } from '../ops/messageOf';

function daysFrom(args: string[]): number {
  let text: string | undefined;
  try {
    text = parseArgs({ args, options: { days: { type: 'string' } }, strict: true }).values.days;
  } catch (error) {
    // Node's first sentence names the flag; the rest advises on `--`, which npm run takes for itself.
    throw new Error(`${(error as Error).message.split(/\.\s/)[0]}; npm run vitals takes --days=<N>`, { cause: error });
  }
  if (text === undefined) return 7;
  const days = Number(text);
  if (!Number.isInteger(days) || days <= 0) throw new Error(`--days takes a whole number of days, got "${text}"`);
  return days;
}

async function main() {
  const days = daysFrom(process.argv.slice(2));
  const config = readServerConfig();
  const store = await openFieldDataStore(config.leads, config.fieldData.retentionDays);
  try {
    const samples = await store.since(new Date(Date.now() - days * 24 * 60 * 60_000));
    console.log(vitalsReport(samples, days));
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(printable(messageOf(error)));
  process.exit(1);
});
