/** A real site serving releases from a deploy directory, as the server tests of releases and their answers start it. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createSite, type Site } from '../../shell/server/createSite';
import { readServerConfig } from '../../shell/server/ops/config';
import type { Workspace } from '../../shell/server/releases/buildOutput';
import { DiskReleaseRegistry } from '../../shell/server/releases/diskReleaseRegistry';
import { publishBody } from '../../shell/server/releases/publishBody';
import { createReleaseToken } from '../../shell/server/releases/releaseTokens';
import { portalsBuild, shellBuild } from './standInBuilds';

/** The host name the test sites answer to, and their preview host (PREVIEW_URL). */
export const SITE_HOST = 'example.test';
export const PREVIEW_HOST = 'preview.example.test';

/** The settings of a site serving releases from a deploy directory in `root`, with the release API and a preview host. */
export function deploySiteEnv(root: string, ports: { shell: number; api: number }): Record<string, string> {
  return {
    PORT: String(ports.shell),
    HOST: '127.0.0.1',
    DEPLOY_DIR: path.join(root, 'deploy'),
    RELEASE_API_PORT: String(ports.api),
    LEADS_DATA_DIR: path.join(root, 'leads'),
    ALLOWED_HOSTS: SITE_HOST,
    PREVIEW_URL: `http://${PREVIEW_HOST}`,
    LOG_LEVEL: 'silent',
  };
}

export interface DeploySiteOptions<Extra extends string = never> {
  /** Names the temporary folder, so that one a test left behind says whose it was. */
  name: string;
  ports: { shell: number; api: number };
  /** Settings beyond deploySiteEnv's, such as CACHE_PURGE_URLS. */
  env?: Record<string, string>;
  /** The shell release's label, which its file names carry; 'a1' unless told. */
  shellLabel?: string;
  /** Tokens for other apps, each named `<key>-ci`: `{ services: 'services-mfe' }`. */
  tokens?: Record<Extra, Workspace>;
}

/** A started site with a shell release and a portals release live, and a second portals release staged. */
export interface DeploySite<Extra extends string = never> {
  site: Site;
  /** Where the portals remote's own origin listens. */
  portalsPort: number;
  /** The operator's own registry on the deploy directory, beside the server's. */
  operator: DiskReleaseRegistry;
  tokens: Record<'shell' | 'portals' | Extra, string>;
  /** The portals releases, labelled 'live' and 'staged'. */
  ids: { live: string; staged: string };
  /** A POST to the release API with `token`. */
  api(url: string, token: string, payload?: object): Promise<LightMyRequestResponse>;
  tmpRoot: string;
  deployDir: string;
  /** Stops the site, closes the operator's registry and removes the temporary folder. */
  close(): Promise<void>;
}

/**
 * Starts a site on a new deploy directory that serves the portals remote only, and ships through
 * its release API as the teams' pipelines would: the shell and a portals release promoted, a
 * second portals release published and left staged.
 */
export async function startDeploySite<Extra extends string = never>(
  options: DeploySiteOptions<Extra>,
): Promise<DeploySite<Extra>> {
  const tmpRoot = mkdtempSync(path.join(os.tmpdir(), `${options.name}-`));
  const deployDir = path.join(tmpRoot, 'deploy');
  const operator = new DiskReleaseRegistry(deployDir);
  let site: Site | undefined;
  const close = async () => {
    await site?.close();
    await operator.close();
    rmSync(tmpRoot, { recursive: true, force: true });
  };
  try {
    const tokens = {
      shell: await createReleaseToken(operator, 'shell', 'shell-ci'),
      portals: await createReleaseToken(operator, 'portals-mfe', 'portals-ci'),
    } as Record<'shell' | 'portals' | Extra, string>;
    for (const [key, app] of Object.entries(options.tokens ?? {}) as [Extra, Workspace][])
      tokens[key] = await createReleaseToken(operator, app, `${key}-ci`);
    const config = readServerConfig({ ...deploySiteEnv(tmpRoot, options.ports), ...options.env });
    const remotes = config.remotes.filter((remote) => remote.group === 'portals');
    site = await createSite({ ...config, remotes });
    await site.listen();
    const started = site;
    const api = (url: string, token: string, payload: object = {}) =>
      started.releaseApi!.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
    const published = async (app: 'shell' | 'portals-mfe', token: string, label: string) => {
      const build = app === 'shell' ? shellBuild(tmpRoot, label) : portalsBuild(tmpRoot, label);
      return (await api(`/releases/${app}`, token, publishBody(build))).json<{ id: string }>().id;
    };
    const shell = await published('shell', tokens.shell, options.shellLabel ?? 'a1');
    await api(`/releases/shell/${shell}/promote`, tokens.shell, { skipGate: 'first shell' });
    const live = await published('portals-mfe', tokens.portals, 'live');
    await api(`/releases/portals-mfe/${live}/promote`, tokens.portals, { skipGate: 'the first portals release' });
    const staged = await published('portals-mfe', tokens.portals, 'staged');
    const portalsPort = remotes[0]!.port;
    return { site, portalsPort, operator, tokens, ids: { live, staged }, api, tmpRoot, deployDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}
