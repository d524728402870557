/**
 * The composed site as the remotes section runs it: the production build served by one site, each
 * remote's host behind a fault proxy, a portals build of another contract ready to swap in, and a
 * browser whose visitors share nothing.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_GROUPS, type RemoteGroup } from 'shared/routes';
import { createSite, readServerConfig, type Site } from 'site-server';
import { linkServerModules } from 'site-server/build-output';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/browser/chromium';
import { reservePorts } from '../../tooling/net/ports';
import { repoRoot } from '../../tooling/workspaces';
import { FaultProxy } from '../faultProxy';

const SLOW_REMOTE_MS = 10_000;

/** The composed site as the drill runs it: the build, the proxies, a browser. */
export class DrillSite {
  readonly proxies = new Map<RemoteGroup, FaultProxy>();
  private site: Site | undefined;
  private browser: Browser | undefined;
  private workDir = '';
  private port = 0;

  /** With `port`, the shell listens there, the remotes on the next four ports and their proxies on the four after; otherwise on reserved ports. */
  constructor(private readonly fixedPort?: number) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Where the portals remote is served from: a copy, so the contract case can swap it like a deploy. */
  get portalsDir(): string {
    return path.join(this.workDir, 'portals');
  }

  get incompatiblePortalsDir(): string {
    return path.join(this.workDir, 'portals-contract-2');
  }

  async start(): Promise<void> {
    for (const workspace of ['shell', ...REMOTE_GROUPS.map((group) => `${group}-mfe`)]) {
      if (!existsSync(path.join(repoRoot, workspace, 'dist', 'server-build.json'))) {
        throw new Error(`${workspace} has no production build: run "npm run build" before the remote drill`);
      }
    }
    this.workDir = mkdtempSync(path.join(tmpdir(), 'drill-remotes-'));
    linkServerModules(this.workDir);
    cpSync(path.join(repoRoot, 'portals-mfe', 'dist'), this.portalsDir, { recursive: true });
    buildIncompatiblePortals(this.incompatiblePortalsDir);

    const ports = this.fixedPort
      ? Array.from({ length: 9 }, (_, index) => this.fixedPort! + index)
      : await reservePorts(9);
    this.port = ports[0]!;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      PORTALS_MFE_DIST: this.portalsDir,
      LEADS_DATA_DIR: path.join(this.workDir, 'leads'),
      LEAD_WEBHOOK_URL: '',
    };
    REMOTE_GROUPS.forEach((group, index) => {
      const remotePort = ports[1 + index]!;
      const proxy = new FaultProxy(ports[5 + index]!, `http://127.0.0.1:${remotePort}`, SLOW_REMOTE_MS);
      this.proxies.set(group, proxy);
      env[`${group.toUpperCase()}_MFE_PORT`] = String(remotePort);
      env[`${group.toUpperCase()}_MFE_URL`] = `${proxy.origin}/mf-manifest.json`;
    });
    this.site = await createSite(readServerConfig(env));
    await this.site.listen();
    for (const proxy of this.proxies.values()) await proxy.start();
    this.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  }

  proxy(group: RemoteGroup): FaultProxy {
    const proxy = this.proxies.get(group);
    if (!proxy) throw new Error(`no proxy for ${group}`);
    return proxy;
  }

  /** A visitor of their own: no cache or state shared with the cases before. */
  async visitor(): Promise<{ context: BrowserContext; page: Page; console: string[] }> {
    if (!this.browser) throw new Error('the drill site is not started');
    const context = await this.browser.newContext({ baseURL: this.origin });
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => console.push(`uncaught: ${error.message}`));
    return { context, page, console };
  }

  /** Puts the incompatible portals build in place of the live one, or back. */
  swapPortals(): void {
    const aside = `${this.portalsDir}.aside`;
    renameSync(this.portalsDir, aside);
    renameSync(this.incompatiblePortalsDir, this.portalsDir);
    renameSync(aside, this.incompatiblePortalsDir);
  }

  async stop(): Promise<void> {
    await this.browser?.close().catch(() => undefined);
    for (const proxy of this.proxies.values()) await proxy.stop();
    await this.site?.close().catch(() => undefined);
    if (this.workDir) rmSync(this.workDir, { recursive: true, force: true });
  }
}

/** The portals remote as its team might ship it by mistake: built against page-group contract 2. */
function buildIncompatiblePortals(outputDir: string): void {
  const builder = path.join(repoRoot, 'e2e', 'redeploy', 'buildChangedPortals.ts');
  const result = spawnSync(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [builder, outputDir, 'Client Portal', 'Client Portal', '--contract-major=2'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`could not build the contract-2 portals remote: ${result.stderr || result.stdout}`);
}
