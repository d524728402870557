import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { siteMap } from 'shared/routes';
import { expect, test } from './support/fixtures';

/**
 * The documents the server sends, checked by the Nu HTML Checker (the W3C's validator, run with
 * Debian's Java): invalid markup is repaired differently by each browser and assistive technology.
 */

/** The checker's jar, from npm's vnu-jar package (its version pinned in package.json). */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every route, a filtered view of a page that reads its query, and the page for an unknown address. */
const addresses = [...siteMap.map((route) => route.path), '/case-studies?industry=aerospace', '/no-such-page'];

test('every document the server sends is valid HTML: the Nu HTML Checker reports no error', async ({ request }) => {
  test.setTimeout(120_000);
  const directory = mkdtempSync(path.join(os.tmpdir(), 'served-html-'));
  try {
    const files = new Map<string, string>();
    // A document known to be invalid (an image address with a raw space), so a checker that read
    // nothing or checked nothing cannot pass the test.
    const control = path.join(directory, 'control.html');
    writeFileSync(
      control,
      '<!doctype html><html lang="en"><title>t</title><img alt="" src="data:image/svg+xml,<svg a b>">',
    );
    files.set(control, 'control');
    for (const address of addresses) {
      const response = await request.get(address, { headers: { accept: 'text/html' } });
      expect(response.status(), address).toBe(address === '/no-such-page' ? 404 : 200);
      const file = path.join(directory, `${files.size}.html`);
      writeFileSync(file, await response.text());
      files.set(file, address);
    }
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files.keys()],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stderr?: string; code?: unknown }) => {
      // The checker exits 1 when it found errors; anything else (no Java, a crash) is not a verdict.
      if (error.code === 1 && error.stderr) return { stderr: error.stderr };
      throw error;
    });
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => {
        const address = files.get(message.url ? decodeURIComponent(new URL(message.url).pathname) : '') ?? message.url;
        return `${address}:${message.lastLine ?? '?'} ${message.message} ${message.extract?.slice(0, 80) ?? ''}`;
      });
    expect(errors.filter((error) => error.startsWith('control:'))).not.toEqual([]);
    expect(errors.filter((error) => !error.startsWith('control:'))).toEqual([]);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});
