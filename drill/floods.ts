/**
 * A flood anyone who reaches the release API's port can send: large bodies without a token. The
 * server must refuse each before reading it, so its peak memory (VmHWM, from /proc) does not grow
 * with them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { DrillCase, DrillContext } from './drillCase';
import { writeStandInBuilds } from '../test-support/fakeBuilds';
import { freeSitePorts, SiteServer } from './siteServer';

const SECTION = 'bad-inputs';
const POSTS = 8;
const BODY_MIB = 60;
/** Far below what holding even one of the bodies would take. */
const MOST_PEAK_GROWTH_MIB = 48;

const peakMiB = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** Posts `body`; resolves to the status, or 'closed' when the server stopped reading and closed first. */
function post(port: number, body: Buffer): Promise<number | 'closed'> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/releases/shell',
        agent: false,
        headers: {
          authorization: 'Bearer rel_shell_guessed',
          'content-type': 'application/json',
          'content-length': body.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve('closed') : reject(error),
    );
    request.end(body);
  });
}

export function floodCases({ teardown }: DrillContext): DrillCase[] {
  return [
    {
      section: SECTION,
      name: `the release API refuses ${POSTS} posts of ${BODY_MIB} MiB at once without a token before reading them: the server's peak memory stays within ${MOST_PEAK_GROWTH_MIB} MiB`,
      async run() {
        const root = mkdtempSync(path.join(os.tmpdir(), 'drill-api-flood-'));
        teardown.add(() => rmSync(root, { recursive: true, force: true }));
        const ports = await freeSitePorts();
        // A free port that is none of the site's: the next set's first that is not taken already.
        let apiPort = (await freeSitePorts()).shell;
        while ([ports.shell, ...Object.values(ports.remotes)].includes(apiPort))
          apiPort = (await freeSitePorts()).shell;
        const env = { DEPLOY_DIR: path.join(root, 'deploy'), RELEASE_API_PORT: String(apiPort) };
        const server = await SiteServer.start({
          label: 'the release API server',
          builds: writeStandInBuilds(root),
          ports,
          storage: { dataDir: path.join(root, '.data') },
          env,
        });
        teardown.add(() => server.stop());
        try {
          const pid = server.serverPid;
          if (!pid) throw new Error('the server did not name its process');
          const body = Buffer.from(
            JSON.stringify({
              files: { 'main.js': { digest: `sha384-${'a'.repeat(64)}`, content: 'A'.repeat(BODY_MIB * 1024 * 1024) } },
            }),
          );
          const before = peakMiB(pid);
          const answers = await Promise.all(Array.from({ length: POSTS }, () => post(apiPort, body)));
          const growth = peakMiB(pid) - before;
          const wrong = answers.filter((answer) => answer !== 401 && answer !== 'closed');
          if (wrong.length > 0) throw new Error(`answered ${answers.join(', ')}, expected 401`);
          if (growth > MOST_PEAK_GROWTH_MIB)
            throw new Error(`the server's peak memory grew by ${growth.toFixed(0)} MiB`);
          return `answers ${answers.join(', ')}; peak memory +${growth.toFixed(0)} MiB`;
        } finally {
          await server.stop();
        }
      },
    },
  ];
}
