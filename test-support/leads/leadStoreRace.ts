/**
 * The race between a running server appending leads and the owner rewriting the same files
 * (`npm run leads -- delete | release | --erase-email`, the retention pass): clients post for as
 * long as it takes, every acknowledged id is noted, a second process rewrites the files meanwhile,
 * and afterwards every acknowledged lead must still be in the store. Shared by the unit test and
 * the drill, which bring their own server.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FileLeadStore } from '../../shell/server/leads/fileLeadStore';
import { sampleLead } from './leadFixtures';

/** The seeded leads the rewriter takes, one of each kind a turn. */
export interface RewriteVictims {
  deletes: string[];
  releases: string[];
  erasures: string[];
  /** Each turn's retention cut-off: just after the next oldest seeded lead. */
  retentionCutoffs: string[];
}

const TSX = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const REWRITE_LOOP = path.join(__dirname, 'rewriteLoop.ts');
const MINUTE = 60_000;

/** Seeds `turns` victims of each kind into the file store at `dataDir`, before a server opens it; their description goes to `victimsFile`. */
export async function seedRewriteVictims(dataDir: string, turns: number): Promise<string> {
  const store = await FileLeadStore.open(dataDir);
  const victims: RewriteVictims = { deletes: [], releases: [], erasures: [], retentionCutoffs: [] };
  // Old, but within any retention a server applies at its start: only the rewriter's passes take them.
  const old = Date.now() - 300 * 24 * 60 * MINUTE;
  for (let turn = 0; turn < turns; turn++) {
    victims.deletes.push((await store.add({ ...sampleLead, email: `delete-${turn}@example.test` })).lead.id);
    victims.releases.push(
      (await store.add({ ...sampleLead, email: `release-${turn}@example.test` }, { hold: { reasons: ['honeypot'] } }))
        .lead.id,
    );
    await store.add({ ...sampleLead, email: `erase-${turn}@example.test` });
    victims.erasures.push(`erase-${turn}@example.test`);
    await store.add(
      { ...sampleLead, email: `retention-${turn}@example.test` },
      { receivedAt: new Date(old + turn * MINUTE) },
    );
    victims.retentionCutoffs.push(new Date(old + turn * MINUTE + MINUTE / 2).toISOString());
  }
  await store.close();
  // Beside the store's files, which it leaves alone, and removed with them.
  const victimsFile = path.join(dataDir, 'rewrite-victims.json');
  writeFileSync(victimsFile, JSON.stringify(victims));
  return victimsFile;
}

export interface RaceFigures {
  posts: number;
  /** Posts answered 201 with an id. */
  acknowledged: number;
  /** Answers other than 201 (none is expected; counted so that a refusal cannot pass as a lead). */
  refused: number;
  rewrites: { delete: number; release: number; erase: number; retention: number };
  /** Rewrites that did not find their victim: a rewrite that did nothing would prove nothing. */
  rewriteMisses: string[];
  /** Acknowledged ids the store no longer has. */
  lost: string[];
  seconds: number;
}

export interface RaceOptions {
  siteUrl: string;
  dataDir: string;
  victimsFile: string;
  clients: number;
  /** Posting goes on until this many were acknowledged and the rewriter has made `minRewritesEach` of each kind. */
  minPosts: number;
  minRewritesEach: number;
  /** Stops regardless after this long (the figures then say how far it got). */
  maxMs: number;
  /** Headers every post carries (the drill's Host, say). */
  headers?: Record<string, string>;
}

export async function raceRewritesAgainstPosts(options: RaceOptions): Promise<RaceFigures> {
  const started = Date.now();
  const rewriter = spawn(TSX, [REWRITE_LOOP, options.dataDir, options.victimsFile], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let rewriterOutput = '';
  rewriter.stdout.on('data', (chunk: Buffer) => (rewriterOutput += chunk.toString()));
  rewriter.stderr.on('data', (chunk: Buffer) => (rewriterOutput += chunk.toString()));
  const rewriterDone = new Promise<number | null>((resolve) => rewriter.once('exit', (code) => resolve(code)));
  const turns = () => (rewriterOutput.match(/^turn \d+$/gm) ?? []).length;

  const acknowledged: string[] = [];
  let posts = 0;
  let refused = 0;
  const enough = () =>
    Date.now() - started > options.maxMs ||
    (acknowledged.length >= options.minPosts && turns() >= options.minRewritesEach);
  const client = async (clientNumber: number) => {
    for (let n = 0; !enough(); n++) {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...sampleLead, email: `client${clientNumber}-${n}@example.test` }))
        form.append(name, value);
      posts++;
      const response = await fetch(`${options.siteUrl}/api/contact`, {
        method: 'POST',
        body: form,
        headers: options.headers,
      });
      const answer = (await response.json().catch(() => ({}))) as { id?: string };
      if (response.status === 201 && answer.id) acknowledged.push(answer.id);
      else refused++;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, clientNumber) => client(clientNumber)));
  rewriter.stdin.end();
  const code = await rewriterDone;
  const report = /^\{.*\}$/m.exec(rewriterOutput)?.[0];
  if (code !== 0 || !report)
    throw new Error(`the rewriter failed (exit code ${code}):\n${rewriterOutput.slice(-2000)}`);
  const { made, misses } = JSON.parse(report) as { made: RaceFigures['rewrites']; misses: string[] };

  const store = await FileLeadStore.open(options.dataDir);
  const kept = new Set((await store.list()).map((lead) => lead.id));
  await store.close();
  return {
    posts,
    acknowledged: acknowledged.length,
    refused,
    rewrites: made,
    rewriteMisses: misses,
    lost: acknowledged.filter((id) => !kept.has(id)),
    seconds: (Date.now() - started) / 1000,
  };
}
