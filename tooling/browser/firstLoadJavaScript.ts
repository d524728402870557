import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Starts counting the scripts a page loads, each once, at its gzip level 9 size (as a CDN would
 * serve it). Call before navigating; the returned function totals what has arrived so far.
 */
export function countScripts(page: Page): () => Promise<{ gzipBytes: number; scripts: number }> {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  return async () => {
    const sizes = await Promise.all(scripts.values());
    return { gzipBytes: sizes.reduce((sum, size) => sum + size, 0), scripts: sizes.length };
  };
}
