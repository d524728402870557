// Proves a refactor changes nothing a visitor sees: full-page screenshots of every route at 375 and 1440 px, captured before and after, compared pixel by pixel.
import { chromium, type Browser } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { siteMap } from '../shared/src/routes/siteMap';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/browser/chromium';

const WIDTHS = [375, 1440] as const;
const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

/** Loads the page, scrolls it through once (lazy images, reveal-on-view blocks), back to the top, and waits until every font and image is in. */
async function shoot(browser: Browser, url: string, width: number, file: string): Promise<void> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // No named functions in here: tsx would wrap them in a __name() helper the page does not have.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // An image with no box (the marquee's display:none copy under reduced motion) never loads lazily, nor shows.
    await page.waitForFunction(
      () => [...document.images].every((image) => image.complete || image.getClientRects().length === 0),
      undefined,
      { timeout: 15_000 },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

async function capture(baseUrl: string, outDir: string): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let failed = 0;
  try {
    for (const { path: route } of siteMap) {
      for (const width of WIDTHS) {
        const name = `${slug(route)}@${width}.png`;
        const started = Date.now();
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          try {
            await shoot(browser, new URL(route, baseUrl).href, width, path.join(outDir, name));
            const { width: w, height: h } = PNG.sync.read(readFileSync(path.join(outDir, name)));
            console.log(
              `${name.padEnd(36)} ${`${w}x${h}`.padStart(11)}  ${((Date.now() - started) / 1000).toFixed(1)} s`,
            );
            break;
          } catch (error) {
            const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
            if (attempt === 2) failed += 1;
            console.log(`${name.padEnd(36)} ${attempt === 1 ? 'failed, retrying' : 'FAILED'}: ${message}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return failed ? 1 : 0;
}

function compare(dirA: string, dirB: string, diffDir?: string): number {
  if (diffDir) mkdirSync(diffDir, { recursive: true });
  const rows: [string, string][] = [];
  for (const name of readdirSync(dirA)
    .filter((file) => file.endsWith('.png'))
    .sort()) {
    const fileB = path.join(dirB, name);
    if (!existsSync(fileB)) {
      rows.push([name, `missing in ${dirB}`]);
      continue;
    }
    const a = PNG.sync.read(readFileSync(path.join(dirA, name)));
    const b = PNG.sync.read(readFileSync(fileB));
    if (a.width !== b.width || a.height !== b.height) {
      rows.push([name, `sizes differ: ${a.width}x${a.height} vs ${b.width}x${b.height}`]);
      continue;
    }
    const diff = new PNG({ width: a.width, height: a.height });
    // threshold 0 and anti-aliased pixels counted: any pixel that is not exactly the same differs.
    const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0, includeAA: true });
    rows.push([name, pixels ? `${pixels} pixels differ` : 'identical']);
    if (pixels && diffDir) writeFileSync(path.join(diffDir, name), PNG.sync.write(diff));
  }
  for (const [name, result] of rows) console.log(`${name.padEnd(36)} ${result}`);
  const differ = rows.filter(([, result]) => result !== 'identical').length;
  console.log(`\n${rows.length - differ} identical, ${differ} differ`);
  return differ ? 1 : 0;
}

async function main(): Promise<number> {
  const [mode, first, second, third] = process.argv.slice(2);
  if (mode === 'capture' && first && second) return capture(first, second);
  if (mode === 'compare' && first && second) return compare(first, second, third);
  console.error(
    'usage: npx tsx scripts/compare-screens.ts capture <baseUrl> <outDir>\n       npx tsx scripts/compare-screens.ts compare <dirA> <dirB> [diffDir]',
  );
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
