'use strict';
/**
 * The renderer: a process of its own that runs the teams' server builds, so their code never shares
 * a process with the site's secrets. It is started with no secret in its environment and with
 * Node's permission model allowing it to read the release folders and React only (see
 * rendererPool.ts). Plain JavaScript on purpose: it must start without a TypeScript loader, which
 * the permission model would refuse.
 *
 * Each request, on stdin, asks for one page: { id, shellDir, remote?: { group, distDir }, routePath, url, facts, factsGlobal }.
 * The answer, on fd 3, is { id, html }, { id, error, refused? } or { id, contractMajor, hasPages }; { attempt } tells of a tripwire.
 * Both ways a message is a 4-byte length and that many bytes of JSON: the server reads an answer's
 * length before its bytes, and refuses one over its cap (Node's IPC channel would hold any size).
 */
const path = require('node:path');
const net = require('node:net');
const { readFileSync } = require('node:fs');
const { Buffer } = require('node:buffer');

const SERVER_BUILD_FILE = 'server-build.json';
const SERVER_MODULE = /^server\/[\w.-]+\.js$/;

/** The module a build's server-build.json names; each release's is a file of its own, required once. */
function loadServerBuild(distDir) {
  const listing = JSON.parse(readFileSync(path.join(distDir, SERVER_BUILD_FILE), 'utf8'));
  if (typeof listing.module !== 'string' || !SERVER_MODULE.test(listing.module))
    throw new Error(`${path.join(distDir, SERVER_BUILD_FILE)} names no server module`);
  return require(path.join(distDir, listing.module));
}

async function render(request) {
  globalThis[Symbol.for(request.factsGlobal)] = request.facts;
  let page;
  if (request.remote) {
    const exposed = loadServerBuild(request.remote.distDir);
    const declared = exposed && 'contractMajor' in exposed ? exposed.contractMajor : 1;
    // The main process words the refusal: it knows the contract's rules.
    if (declared !== request.contractMajor || typeof exposed.pages !== 'object' || exposed.pages === null)
      return {
        contractMajor: typeof declared === 'object' && declared !== null ? stringify(declared) : declared,
        hasPages: Boolean(exposed && exposed.pages),
      };
    const load = exposed.pages[request.routePath];
    if (typeof load !== 'function')
      throw new Error(`${request.remote.group}'s server build has no page for ${request.routePath}`);
    page = { path: request.routePath, module: await load() };
  }
  const shell = loadServerBuild(request.shellDir);
  const rendered = await shell.renderApp({ url: request.url, page });
  return { html: rendered.html };
}

/** The failure in words, naming what the permission model refused, so the server's log says what a build tried. */
function reasonOf(error) {
  if (!(error instanceof Error)) return String(error);
  return error.code === 'ERR_ACCESS_DENIED'
    ? `${error.message} (${error.permission}: ${error.resource})`
    : error.message;
}

/** Errors that mean the permission model or the sandbox said no (a file, a builtin turned off, a descriptor closed to it): the server counts them as a build's attempts. */
const REFUSALS = new Set([
  'ERR_ACCESS_DENIED',
  'EPERM',
  'EACCES',
  'EROFS',
  'ENETUNREACH',
  'ECONNREFUSED',
  'ESRCH',
  'ENOSYS',
  'ERR_MEMORY_ALLOCATION_FAILED',
  'ERR_UNKNOWN_BUILTIN_MODULE',
  'EBADF',
]);

/** Whether the permission model, the sandbox or the memory cap said no: a build that lets the error through is counted. */
function refusedByTheSandbox(error) {
  if (!error || typeof error !== 'object') return false;
  return REFUSALS.has(error.code) || (error instanceof RangeError && /allocat/i.test(error.message));
}

// Taken now, before any build runs: a build that patches JSON or Buffer later changes only its own answers.
const stringify = JSON.stringify;
const parse = JSON.parse;
const fromString = Buffer.from.bind(Buffer);
const allocate = Buffer.alloc.bind(Buffer);
const concat = Buffer.concat.bind(Buffer);
const answers = new net.Socket({ fd: 3, readable: false, writable: true });

function send(message) {
  const body = fromString(stringify(message), 'utf8');
  const head = allocate(4);
  head.writeUInt32BE(body.length);
  answers.write(concat([head, body]));
}

/**
 * Tripwires: a working build signals no process, opens no connection, starts no program or thread
 * and loads no addon, so each such call is told to the server, which logs and counts it under the
 * releases this renderer runs. Set before any build loads; a build that knows of them can undo them,
 * which is why the sandbox, not these, is what stops the call.
 */
function attempted(what) {
  send({ attempt: what });
}
const diagnostics = require('node:diagnostics_channel');
diagnostics.subscribe('net.client.socket', ({ socket }) =>
  socket.once('connectionAttempt', (ip, port) => attempted(`a connection to ${ip}:${port}`)),
);
diagnostics.subscribe('child_process', () => attempted('a program started'));
diagnostics.subscribe('worker_threads', () => attempted('a worker thread started'));
const kill = process.kill;
process.kill = function (pid, signal) {
  attempted(`signal ${signal ?? 'SIGTERM'} sent to process ${pid}`);
  return kill.call(process, pid, signal);
};
const debugProcess = process._debugProcess;
process._debugProcess = function (pid) {
  attempted(`the debugger of process ${pid} asked to open`);
  return debugProcess.call(process, pid);
};
const dlopen = process.dlopen;
process.dlopen = function (...args) {
  attempted('a native addon loaded');
  return dlopen.apply(process, args);
};

function handle(request) {
  render(request).then(
    (answer) => send({ id: request.id, ...answer }),
    (error) => send({ id: request.id, error: reasonOf(error), refused: refusedByTheSandbox(error) }),
  );
}

let pending = Buffer.alloc(0);
process.stdin.on('data', (chunk) => {
  pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
  while (pending.length >= 4) {
    const length = pending.readUInt32BE(0);
    if (pending.length < 4 + length) return;
    const request = parse(pending.subarray(4, 4 + length).toString('utf8'));
    pending = pending.subarray(4 + length);
    handle(request);
  }
});
// The server ends its renderer by closing its input, once the renders in flight are answered; a server that is gone, however it went, closes it too.
process.stdin.on('end', () => process.exit(0));
// A signal to the whole process group must not cut renders short.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
send({ ready: true });
