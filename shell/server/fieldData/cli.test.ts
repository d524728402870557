import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

test('npm run vitals refuses a misspelled flag, a flag without its value or a stray argument in one line, before it opens the store', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitals-cli-'));
  try {
    const vitals = (...args: string[]) => {
      const { status, stdout, stderr } = spawnSync('npx', ['tsx', path.join(__dirname, 'cli.ts'), ...args], {
        env: { ...process.env, LEADS_DATABASE_URL: '', LEADS_DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      return { status, stdout, stderr };
    };
    expect(vitals('--day', '3')).toEqual({
      status: 1,
      stdout: '',
      stderr: "Unknown option '--day'; npm run vitals takes --days=<N>\n",
    });
    expect(vitals('--days')).toEqual({
      status: 1,
      stdout: '',
      stderr: "Option '--days <value>' argument missing; npm run vitals takes --days=<N>\n",
    });
    expect(vitals('3')).toEqual({
      status: 1,
      stdout: '',
      stderr: "Unexpected argument '3'; npm run vitals takes --days=<N>\n",
    });
    expect(readdirSync(dataDir)).toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 30_000);
