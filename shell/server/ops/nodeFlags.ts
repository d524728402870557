/**
 * The Node flags the server and its renderer run with, each in the spelling the running Node
 * offers: a flag this Node does not know is a clear error here, not a process that fails to start
 * (Node 22.13 renamed --experimental-permission to --permission, and 24 dropped the old name).
 */

/** The first of `spellings` (a flag, with or without `=value`) that the running Node offers. */
export function offeredFlag(...spellings: string[]): string {
  const found = spellings.find((spelling) => process.allowedNodeEnvironmentFlags.has(spelling.replace(/=.*/s, '')));
  if (found) return found;
  throw new Error(
    `Node ${process.version} offers none of ${spellings.join(', ')}: run the project's own Node ` +
      '(npm ci installs it into node_modules/.bin, where every npm script finds it first).',
  );
}

/** Started without it, any process of the same user opens a debugger inside the server with one SIGUSR1. */
const NO_SIGNAL_DEBUGGER = '--disable-sigusr1';

/** What a server process starts with: no debugger by signal, and stack traces that name the TypeScript sources. */
export function serverNodeFlags(): string[] {
  return [offeredFlag(NO_SIGNAL_DEBUGGER), offeredFlag('--enable-source-maps')];
}

/**
 * Builtins that write files past the permission model (Node's docs say so of node:sqlite), turned
 * off in the renderer; each write path that stays (fs, process.report, v8.writeHeapSnapshot,
 * trace_events, the compile cache, WASI) is refused by the permission model, as docs/architecture.md lists.
 */
const WRITES_PAST_PERMISSIONS = ['--no-experimental-sqlite', '--no-experimental-webstorage'];

/** What the renderer starts with: the permission model with read access to `readable` only, no debugger by signal, no builtin that writes past it. */
export function rendererNodeFlags(readable: readonly string[]): string[] {
  const allowRead = offeredFlag('--allow-fs-read');
  return [
    offeredFlag('--permission', '--experimental-permission'),
    offeredFlag(NO_SIGNAL_DEBUGGER),
    ...WRITES_PAST_PERMISSIONS.map((flag) => offeredFlag(flag)),
    ...readable.map((folder) => `${allowRead}=${folder}`),
  ];
}

/** Whether this process was started so that SIGUSR1 opens no debugger (on its command line or in NODE_OPTIONS). */
export function signalDebuggerDisabled(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions = process.env.NODE_OPTIONS ?? '',
): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].includes(NO_SIGNAL_DEBUGGER);
}

/** The refusal a server started without it gives, naming the command that works. */
export function assertSignalDebuggerDisabled(): void {
  if (signalDebuggerDisabled()) return;
  throw new Error(
    `The server must run with Node's ${NO_SIGNAL_DEBUGGER}: without it any process of this user opens a debugger inside the server ` +
      `with one signal. Start it as npm start does: node ${serverNodeFlags().join(' ')} shell/server-dist/main.js`,
  );
}
