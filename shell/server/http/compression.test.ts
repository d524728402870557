import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { captureLog } from '../../../test-support/capturedLog';
import { writeFakeBuilds } from '../../../test-support/fakeBuilds';
import { readServerConfig } from '../ops/config';
import { createSite, type Site } from '../createSite';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * What a visitor's browser receives compressed: each document once compressed and kept, each file
 * as the build's own .br or .gz, with the caching of the file itself.
 */

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(5);
const PORT = PORTS;
const SCRIPT = 'main.0123456789.js';
const SCRIPT_TEXT = `console.log(${JSON.stringify('a line the build wrote '.repeat(200))});\n`;
let tmpRoot: string;
let site: Site;

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'compression-test-'));
  const builds = writeFakeBuilds(tmpRoot);
  writeFileSync(path.join(builds.SHELL_DIST!, SCRIPT), SCRIPT_TEXT);
  // As the build writes them (tooling/webpack/base.ts); the .gz is marked so the test sees which file went.
  writeFileSync(path.join(builds.SHELL_DIST!, `${SCRIPT}.br`), brotliCompressSync(SCRIPT_TEXT));
  writeFileSync(path.join(builds.SHELL_DIST!, `${SCRIPT}.gz`), gzipSync(`${SCRIPT_TEXT}// from the build's .gz\n`));
  site = await createSite(
    readServerConfig({ PORT: String(PORT), HOST: '127.0.0.1', LEADS_DATA_DIR: path.join(tmpRoot, 'leads'), ...builds }),
    captureLog().logger,
  );
  await site.listen();
});

afterAll(async () => {
  await site?.close();
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

/** The raw answer, undecoded (fetch would decode it). */
function get(
  pathname: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: pathname,
        headers: { host: 'localhost', 'accept-encoding': acceptEncoding },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

test('a document is sent in the encoding the browser prefers, the same page and ETag in each, compressed once', async () => {
  const plain = await get('/medical', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toContain('<h1>Page /medical</h1>');

  const brotli = await get('/medical', 'gzip, deflate, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
  expect(brotli.headers.etag).toBe(plain.headers.etag);
  expect(brotli.headers.vary).toContain('Accept-Encoding');

  const gzipped = await get('/medical', 'gzip;q=1, br;q=0');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());

  // The same bytes again: kept, not compressed anew.
  const again = await get('/medical', 'br');
  expect(again.body.equals(brotli.body)).toBe(true);
});

test("a file is sent as the build's .br or .gz, cached as the file itself", async () => {
  const brotli = await get(`/${SCRIPT}`, 'br, gzip');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT_TEXT);

  const gzipped = await get(`/${SCRIPT}`, 'gzip');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.body).toString()).toContain("// from the build's .gz");

  const plain = await get(`/${SCRIPT}`, 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(SCRIPT_TEXT);
});
