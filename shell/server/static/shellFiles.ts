import fastifyStatic from '@fastify/static';
import { messageOf } from '../ops/messageOf';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { statSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_APPS, SERVER_BUILD_FILE, type Workspace } from '../releases/buildOutput';
import { PERSONAL_CACHE_CONTROL } from '../http/sharedCache';
import type { PreviewDesk } from '../releases/previews';
import { STAGED_FILES_PATH, type SiteReleases } from '../releases/siteReleases';
import { assertBuilt } from './assertBuilt';
import { cacheControlFor } from './cachePolicy';

/** The server build and its listing are read from disk by the server, never sent to browsers. */
export function isServerBuildPath(pathName: string): boolean {
  return pathName.startsWith('/server/') || pathName === `/${SERVER_BUILD_FILE}`;
}

export function setCacheHeaders(response: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  response.setHeader('Cache-Control', cacheControlFor(path.basename(filePath)));
}

/**
 * A browser is sent a release's files only while they are the ones published: a file changed on a
 * server's disk after publish is refused, loudly, rather than run in a visitor's browser.
 */
export function refuseUnverified(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error(
    { reason: messageOf(error) },
    'refused to send a file of a release that does not match its digests',
  );
  return reply
    .code(503)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('This file is not available.\n');
}

/**
 * The file a request for a shell asset names, looked up in each root in turn, or undefined.
 * Never a dotfile, a document template, the server build, or anything outside the roots.
 */
function shellFileFor(roots: string[], url: string): { root: string; relative: string } | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '');
  if (!relative || relative.split('/').some((segment) => segment === '' || segment.startsWith('.'))) return undefined;
  if (relative.endsWith('.html') || isServerBuildPath(`/${relative}`)) return undefined;
  for (const root of roots) {
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) continue;
    try {
      if (statSync(file).isFile()) return { root, relative };
    } catch {
      // Not in this root; the next may have it.
    }
  }
  return undefined;
}

export interface ShellFilesOptions {
  releases: SiteReleases;
  previews: PreviewDesk;
  /** Where the shell's build, or the deploy directory, is. */
  root: string;
  /** Send the .br and .gz files the build wrote beside each (tooling/webpack/base.ts). */
  precompressed: boolean;
}

/**
 * The shell's files, from the serving release and those live before it, each checked against its
 * digests; and a previewed group release that was never live, to the one browser previewing it, on
 * the preview host only. Documents are rendered per request, never sent from here.
 */
export async function registerShellFiles(
  app: FastifyInstance,
  { releases, previews, root, precompressed }: ShellFilesOptions,
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    preCompressed: precompressed,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  app.get(`${STAGED_FILES_PATH}/:app/:id/*`, (request, reply) => {
    const { app: appName, id, '*': file } = request.params as { app: string; id: string; '*': string };
    const preview = previews.of(request);
    const deploys = releases.deploys;
    if (
      !deploys ||
      !preview ||
      preview.releases[appName as Workspace] !== id ||
      !RELEASE_APPS.includes(appName as Workspace)
    )
      return reply.callNotFound();
    const relative = path.posix.normalize(`/${file}`);
    if (relative.split('/').some((segment) => segment.startsWith('.')) || isServerBuildPath(relative))
      return reply.callNotFound();
    try {
      releases.checkRelease(appName as Workspace, id);
    } catch (error) {
      return refuseUnverified(request, reply, error);
    }
    return reply
      .header('Cache-Control', PERSONAL_CACHE_CONTROL)
      .sendFile(relative.slice(1), deploys.versionDir(appName as Workspace, id));
  });
  app.get('/*', (request, reply) => {
    const file = shellFileFor(releases.shellRoots(releases.servingOf(request)), request.url);
    if (!file) return reply.callNotFound();
    try {
      releases.checkFolder(file.root);
    } catch (error) {
      return refuseUnverified(request, reply, error);
    }
    return reply.sendFile(file.relative, file.root);
  });
}

/** The shell's files as the site registers them: from the deploy directory, or the one build (`shellDistDir`), which must be built. */
export const shellFilesPlugin = fp(
  async (app: FastifyInstance, { shellDistDir, precompressed }: { shellDistDir: string; precompressed: boolean }) => {
    const { releases, previews } = app;
    if (!releases.noShellLive()) assertBuilt(path.join(releases.shellDir(), 'index.html'), 'The shell');
    await registerShellFiles(app, { releases, previews, root: releases.deploys?.root ?? shellDistDir, precompressed });
  },
  { name: 'site-shell-files', dependencies: ['site-releases'] },
);
