/**
 * The static servers' corpus: every way a request path may try to reach past or into the served
 * folders (parent folders, encodings, dotfiles, the server build, absolute paths, NUL bytes, very
 * long paths), each sent to the shell and to one remote, exactly as written.
 */
import { messageOf } from 'site-server';
import { SERVER_BUILD_FILE } from 'site-server/build-output';
import { rawHttp, type RawResponse } from '../../test-support/rawHttp';
import type { Canary } from '../canaries';
import type { DrillCase } from '../drillCase';
import { canaryProblems, PROBED_REMOTE, SECTION, serverAlive, type Target } from './target';

export const FORBIDDEN_PATH_STATUSES: readonly number[] = [400, 403, 404];
/** A path longer than the server reads in a request head may also be refused as such. */
const OVERLONG_PATH_STATUSES: readonly number[] = [...FORBIDDEN_PATH_STATUSES, 414, 431];

/** What is wrong with the answer to a path that must not be served: a 2xx, a status outside `allowed`, a canary's secret. */
export function forbiddenPathProblems(
  where: string,
  response: RawResponse,
  canaries: readonly Canary[],
  allowed = FORBIDDEN_PATH_STATUSES,
): string[] {
  const status = allowed.includes(response.status)
    ? []
    : [`${where} answered ${response.status}, expected one of ${allowed.join('/')}`];
  return [...status, ...canaryProblems(where, response, canaries)];
}

interface StaticProbe {
  name: string;
  /** The request targets to try on a server listening on `port`. */
  paths: (port: number, target: Target) => string[];
  statuses?: readonly number[];
}

export const STATIC_PROBES: StaticProbe[] = [
  {
    name: 'a parent folder in the path (/../package.json)',
    paths: () => ['/../package.json', '/../../package.json', '/mf-manifest.json/../../package.json'],
  },
  {
    name: 'parent folders with encoded slashes (/..%2f..%2fpackage.json)',
    paths: () => ['/..%2f..%2fpackage.json', '/..%2Fpackage.json', '/%2f..%2f..%2fpackage.json'],
  },
  {
    name: 'encoded dots (/%2e%2e/%2e%2e/package.json)',
    paths: () => ['/%2e%2e/%2e%2e/package.json', '/%2E%2E/package.json', '/.%2e/.%2e/package.json'],
  },
  {
    name: 'double-encoded dots (/%252e%252e/%252e%252e/package.json)',
    paths: () => ['/%252e%252e/%252e%252e/package.json', '/%252e%252e%252f%252e%252e%252fpackage.json'],
  },
  {
    name: 'backslashes, plain and encoded (/..\\..\\package.json, /..%5c..%5cpackage.json)',
    paths: () => ['/..\\..\\package.json', '/..%5c..%5cpackage.json', '/%5c..%5c..%5cpackage.json'],
  },
  {
    name: 'the environment file (/.env, and beside the build)',
    paths: () => ['/.env', '/../.env', '/%2e%2e/%2e%2e/.env'],
  },
  { name: "git's configuration (/.git/config)", paths: () => ['/.git/config', '/%2egit/config', '/../../.git/config'] },
  {
    name: 'a dotfile inside the build folder (/.secret, /%2esecret, //.secret)',
    paths: () => ['/.secret', '/%2esecret', '//.secret', '/./.secret'],
  },
  {
    name: 'the leads data folder and its leads.sqlite (or an older leads.jsonl)',
    paths: () => [
      '/../../.data/leads.sqlite',
      '/..%2f..%2f.data%2fleads.sqlite',
      '/../../.data/leads.jsonl',
      '/..%2f..%2f.data%2fleads.jsonl',
      '/%2e%2e/%2e%2e/.data/canary.txt',
      '/.data/leads.sqlite',
      '/.data/leads.jsonl',
    ],
  },
  {
    name: `the server build (/server/…, /${SERVER_BUILD_FILE}), also behind a doubled slash or an encoding`,
    paths: () => [
      '/server/pages.js',
      '//server/pages.js',
      '/./server/pages.js',
      '/%73erver/pages.js',
      '/server%2fpages.js',
      `/${SERVER_BUILD_FILE}`,
      `//${SERVER_BUILD_FILE}`,
    ],
  },
  { name: 'the document template (/index.html)', paths: () => ['/index.html', '//index.html', '/%69ndex.html'] },
  {
    name: 'absolute paths (the canary file by its absolute path, an absolute-form request target)',
    paths: (port, target) => [
      target.rootCanaryFile,
      `/${target.rootCanaryFile}`,
      `http://127.0.0.1:${port}/../../package.json`,
      `file://${target.rootCanaryFile}`,
    ],
  },
  {
    name: 'NUL bytes (encoded, and raw in the request line)',
    paths: () => ['/mf-manifest.json%00', '/%00/../../package.json', '/.secret%00.js', '/mf-manifest.json\0'],
  },
  {
    name: 'very long paths (8 KB of folders, 100 KB in one name, 2,000 parent folders)',
    paths: () => [`/${'a/'.repeat(4096)}x.js`, `/${'a'.repeat(100_000)}`, `/${'../'.repeat(2000)}package.json`],
    statuses: OVERLONG_PATH_STATUSES,
  },
];

export function staticCase(probe: StaticProbe, target: () => Promise<Target>): DrillCase {
  return {
    section: SECTION,
    name: `static files refuse ${probe.name}`,
    async run() {
      const site = await target();
      const problems: string[] = [];
      const seen: string[] = [];
      for (const [server, port] of [
        ['shell', site.ports.shell],
        [PROBED_REMOTE, site.ports.remotes[PROBED_REMOTE]],
      ] as const) {
        const statuses: number[] = [];
        for (const requestTarget of probe.paths(port, site)) {
          const where = `${server} ${JSON.stringify(requestTarget.length > 60 ? `${requestTarget.slice(0, 60)}…` : requestTarget)}`;
          try {
            const response = await rawHttp(port, { target: requestTarget });
            statuses.push(response.status);
            problems.push(...forbiddenPathProblems(where, response, site.canaries, probe.statuses));
          } catch (error) {
            problems.push(`${where}: ${messageOf(error)}`);
          }
        }
        seen.push(`${server} ${statuses.join(' ')}`);
      }
      problems.push(...serverAlive(site));
      if (problems.length > 0) throw new Error(problems.join('; '));
      return seen.join(', ');
    },
  };
}
