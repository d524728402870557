/**
 * The server's first import (main.ts), so that it runs before any other module of the compiled
 * server: on a Node older than the line the server is built for, the server stops here, naming the
 * Node it needs and the command that runs it, instead of failing later on a builtin that Node lacks
 * (node:sqlite) or a flag it does not know. It uses nothing that Node 18 or 20 lacks.
 */

/** The oldest Node line the server runs on: package.json's engines (24.x), the compile target (node24). */
export const REQUIRED_NODE_MAJOR = 24;

/** Why the server cannot run on this Node, or undefined when it can. */
export function olderNodeRefusal(
  running = process.versions.node,
  execPath = process.execPath,
  args: readonly string[] = [...process.execArgv, ...process.argv.slice(1)],
): string | undefined {
  if (Number(running.split('.')[0]) >= REQUIRED_NODE_MAJOR) return undefined;
  return (
    `The server needs Node ${REQUIRED_NODE_MAJOR} (package.json's engines: ${REQUIRED_NODE_MAJOR}.x); ${execPath} is Node ${running}. ` +
    `Run it on the project's own Node, which npm ci installs into node_modules/.bin, from the repository: npm exec -- node ${args.join(' ')}`
  );
}

const refusal = olderNodeRefusal();
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}
