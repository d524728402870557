/** A group put on its team's own origin, with no test fixture, so `npm run bench:team-origin` sets up the same deployment as the browser tests. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * A team's static host (a CDN stand-in) for every file under `dir`, readable from other origins as a
 * CDN answers; `gzip` compresses each answer as read (as a CDN does), so a file changed on disk is sent as it now is.
 */
export async function startStaticOrigin(dir: string, port: number, options: { gzip?: boolean } = {}): Promise<Server> {
  const origin = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent((request.url ?? '/').split('?')[0]!));
    try {
      const body = readFileSync(file);
      const gzip = options.gzip === true && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      });
      response.end(gzip ? gzipSync(body) : body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => origin.listen(port, '127.0.0.1', resolve));
  return origin;
}

/**
 * Publishes `from` as the release of `app` its team serves from `origin`, through the release API on
 * `apiPort` with a token of the team's own, and promotes it past its gate; returns the release id.
 * Never execFileSync: the release API answering may run in the caller's process.
 */
export async function publishFromTeamOrigin(options: {
  /** The repository whose release CLI runs. */
  cwd: string;
  deployDir: string;
  apiPort: number;
  app: string;
  from: string;
  origin: string;
  skipGate: string;
}): Promise<string> {
  const env = { ...process.env, DEPLOY_DIR: options.deployDir };
  const release = async (args: string[], extra: Record<string, string> = {}) =>
    (
      await promisify(execFile)('npx', ['tsx', 'scripts/release.ts', ...args], {
        cwd: options.cwd,
        env: { ...env, ...extra },
        encoding: 'utf8',
      })
    ).stdout.trim();
  const token = (await release(['token', 'create', options.app, `--name=${options.app}-ci`]))
    .split('\n')
    .at(-1)!
    .trim();
  const asTeam = { RELEASE_API_URL: `http://127.0.0.1:${options.apiPort}`, RELEASE_TOKEN: token };
  const id = await release(['publish', options.app, `--from=${options.from}`, `--origin=${options.origin}`], asTeam);
  await release(['promote', options.app, id, `--skip-gate=${options.skipGate}`], asTeam);
  return id;
}
