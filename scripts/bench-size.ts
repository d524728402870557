/**
 * `npm run bench:size`: what a visitor is sent for the home page and a page of two groups, in the
 * composed site and in the monolith built from the same pages: every request until the page is live,
 * its bytes as served (brotli at quality 11, as the build precompresses them), and what the
 * JavaScript holds, by kind of code. A script's bytes are shared among its modules by their size
 * before minification: close enough to rank, not exact. Modules a composed page loads in two
 * scripts are listed: they are the part of the federation tax that shared modules could remove.
 *
 * It builds everything first (the module lists come from the builds' stats, kept in .bench/);
 * BENCH_SKIP_BUILD=1 reuses the last builds and their lists. BENCH_ROUTES=/,/medical picks the routes.
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type webpack from 'webpack';
import { build, type BuildTarget } from './build';
import { origin, serve, type Build } from './bench/sites';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/browser/chromium';
import { repoRoot } from '../tooling/workspaces';

const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/pcb-assembly', '/medical'];
const TARGETS: BuildTarget[] = ['shell', 'services-mfe', 'industries-mfe', 'company-mfe', 'portals-mfe', 'monolith'];
const MODULE_LISTS = path.join(repoRoot, '.bench', 'chunk-modules.json');

/** A module of a script: where it comes from (repository-relative) and its size before minification. */
interface ModuleShare {
  source: string;
  size: number;
}

/** Per build target, per emitted script: its modules. */
type ModuleLists = Partial<Record<BuildTarget, Record<string, ModuleShare[]>>>;

/** Where a module comes from, from its identifier: a path under the repository, or webpack's own name for it. */
function sourceOf(module: { identifier?: string; name?: string }): string {
  const resource = (module.identifier ?? '').split('!').pop()?.split('|')[0] ?? '';
  if (resource.startsWith(repoRoot)) return path.relative(repoRoot, resource.split('?')[0]!);
  return module.name ?? resource;
}

function flatModules(modules: webpack.StatsModule[] = []): ModuleShare[] {
  return modules.flatMap((module) =>
    module.modules && module.modules.length > 0
      ? flatModules(module.modules)
      : [{ source: sourceOf(module), size: module.size ?? 0 }],
  );
}

function readModuleLists(target: BuildTarget, stats: webpack.StatsCompilation, into: ModuleLists) {
  const client = stats.children?.find((child) => child.name === 'client') ?? stats;
  const files: Record<string, ModuleShare[]> = {};
  for (const chunk of client.chunks ?? []) {
    for (const file of chunk.files ?? [])
      if (file.endsWith('.js')) files[file] = [...(files[file] ?? []), ...flatModules(chunk.modules)];
  }
  into[target] = files;
}

/** A module's source relative to the repository: webpack names some relative to the build's own folder (`../node_modules/…`, `./src/…`). */
function fromRepository(target: BuildTarget, source: string): string {
  return /^\.\.?\//.test(source)
    ? path.relative(repoRoot, path.resolve(repoRoot, target, source.split(' + ')[0]!))
    : source;
}

