/** What every table of `npm run bench` measures: the two builds, where each is served, the routes and the runs per cell. */
import path from 'node:path';
import { createSite, readServerConfig, type Site } from 'site-server';
import { siteMap } from '../../shared/src/routes/siteMap';
import { repoRoot } from '../../tooling/workspaces';

export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
export const COMPOSED_PORT = Number(process.env.BENCH_PORT ?? 8580);
export const MONOLITH_PORT = COMPOSED_PORT + 10;

/** The home page and one page of each group: the profile and the slower tables. */
export const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? [
  '/',
  '/pcb-assembly',
  '/medical',
  '/our-story',
  '/client-portal',
];
/** The Lighthouse table covers every route. */
export const ALL_ROUTES = process.env.BENCH_ROUTES?.split(',') ?? siteMap.map((route) => route.path);
export type Build = 'composed' | 'monolith';

export async function serve(which: Build, leadsDir: string): Promise<Site> {
  const port = which === 'composed' ? COMPOSED_PORT : MONOLITH_PORT;
  const base = readServerConfig({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LEADS_DATA_DIR: path.join(leadsDir, which),
    LEAD_WEBHOOK_URL: '',
    LOG_LEVEL: 'warn',
  });
  const config =
    which === 'composed'
      ? base
      : { ...base, shellDistDir: path.join(repoRoot, 'monolith', 'dist'), remotes: [], pagesInShellBuild: true };
  const site = await createSite(config);
  await site.listen();
  return site;
}

export const origin = (which: Build) => `http://127.0.0.1:${which === 'composed' ? COMPOSED_PORT : MONOLITH_PORT}`;
