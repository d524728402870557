/** The bench's first table: the JavaScript a visitor downloads before a page is live, composed against the monolith. */
import type { Browser } from '@playwright/test';
import { countScripts } from '../../tooling/browser/firstLoadJavaScript';
import { origin, ROUTES } from './sites';
import { kib, ratio, row, type Say } from './table';

interface JavaScriptFigures {
  gzipBytes: number;
  scripts: number;
  requests: number;
}

/** Every script the page loads until it is live (load event, then the network quiet), and every request. */
async function measureJavaScript(browser: Browser, url: string): Promise<JavaScriptFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scriptsSoFar = countScripts(page);
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const { gzipBytes, scripts } = await scriptsSoFar();
  await context.close();
  return { gzipBytes, scripts, requests };
}

export async function firstLoadTable(browser: Browser, say: Say) {
  say('First-load JavaScript (gzip level 9) and requests until the page is live:');
  say('');
  say(
    row([
      'route',
      'composed KiB',
      'monolith KiB',
      'ratio',
      'composed scripts / requests',
      'monolith scripts / requests',
    ]),
  );
  say(row(['---', '---:', '---:', '---:', '---:', '---:']));
  for (const route of ROUTES) {
    const composed = await measureJavaScript(browser, origin('composed') + route);
    const monolith = await measureJavaScript(browser, origin('monolith') + route);
    say(
      row([
        route,
        kib(composed.gzipBytes),
        kib(monolith.gzipBytes),
        ratio(composed.gzipBytes, monolith.gzipBytes),
        `${composed.scripts} / ${composed.requests}`,
        `${monolith.scripts} / ${monolith.requests}`,
      ]),
    );
  }
}
