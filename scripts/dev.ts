/**
 * `npm run dev`: the shell and all four remotes on webpack-dev-server with hot reload
 * (shell on http://localhost:3000, remotes on 3001-3004). `npm run dev -w services-mfe`
 * runs one remote alone in the shared harness instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { allWorkspaces, repoRoot, SHELL_DEV_PORT } from '../tooling/workspaces';

const children: ChildProcess[] = allWorkspaces.map((workspace) => {
  const child = spawn('npm', ['run', 'dev', '-w', workspace], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const prefix = `[${workspace}] `.padEnd(18);
  const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(prefix + line + '\n');
  };
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`${prefix}exited with code ${code}`);
  });
  return child;
});

console.log(`Dev site: http://localhost:${SHELL_DEV_PORT} (remotes hot-reload on their own ports; sources in ${path.relative(process.cwd(), repoRoot) || '.'})`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
