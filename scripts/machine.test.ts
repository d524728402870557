import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEBIAN_PACKAGES } from '../tooling/system/debianPackages';

/**
 * `npm start`, `npm test`, `npm run drill` and `npm run bench` first make sure the machine has the
 * Debian packages they need. Where it cannot install them (here: no apt-get on PATH), it stops at
 * once with the one command that would; `npm start` says so too, and serves without the sandbox.
 */

const repoRoot = path.resolve(__dirname, '..');
let bareBin: string;

/** scripts/machine.ts on a PATH that holds Node and nothing else: no apt-get, java, promtool or prometheus. */
function checkBare(purpose: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/machine.ts', purpose], {
    cwd: repoRoot,
    env: { HOME: process.env.HOME, PATH: bareBin },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** What the renderer's sandbox probe says on that PATH, as the server logs it at its start. */
function sandboxProbeBare() {
  const probe =
    "const { probeSandbox } = require('./shell/server/documents/rendering/sandbox.ts'); process.stdout.write(probeSandbox().reason ?? 'sandboxed')";
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', probe], {
    cwd: repoRoot,
    env: { HOME: process.env.HOME, PATH: bareBin },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** The packages of the one command it says to run. */
const packagesToInstall = (said: string) =>
  /^ {2}sudo apt-get update && sudo apt-get install -y ([a-z0-9 -]+)$/m.exec(said)?.[1]?.split(' ') ?? [];

beforeAll(() => {
  bareBin = mkdtempSync(path.join(os.tmpdir(), 'bare-bin-'));
  symlinkSync(process.execPath, path.join(bareBin, 'node'));
});

afterAll(() => rmSync(bareBin, { recursive: true, force: true }));

test('on a machine that lacks packages and cannot install them, npm test stops at once with the command that would', () => {
  const run = checkBare('test');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('npm run test needs Debian packages this machine lacks:');
  expect(run.stderr).toMatch(/^ {2}prometheus: promtool/m);
  expect(run.stderr).toMatch(/^ {2}default-jre-headless: Java/m);
  expect(packagesToInstall(run.stderr)).toEqual(
    expect.arrayContaining(['prometheus', 'bubblewrap', 'default-jre-headless']),
  );
  expect(run.stdout).not.toContain('Installing');
});

test('each npm script asks only for what it uses: the drill needs no Java', () => {
  const run = checkBare('drill');
  expect(run.status).toBe(1);
  expect(packagesToInstall(run.stderr)).toEqual(expect.arrayContaining(['prometheus', 'bubblewrap']));
  expect(packagesToInstall(run.stderr)).not.toContain('default-jre-headless');
});

test('npm start on a machine without bubblewrap that cannot install it names the one command, then goes on to serve without the sandbox', () => {
  const run = checkBare('start');
  expect(run.status).toBe(0);
  expect(run.stderr).toContain('npm run start needs Debian packages this machine lacks:');
  expect(run.stderr).toMatch(/^ {2}bubblewrap: the renderer's sandbox/m);
  expect(packagesToInstall(run.stderr)).toEqual(['bubblewrap']);
  expect(run.stderr).toContain("Starting without them meanwhile: pages are rendered outside the renderer's sandbox");
  expect(run.stdout).not.toContain('Installing');
});

test("npm start asks for exactly what the server uses while serving, the package its sandbox probe names, and none of the tests' (Chromium, PostgreSQL, Varnish, Java)", () => {
  const probe = sandboxProbeBare();
  expect(probe.status).toBe(0);
  const named = /apt-get install -y ([a-z0-9-]+)/.exec(probe.stdout)?.[1];
  expect(named).toBe('bubblewrap');
  expect(DEBIAN_PACKAGES.filter((entry) => entry.neededBy.includes('start')).map((entry) => entry.name)).toEqual([
    named,
  ]);
  expect(packagesToInstall(checkBare('start').stderr)).toEqual([named]);
});

test.each(['test', 'start'])(
  'on a machine that has them all (this one: npm test checked it first), npm %s says nothing and goes on',
  (purpose) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/machine.ts', purpose], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
  },
);

test('an unknown purpose is a usage error', () => {
  const run = checkBare('deploy');
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('Usage: tsx scripts/machine.ts <start|test|drill|bench>');
});
