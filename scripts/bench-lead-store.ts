/**
 * `npm run bench:lead-store`: what a month of one address (an IPv4 address or an IPv6 /64) at its
 * full allowed speed leaves in the SQLite lead store. It stores a day's worth of the largest posts
 * the intake takes (every field at its longest, in three-byte characters, as held-back posts that
 * carry a campaign in every utm_ value), five times, and prints the bytes per post (median and
 * spread) and the month's bound at the default limits, beside what the limits allowed before the
 * daily limit (ten times LEAD_RATE_LIMIT_MAX per window, every window of the day).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contactFields, type ContactRequest } from 'shared/content/contact';
import type { LeadSource } from 'shared/content/leadSource';
import { readServerConfig, SqliteLeadStore } from 'site-server';

const RUNS = 5;
const DAYS = 30;
const MIB = 1024 * 1024;

/** Three UTF-8 bytes a character: the most bytes a field of its length can be. */
const widest = (length: number) => '€'.repeat(length);

function largestPost(index: number): { fields: ContactRequest; source: LeadSource } {
  const fields = Object.fromEntries(
    contactFields.map(({ name, maxLength }) => [
      name,
      name === 'email' ? `${'a'.repeat(64)}@${'b'.repeat(maxLength - 75)}${index}.test` : widest(maxLength),
    ]),
  ) as ContactRequest;
  const utm = Object.fromEntries(
    ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'].map((name) => [name, widest(200)]),
  );
  return { fields, source: { page: `/${'p'.repeat(199)}`, form: 'hero', referrerHost: 'r'.repeat(200), utm } };
}

async function bytesPerPost(posts: number): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lead-store-'));
  const store = await SqliteLeadStore.open(dir);
  try {
    const before = (await store.size()).bytes;
    for (let index = 0; index < posts; index += 1) {
      const { fields, source } = largestPost(index);
      await store.add(fields, {
        source,
        hold: { reasons: ['over_rate_limit'] },
        idempotencyKey: `${'k'.repeat(90)}-${index}`,
        tokenNonce: `${'n'.repeat(40)}-${index}`,
      });
    }
    // What stays once the log is folded into the file.
    await store.checkpoint();
    return ((await store.size()).bytes - before) / posts;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { leads } = readServerConfig({});
  const dailyBefore = (leads.rateLimitMax * 10 * 24 * 60 * 60_000) / leads.rateLimitWindowMs;
  const figures: number[] = [];
  for (let run = 0; run < RUNS; run += 1) figures.push(await bytesPerPost(leads.dailyMax));
  figures.sort((a, b) => a - b);
  const median = figures[Math.floor(RUNS / 2)]!;
  const month = (perDay: number) => `${((perDay * DAYS * median) / MIB).toFixed(0)} MiB`;
  console.log(
    `bytes per largest post: median ${median.toFixed(0)}, spread ${figures[0]!.toFixed(0)}-${figures[RUNS - 1]!.toFixed(0)} (${RUNS} runs of ${leads.dailyMax} posts)`,
  );
  console.log(
    `one address, ${DAYS} days at full allowed speed: ${leads.dailyMax} posts a day (LEAD_DAILY_MAX) leave at most ${month(leads.dailyMax)}; ` +
      `before the daily limit, ${dailyBefore} a day (${leads.rateLimitMax * 10} every ${leads.rateLimitWindowMs / 60_000} min) left ${month(dailyBefore)}`,
  );
}

void main();
