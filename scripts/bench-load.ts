/**
 * Load benchmark: serves the production build and loads each route in Chromium as a mid-range
 * phone on a slow 4G link would (4x CPU slowdown, 150 ms RTT, 1.6 Mbps down), cold cache.
 * Prints first contentful paint, largest contentful paint, when the page has loaded (the load event;
 * its h1 is in the server's HTML long before),
 * layout shift and the bytes transferred. Run after `npm run build`: `npm run bench:load`.
 */
import { chromium } from '@playwright/test';
import { siteMap } from '../shared/src/routes/siteMap';
import { startServer } from 'site-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/browser/chromium';

const PORT = Number(process.env.BENCH_PORT ?? 8480);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Sample {
  fcp: number;
  lcp: number;
  heading: number;
  cls: number;
  kib: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const site = await startServer({
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LEADS_DATA_DIR: '/tmp/bench-leads',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  console.log(`\nphone profile: 4x CPU slowdown, 150 ms RTT, 1.6 Mbps down; median of ${RUNS} cold loads\n`);
  console.log(
    `${'route'.padEnd(18)} ${'FCP ms'.padStart(8)} ${'LCP ms'.padStart(8)} ${'load ms'.padStart(8)} ${'CLS'.padStart(6)} ${'KiB'.padStart(7)}`,
  );
  try {
    for (const route of siteMap) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        let bytes = 0;
        cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
          bytes += event.encodedDataLength;
        });
        await page.addInitScript(() => {
          const metrics = { lcp: 0, cls: 0 };
          (window as unknown as { __metrics: typeof metrics }).__metrics = metrics;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) metrics.cls += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const started = Date.now();
        await page.goto(`http://localhost:${PORT}${route.path}`);
        await page.locator('main h1').first().waitFor({ timeout: 60_000 });
        const heading = Date.now() - started;
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const result = await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          const metrics = (window as unknown as { __metrics: { lcp: number; cls: number } }).__metrics;
          return { fcp: paint?.startTime ?? 0, lcp: metrics.lcp, cls: metrics.cls };
        });
        samples.push({ ...result, heading, kib: bytes / 1024 });
        await context.close();
      }
      const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
      console.log(
        `${route.path.padEnd(18)} ${pick('fcp').toFixed(0).padStart(8)} ${pick('lcp').toFixed(0).padStart(8)} ${pick('heading').toFixed(0).padStart(8)} ${pick('cls').toFixed(3).padStart(6)} ${pick('kib').toFixed(0).padStart(7)}`,
      );
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
