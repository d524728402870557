/**
 * One composed site for `npm run bench:team-origin`, run in a process of its own from the repository
 * at argv[2] (the branch or a worktree of main), so the bench compares two builds of the server side by side.
 * Its settings come from the environment as the server's own; it prints "listening" once it answers.
 */
import path from 'node:path';

async function main() {
  const root = path.resolve(process.argv[2] ?? '.');
  // Each build's own server code, with the packages of its own node_modules.
  const { readServerConfig } = (await import(
    path.join(root, 'shell/server/ops/config.ts')
  )) as typeof import('../../../shell/server/ops/config');
  const { createSite } = (await import(
    path.join(root, 'shell/server/createSite.ts')
  )) as typeof import('../../../shell/server/createSite');
  const site = await createSite(readServerConfig(process.env));
  await site.listen();
  process.stdout.write('listening\n');
  const stop = () => void site.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
