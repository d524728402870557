import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * `npm run release` as a team's CI runs it, against a stand-in release API that only counts what
 * reaches it: a flag the command does not take must stop the CLI before it calls the API.
 */

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '..');

let api: Server;
let requests: string[] = [];
let bodies: unknown[] = [];

beforeAll(async () => {
  api = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (body) bodies.push(JSON.parse(body));
      response.setHeader('content-type', 'application/json');
      // A started canary is answered as the real API answers it, so the CLI has something to print.
      const canary = /^\/releases\/[\w-]+\/([\w-]+)\/canary$/.exec(request.url ?? '');
      response.end(
        JSON.stringify(
          canary
            ? { app: 'portals-mfe', live: 'the-live-one', canary: { release: canary[1] } }
            : { live: {}, releases: {} },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise((resolve) => api.close(resolve)));

beforeEach(() => {
  requests = [];
  bodies = [];
});

async function release(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { port } = api.address() as AddressInfo;
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'scripts/release.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASE_API_URL: `http://127.0.0.1:${port}`, RELEASE_TOKEN: 'a-token', DEPLOY_DIR: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

test.each([
  [
    'a misspelled flag',
    ['publish', 'portals-mfe', '--form=dist'],
    "Unknown option '--form'; npm run release -- publish takes --from=<build dir>, --origin=<url>",
  ],
  [
    "another command's flag",
    ['promote', 'portals-mfe', '20261123-100000-0123abcd', '--origin=https://cdn.example.test/'],
    "Unknown option '--origin'; npm run release -- promote takes --skip-gate=<why>, --canary=<percent>",
  ],
  [
    'a flag without its value',
    ['preview', 'portals-mfe', '20261123-100000-0123abcd', '--minutes'],
    "Option '--minutes <value>' argument missing; npm run release -- preview takes --minutes=<N>",
  ],
  [
    'an empty value',
    ['publish', 'portals-mfe', '--from=dist', '--origin='],
    "Option '--origin <value>' argument missing; npm run release -- publish takes --from=<build dir>, --origin=<url>",
  ],
  [
    'a flag to a command that takes none',
    ['list', '--all'],
    "Unknown option '--all'; npm run release -- list takes no flags",
  ],
])(
  'npm run release refuses %s in one line, with exit code 2, and never calls the API',
  async (_case, args, message) => {
    const answer = await release(...args);
    expect([answer.code, answer.stderr, answer.stdout]).toEqual([2, `${message}\n`, '']);
    expect(requests).toEqual([]);
  },
  30_000,
);

test('the stand-in API counts what reaches it: a command with its flags right calls it', async () => {
  const answer = await release('list');
  expect([answer.code, answer.stderr]).toEqual([0, '']);
  expect(requests).toEqual(['GET /releases']);
}, 30_000);

test.each([[['--canary=50']], [['--canary', '50']]])(
  'promote with %j starts a canary for that share through the API, the value after = or after a space',
  async (flag) => {
    const id = '20261123-100000-0123abcd';
    const answer = await release('promote', 'portals-mfe', id, ...flag);
    expect([answer.code, answer.stderr]).toEqual([0, '']);
    expect(requests).toEqual([`POST /releases/portals-mfe/${id}/canary`]);
    expect(bodies).toEqual([{ percent: 50 }]);
    expect(answer.stdout).toContain(`portals-mfe: ${id} is the canary for 50 % of visitors`);
  },
  30_000,
);

test('a publish the API cuts off mid-upload (a refused token) says why the API refused it', async () => {
  const refusing = createServer((request, response) => {
    // The real API answers a bad token before reading the body and may close while the upload goes on:
    // the client then sees the connection go, not the answer.
    if (request.method === 'POST') return request.socket.destroy();
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'token_required', message: 'A valid release token is required.' }));
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  const { port } = refusing.address() as AddressInfo;
  try {
    const build = path.join(repoRoot, 'test-support');
    const { stderr, code } = await run(
      'npx',
      ['tsx', 'scripts/release.ts', 'publish', 'portals-mfe', `--from=${build}`],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          RELEASE_API_URL: `http://127.0.0.1:${port}`,
          RELEASE_TOKEN: 'a-guessed-token',
          DEPLOY_DIR: '',
        },
      },
    ).then(
      () => ({ stderr: '', code: 0 }),
      (error: { stderr: string; code: number }) => error,
    );
    expect([code, stderr]).toEqual([2, 'refused (401): A valid release token is required.\n']);
  } finally {
    await new Promise((resolve) => refusing.close(resolve));
  }
}, 30_000);
