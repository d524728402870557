/**
 * `npm run bench:swaps`: what a server holds after it has gone through many releases of a group.
 * One server on a deploy directory of its own serves the real shell and services builds; the
 * services build is published and promoted SWAPS times (300), each time as a new release (one
 * file added that names it), and a services page is rendered after each switch. Prints the
 * server process's RSS and heap after 3, every 50 and SWAPS switches (after a collection), and how
 * many renderer processes run. Old releases are pruned as a team's pipeline would. Run after
 * `npm run build`, with `node --expose-gc` (the npm script does).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSite, readServerConfig } from 'site-server';
import { DiskReleaseRegistry, promoteRelease, publishRelease, pruneReleases } from 'site-server/releases';
import { distDir } from '../tooling/workspaces';

const SWAPS = Number(process.env.SWAPS ?? 300);
const PAGE = '/pcb-assembly';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function measure(): { rss: number; heap: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed };
}

async function main() {
  if (!(globalThis as { gc?: unknown }).gc)
    console.warn('Run with node --expose-gc for figures after a collection (npm run bench:swaps does).');
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-swaps-'));
  const deployDir = path.join(root, 'deploy');
  const registry = new DiskReleaseRegistry(deployDir);
  const shell = await publishRelease(registry, { app: 'shell', files: { folder: distDir('shell') }, actor: 'bench' });
  await promoteRelease(registry, 'shell', shell.id, 'bench', { skipGate: 'bench' });
  const config = readServerConfig({
    ...process.env,
    DEPLOY_DIR: deployDir,
    LEADS_DATA_DIR: path.join(root, 'leads'),
    LOG_LEVEL: 'warn',
    PORT: '18680',
    HOST: '127.0.0.1',
  });
  const site = await createSite({ ...config, remotes: config.remotes.filter((remote) => remote.group === 'services') });
  const build = path.join(root, 'build');
  const figures: { swaps: number; rss: number; heap: number; renderers: number }[] = [];
  const started = Date.now();
  try {
    for (let swap = 1; swap <= SWAPS; swap += 1) {
      rmSync(build, { recursive: true, force: true });
      cpSync(distDir('services-mfe'), build, { recursive: true });
      writeFileSync(path.join(build, 'release-note.txt'), `release ${swap}\n`);
      const { id } = await publishRelease(registry, { app: 'services-mfe', files: { folder: build }, actor: 'bench' });
      await promoteRelease(registry, 'services-mfe', id, 'bench', { skipGate: 'bench' });
      const page = await site.shell.inject({
        method: 'GET',
        url: PAGE,
        headers: { host: 'localhost', accept: 'text/html' },
      });
      if (!page.body.includes('<h1')) throw new Error(`swap ${swap}: ${PAGE} was not rendered on the server`);
      if (swap % 10 === 0) await pruneReleases(registry, 'services-mfe', 3, 'bench');
      if (swap === 3 || swap % 50 === 0 || swap === SWAPS) {
        // A retired renderer ends once its last render is answered.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        figures.push({ swaps: swap, ...measure(), renderers: site.rendererPids().length });
      }
    }
  } finally {
    await site.close();
    await registry.close();
    rmSync(root, { recursive: true, force: true });
  }
  console.log(
    `Server process after N releases of services-mfe, each promoted and ${PAGE} rendered (${((Date.now() - started) / 1000).toFixed(0)} s):`,
  );
  for (const figure of figures)
    console.log(
      `  after ${String(figure.swaps).padStart(3)}: RSS ${mib(figure.rss)}, heap ${mib(figure.heap)}, renderer processes ${figure.renderers}`,
    );
  const [first, last] = [figures[0]!, figures.at(-1)!];
  console.log(
    `  RSS change ${(((last.rss - first.rss) / first.rss) * 100).toFixed(1)}%, heap change ${(((last.heap - first.heap) / first.heap) * 100).toFixed(1)}%`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