/** The kind of code a module is, the account's rows. */
function kindOf(source: string): string {
  if (source.startsWith('node_modules/@module-federation/')) return 'federation runtime and plugins';
  if (/^(webpack\/container|consume shared|provide shared|remote |container entry|webpack\/sharing)/.test(source))
    return 'federation glue (entry, shared, remotes)';
  if (source.startsWith('webpack/') || source.includes('webpack/runtime')) return 'webpack runtime';
  if (/^node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|react-toastify|clsx)\//.test(source))
    return 'libraries (React, router, toasts)';
  if (source.startsWith('node_modules/')) return 'other packages';
  if (source.startsWith('shared/src/ui/')) return 'kit blocks (shared/src/ui)';
  if (source.startsWith('shared/src/content/')) return 'content (shared/src/content)';
  if (/^shared\/src\/(routing|routes)\//.test(source)) return 'routing and the route table';
  if (source.startsWith('shared/src/')) return 'shared, other (config, styles, assets)';
  if (/^(shell|monolith)\/src\//.test(source)) return "the shell's own code";
  if (/^[a-z]+-mfe\/src\//.test(source)) return "the group's own code";
  return 'other';
}

/** What one request brought: what it is, its bytes as served, and for a script, where it came from. */
interface Arrival {
  url: string;
  type: string;
  brotli: number;
  target?: BuildTarget;
  file?: string;
}

const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Every request of one page view until the page is live, as served. */
async function arrivals(
  browser: Browser,
  url: string,
  targetOfPort: (port: string) => BuildTarget,
): Promise<Arrival[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<Arrival>[] = [];
  page.on('response', (response) => {
    const address = new URL(response.url());
    const type = response.request().resourceType();
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          type,
          brotli: brotliSize(body),
          target: targetOfPort(address.port),
          file: address.pathname.split('/').pop(),
        }),
        () => ({ url: response.url(), type, brotli: 0 }),
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(pending);
  await context.close();
  return all;
}

/** Bytes by kind of code for the page's scripts, and the requests by kind of resource. */
function account(page: Arrival[], lists: ModuleLists) {
  const bytes = new Map<string, number>();
  const add = (kind: string, amount: number) => bytes.set(kind, (bytes.get(kind) ?? 0) + amount);
  const requests = new Map<string, number>();
  const loadedIn = new Map<string, { file: string; share: number }[]>();
  for (const arrival of page) {
    requests.set(arrival.type, (requests.get(arrival.type) ?? 0) + 1);
    const modules =
      arrival.type === 'script' && arrival.target && arrival.file ? lists[arrival.target]?.[arrival.file] : undefined;
    if (arrival.type !== 'script') {
      add(`${arrival.type === 'fetch' ? 'JSON (remotes.json, manifests)' : arrival.type}`, arrival.brotli);
      continue;
    }
    if (!modules || modules.length === 0) {
      add('scripts without a module list', arrival.brotli);
      continue;
    }
    const total = modules.reduce((sum, module) => sum + module.size, 0) || 1;
    for (const module of modules) {
      const share = (arrival.brotli * module.size) / total;
      const source = fromRepository(arrival.target!, module.source);
      add(kindOf(source), share);
      const seen = loadedIn.get(source) ?? [];
      seen.push({ file: `${arrival.target}/${arrival.file}`, share });
      loadedIn.set(source, seen);
    }
  }
  // A module in two scripts of one page: every copy after the smallest is bytes a shared module would save.
  const twice = [...loadedIn.entries()]
    .filter(([, copies]) => new Set(copies.map((copy) => copy.file)).size > 1)
    .map(([source, copies]) => ({
      source,
      extra: copies.reduce((sum, copy) => sum + copy.share, 0) - Math.min(...copies.map((copy) => copy.share)),
    }));
  return { bytes, requests, twice };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  let lists: ModuleLists = {};
  if (process.env.BENCH_SKIP_BUILD === '1') {
    lists = JSON.parse(readFileSync(MODULE_LISTS, 'utf8')) as ModuleLists;
  } else {
    console.log('Building the composed site and the monolith, keeping each script’s module list…');
    await build(TARGETS, (target, stats) => readModuleLists(target, stats, lists));
    mkdirSync(path.dirname(MODULE_LISTS), { recursive: true });
    writeFileSync(MODULE_LISTS, JSON.stringify(lists));
  }
  const leadsDir = mkdtempSync(path.join(tmpdir(), 'bench-size-leads-'));
  const sites = { composed: await serve('composed', leadsDir), monolith: await serve('monolith', leadsDir) };
  const remotePorts = new Map(
    [...sites.composed.remotes.entries()].map(([group, server]) => [
      String((server.server.address() as AddressInfo).port),
      `${group}-mfe` as BuildTarget,
    ]),
  );
  const targetOfPort =
    (which: Build) =>
    (port: string): BuildTarget =>
      which === 'monolith' ? 'monolith' : (remotePorts.get(port) ?? 'shell');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    console.log(
      `Measured ${new Date().toISOString().slice(0, 10)}: bytes as served (brotli 11), KiB, and requests, one page view each until the network is quiet.`,
    );
    for (const route of ROUTES) {
      const composed = account(await arrivals(browser, origin('composed') + route, targetOfPort('composed')), lists);
      const monolith = account(await arrivals(browser, origin('monolith') + route, targetOfPort('monolith')), lists);
      console.log(`\n${route}\n`);
      console.log('| what | composed KiB | monolith KiB | difference KiB |');
      console.log('| --- | ---: | ---: | ---: |');
      const kinds = [...new Set([...composed.bytes.keys(), ...monolith.bytes.keys()])].sort(
        (a, b) => (composed.bytes.get(b) ?? 0) - (composed.bytes.get(a) ?? 0),
      );
      let totals = [0, 0];
      for (const kind of kinds) {
        const [c, m] = [composed.bytes.get(kind) ?? 0, monolith.bytes.get(kind) ?? 0];
        totals = [totals[0]! + c, totals[1]! + m];
        console.log(`| ${kind} | ${kib(c)} | ${kib(m)} | ${c >= m ? '+' : ''}${kib(c - m)} |`);
      }
      console.log(
        `| **all** | **${kib(totals[0]!)}** | **${kib(totals[1]!)}** | **+${kib(totals[0]! - totals[1]!)}** |`,
      );
      const requestKinds = [...new Set([...composed.requests.keys(), ...monolith.requests.keys()])].sort();
      console.log(
        `\nRequests, composed (monolith): ${requestKinds.map((kind) => `${kind} ${composed.requests.get(kind) ?? 0} (${monolith.requests.get(kind) ?? 0})`).join(', ')}.`,
      );
      const twice = composed.twice.sort((a, b) => b.extra - a.extra);
      const twiceByKind = new Map<string, number>();
      for (const entry of twice)
        twiceByKind.set(kindOf(entry.source), (twiceByKind.get(kindOf(entry.source)) ?? 0) + entry.extra);
      console.log(
        `Loaded twice on the composed page: ${twice.length} modules, ${kib(twice.reduce((sum, entry) => sum + entry.extra, 0))} KiB of extra copies (${[...twiceByKind.entries()].map(([kind, extra]) => `${kind} ${kib(extra)}`).join(', ') || 'none'}); the largest: ${twice
          .slice(0, 5)
          .map((entry) => `${entry.source} ${kib(entry.extra)}`)
          .join(', ')}.`,
      );
    }
  } finally {
    await browser.close();
    await Promise.all(Object.values(sites).map((site) => site.close()));
    rmSync(leadsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
