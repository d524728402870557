'use strict';
/**
 * The renderer: a process of its own that runs the teams' server builds, so their code never shares
 * a process with the site's secrets. It is started with no secret in its environment and with
 * Node's permission model allowing it to read the release folders and React only (see
 * rendererPool.ts). Plain JavaScript on purpose: it must start without a TypeScript loader, which
 * the permission model would refuse.
 *
 * Each message asks for one page: { id, shellDir, remote?: { group, distDir }, routePath, url, facts, factsGlobal }.
 * The answer is { id, html } or { id, error, contractMajor? }.
 */
const path = require('node:path');
const { readFileSync } = require('node:fs');

const SERVER_BUILD_FILE = 'server-build.json';
const SERVER_MODULE = /^server\/[\w.-]+\.js$/;

/** The module a build's server-build.json names; each release's is a file of its own, required once. */
function loadServerBuild(distDir) {
  const listing = JSON.parse(readFileSync(path.join(distDir, SERVER_BUILD_FILE), 'utf8'));
  if (typeof listing.module !== 'string' || !SERVER_MODULE.test(listing.module)) throw new Error(`${path.join(distDir, SERVER_BUILD_FILE)} names no server module`);
  return require(path.join(distDir, listing.module));
}

async function render(request) {
  globalThis[Symbol.for(request.factsGlobal)] = request.facts;
  let page;
  if (request.remote) {
    const exposed = loadServerBuild(request.remote.distDir);
    const declared = exposed && 'contractMajor' in exposed ? exposed.contractMajor : 1;
    // The main process words the refusal: it knows the contract's rules.
    if (declared !== request.contractMajor || typeof exposed.pages !== 'object' || exposed.pages === null) return { contractMajor: declared, hasPages: Boolean(exposed && exposed.pages) };
    const load = exposed.pages[request.routePath];
    if (typeof load !== 'function') throw new Error(`${request.remote.group}'s server build has no page for ${request.routePath}`);
    page = { path: request.routePath, module: await load() };
  }
  const shell = loadServerBuild(request.shellDir);
  const rendered = await shell.renderApp({ url: request.url, page });
  return { html: rendered.html };
}

/** The failure in words, naming what the permission model refused, so the server's log says what a build tried. */
function reasonOf(error) {
  if (!(error instanceof Error)) return String(error);
  return error.code === 'ERR_ACCESS_DENIED' ? `${error.message} (${error.permission}: ${error.resource})` : error.message;
}

process.on('message', (request) => {
  render(request).then(
    (answer) => process.send({ id: request.id, ...answer }),
    (error) => process.send({ id: request.id, error: reasonOf(error) }),
  );
});
// The server ends its renderer once the renders in flight are answered; a signal to the whole process group must not cut them short.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
// A server that is gone, however it went, takes its renderer with it.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
