import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../tooling/workspaces';

test('npm run dev refuses a misspelled --composed, or --composed without its group, in one line, with exit code 2, and starts no dev server', () => {
  // An npm that only records being called: a dev server started by mistake would show here, and start nothing.
  const stubs = mkdtempSync(path.join(os.tmpdir(), 'dev-cli-'));
  const calls = path.join(stubs, 'calls');
  writeFileSync(path.join(stubs, 'npm'), `#!/bin/sh\necho "$@" >> ${JSON.stringify(calls)}\n`);
  chmodSync(path.join(stubs, 'npm'), 0o755);
  try {
    const dev = (...args: string[]) => {
      const { status, stdout, stderr } = spawnSync(
        path.join(repoRoot, 'node_modules/.bin/tsx'),
        ['scripts/dev.ts', ...args],
        {
          cwd: repoRoot,
          env: { ...process.env, PATH: `${stubs}${path.delimiter}${process.env.PATH}` },
          encoding: 'utf8',
          timeout: 20_000,
        },
      );
      return { status, stdout, stderr };
    };
    expect(dev('--compose', 'services-mfe')).toEqual({
      status: 2,
      stdout: '',
      stderr: "Unknown option '--compose'; npm run dev takes --composed=<group>\n",
    });
    expect(dev('--composed')).toEqual({
      status: 2,
      stdout: '',
      stderr: "Option '--composed <value>' argument missing; npm run dev takes --composed=<group>\n",
    });
    expect(dev('services-mfe')).toEqual({
      status: 2,
      stdout: '',
      stderr: "Unexpected argument 'services-mfe'; npm run dev takes --composed=<group>\n",
    });
    expect(existsSync(calls)).toBe(false);
  } finally {
    rmSync(stubs, { recursive: true, force: true });
  }
}, 60_000);
