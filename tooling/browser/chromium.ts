/**
 * Debian's Chromium, as every browser run here launches it (no tool may download a browser of its
 * own on these machines): the browser tests, the benchmarks and the drill.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet: without the background-networking flags Chromium keeps trying hosts it cannot reach. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
