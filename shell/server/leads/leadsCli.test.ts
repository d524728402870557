import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LeadStore } from './leadStore';
import { sampleLead } from './testing';

jest.setTimeout(30_000);

test('npm run leads prints the stored leads, newest first, with their details', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-cli-'));
  try {
    const store = new LeadStore(dataDir);
    await store.add(sampleLead, new Date('2026-11-01T09:00:00Z'));
    const newest = await store.add({ ...sampleLead, firstName: 'Grace', projectDetails: 'Line one\nLine two' }, new Date('2026-11-02T09:00:00Z'));
    await store.markDelivered(newest.id, 200);

    const output = execFileSync('npx', ['tsx', path.join(__dirname, '..', 'leads-cli.ts')], {
      env: { ...process.env, LEADS_DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(output).toContain(`2 lead(s) in ${dataDir}, newest first`);
    expect(output.indexOf('Grace Okafor')).toBeLessThan(output.indexOf('Ada Okafor'));
    expect(output).toContain('| Line one');
    expect(output).toContain('| Line two');
    expect(output).toContain('forwarded to the webhook');
    expect(output).toContain(sampleLead.email);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
