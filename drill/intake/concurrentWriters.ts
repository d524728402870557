/**
 * Two writers on one lead store: two servers on one PostgreSQL database, and a server on the file
 * store while the owner's command rewrites the same files; no lead may be lost or doubled.
 */
import { raceRewritesAgainstPosts, seedRewriteVictims } from '../../test-support/leads/leadStoreRace';
import { failureOf, storageProblems } from '../leadChecks';
import { freeSitePorts } from '../siteServer';
import { deliveryVerdict } from './deliveries';
import { storageOption, type IntakeFixtures } from './fixtures';
import { makeSubmissions, refusedSubmissionProblems, retryUnanswered, submit, type Submission } from './submissions';

/** The rewrite race: seeded leads for the owner's edits, the least of each kind, and how long it may post. */
const REWRITE_VICTIMS = 300;
export const REWRITE_MIN_EACH = 20;
export const REWRITE_RACE_MAX_MS = 150_000;

/** Two servers share one PostgreSQL database; submissions alternate between them; the webhook is up throughout. */
export async function twoServersCase(count: number, fixtures: IntakeFixtures): Promise<string> {
  const storage = await fixtures.storage('PostgreSQL');
  const receiver = await fixtures.receiver(() => 200);
  const builds = await fixtures.builds();
  const shared = { builds, storage: storageOption(storage), webhookUrl: receiver.url };
  const serverA = await fixtures.server({ ...shared, label: 'PostgreSQL server A', ports: await freeSitePorts() });
  const serverB = await fixtures.server({ ...shared, label: 'PostgreSQL server B', ports: await freeSitePorts() });
  try {
    const submissions = await makeSubmissions(count, 'two servers', serverA.shellOrigin);
    const origins = new Map(
      submissions.map((submission, index) => [submission, (index % 2 === 0 ? serverA : serverB).shellOrigin]),
    );
    const originOf = (submission: Submission) => origins.get(submission)!;
    await Promise.all(submissions.map((submission) => submit(originOf(submission), submission)));
    const retried = await retryUnanswered(originOf, submissions);
    const reader = await storage.open();
    const stored = await reader.list();
    const failure = failureOf([...refusedSubmissionProblems(submissions), ...storageProblems(submissions, stored)]);
    if (failure) throw failure;
    const { seconds, delivered } = await deliveryVerdict(reader, receiver, stored);
    return `${count} sent, half to each server, ${retried.length} needed a retry, ${stored.length} stored, ${delivered} deliveries within ${seconds} s`;
  } finally {
    await Promise.all([serverA.stop(), serverB.stop()]);
  }
}

/**
 * The owner edits the leads while the site takes them: a real server on the file store takes posts
 * from four clients while another process (as `npm run leads` is) deletes, releases, erases and runs
 * the retention pass on the same files; every acknowledged lead must be there afterwards.
 */
export async function rewriteRaceCase(
  minPosts: number,
  minRewritesEach: number,
  fixtures: IntakeFixtures,
): Promise<string> {
  const storage = await fixtures.storage('file log');
  const victimsFile = await seedRewriteVictims(storage.address, REWRITE_VICTIMS);
  const server = await fixtures.server({
    label: 'file log server (rewrite race)',
    builds: await fixtures.builds(),
    ports: await freeSitePorts(),
    storage: storageOption(storage),
  });
  try {
    const figures = await raceRewritesAgainstPosts({
      siteUrl: server.shellOrigin,
      dataDir: storage.address,
      victimsFile,
      clients: 4,
      minPosts,
      minRewritesEach,
      maxMs: REWRITE_RACE_MAX_MS,
    });
    const shown = `${figures.acknowledged} posts acknowledged, rewrites ${Object.entries(figures.rewrites)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}, lost ${figures.lost.length} (${figures.seconds.toFixed(1)} s)`;
    const short =
      Object.values(figures.rewrites).some((count) => count < minRewritesEach) || figures.acknowledged < minPosts;
    if (figures.lost.length > 0 || figures.refused > 0 || figures.rewriteMisses.length > 0 || short) {
      throw new Error(
        `${shown}; refused ${figures.refused}; rewrites that found nothing: ${figures.rewriteMisses.slice(0, 5).join(', ') || 'none'}; lost: ${figures.lost.slice(0, 5).join(', ')}`,
      );
    }
    return shown;
  } finally {
    await server.stop();
  }
}
