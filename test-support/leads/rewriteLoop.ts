/**
 * The owner's side of the lead-store race, in a process of its own as `npm run leads` is: it opens
 * the file store the way the CLI does and, until its standard input closes, rewrites the files as
 * fast as it can, in turn: a delete, a release, an erasure by e-mail and a retention pass, each on
 * a lead seeded for it (seedRewriteVictims), until the seeded leads run out. It prints a line a turn,
 * then how many of each it made, as JSON, and exits.
 *
 * Run as: tsx test-support/leads/rewriteLoop.ts <dataDir> <victims.json>
 */
import { readFileSync } from 'node:fs';
import { FileLeadStore } from '../../shell/server/leads/fileLeadStore';
import type { RewriteVictims } from './leadStoreRace';

async function main() {
  const [dataDir, victimsFile] = process.argv.slice(2);
  if (!dataDir || !victimsFile)
    throw new Error('Usage: tsx test-support/leads/rewriteLoop.ts <dataDir> <victims.json>');
  const victims = JSON.parse(readFileSync(victimsFile, 'utf8')) as RewriteVictims;
  let stopping = false;
  process.stdin.on('end', () => (stopping = true));
  process.stdin.resume();
  const store = await FileLeadStore.open(dataDir);
  const made = { delete: 0, release: 0, erase: 0, retention: 0 };
  const misses: string[] = [];
  for (let turn = 0; !stopping && turn < victims.deletes.length; turn++) {
    if (!(await store.deleteLead(victims.deletes[turn]!))) misses.push(`delete ${turn}`);
    made.delete++;
    if (!(await store.updateHold(victims.releases[turn]!, { release: 'owner' }))?.hold?.releasedAt)
      misses.push(`release ${turn}`);
    made.release++;
    if ((await store.eraseEmail(victims.erasures[turn]!)).length !== 1) misses.push(`erase ${turn}`);
    made.erase++;
    // The retention pass as the server runs it, with a cut-off that takes exactly the next oldest seeded lead.
    const before = new Date(victims.retentionCutoffs[turn]!);
    if ((await store.forget({ leadsBefore: before, heldBefore: before })).leads !== 1) misses.push(`retention ${turn}`);
    made.retention++;
    // The race counts the turns as they come, to stop once there are enough.
    process.stdout.write(`turn ${turn + 1}\n`);
  }
  await store.close();
  process.stdout.write(`${JSON.stringify({ made, misses })}\n`);
  process.stdin.destroy();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
