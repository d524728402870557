import { readFileSync } from 'node:fs';
import path from 'node:path';
import { offeredFlag, rendererNodeFlags, serverNodeFlags, signalDebuggerDisabled } from './nodeFlags';

/**
 * The Node the project runs on and the flags it passes. Every npm script runs the Node that npm ci
 * put in node_modules/.bin (the `node` devDependency), whatever Node the machine has.
 */

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const packageJson = (folder: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
    engines?: { node?: string };
    devDependencies?: Record<string, string>;
  };
const WORKSPACES = ['.', 'shared', 'shell', 'services-mfe', 'industries-mfe', 'company-mfe', 'portals-mfe'];
const nodeFlagName = (flag: string) => flag.replace(/=.*/s, '');

test("the tests run on the project's own Node, of the line package.json's engines names", () => {
  const root = packageJson('.');
  const line = /^(\d+)\.x$/.exec(root.engines?.node ?? '')?.[1];
  expect(line).toBeDefined();
  expect(root.devDependencies?.node?.split('.')[0]).toBe(line);
  expect(process.versions.node.split('.')[0]).toBe(line);
  expect(process.versions.node).toBe(root.devDependencies?.node);
});

test('the server and its renderer pass only flags the running Node offers, the ones that shut the signal debugger and keep reads to the releases', () => {
  const server = serverNodeFlags();
  const renderer = rendererNodeFlags(['/srv/releases']);
  for (const flag of [...server, ...renderer])
    expect(process.allowedNodeEnvironmentFlags.has(nodeFlagName(flag))).toBe(true);
  expect(server).toContain('--disable-sigusr1');
  expect(renderer).toEqual([
    '--permission',
    '--disable-sigusr1',
    '--no-experimental-sqlite',
    '--no-experimental-webstorage',
    '--allow-fs-read=/srv/releases',
  ]);
});

test('a flag is passed in the spelling this Node knows, and a flag it knows in no spelling is an error naming the Node', () => {
  expect(offeredFlag('--experimental-permission', '--permission')).toBe('--permission');
  expect(() => offeredFlag('--no-such-flag-anywhere')).toThrow(
    `Node ${process.version} offers none of --no-such-flag-anywhere`,
  );
});

test("every Node flag in an npm script (the command's own or NODE_OPTIONS) is one the running Node offers", () => {
  const found: { script: string; flag: string }[] = [];
  for (const folder of WORKSPACES) {
    for (const [name, command] of Object.entries(packageJson(folder).scripts ?? {})) {
      // The flags right after node or tsx, before what they run.
      const words = command.split(/\s+/);
      words.forEach((word, at) => {
        if (word !== 'node' && word !== 'tsx') return;
        for (const flag of words.slice(at + 1)) {
          if (!flag.startsWith('--')) break;
          found.push({ script: `${folder} ${name}`, flag });
        }
      });
      for (const [, value = ''] of command.matchAll(/NODE_OPTIONS=("[^"]*"|\S+)/g)) {
        for (const flag of value.replace(/"/g, '').split(/\s+/)) found.push({ script: `${folder} ${name}`, flag });
      }
    }
  }
  expect(found.length).toBeGreaterThan(3);
  const unknown = found.filter(({ flag }) => !process.allowedNodeEnvironmentFlags.has(nodeFlagName(flag)));
  expect(unknown).toEqual([]);
});

test('a process knows whether it was started without the signal debugger, from its command line or NODE_OPTIONS', () => {
  expect(signalDebuggerDisabled(['--enable-source-maps', '--disable-sigusr1'], '')).toBe(true);
  expect(signalDebuggerDisabled([], '--max-old-space-size=512 --disable-sigusr1')).toBe(true);
  expect(signalDebuggerDisabled(['--enable-source-maps'], '')).toBe(false);
});
