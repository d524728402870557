/**
 * The canaries of the drill: the production build of the services group, copied and changed as a
 * team's mistake would change it. Each copy compresses what it changes again, as the build does,
 * so the two sides are served alike but for the change.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { distDir } from '../../tooling/workspaces';

export type CanaryBuild = 'healthy' | 'throws-on-a-route' | 'server-build-throws' | 'slower-lcp';

/** The route whose page throws in the browser in the 'throws-on-a-route' build. */
export const THROWING_ROUTE = '/box-build';

/** What a page of the slower build draws late: the largest block of the page, so the largest paint comes with it. */
const LATE_BLOCK = 'This block is drawn late, after the rest of the page.';

/**
 * Runs in the browser when the group's code loads: once the page has loaded, it takes the page's own
 * largest paint so far and draws a block larger than anything on the page at three times that moment
 * (or at once, if that has passed), so each page's LCP comes at least three times as late as it would:
 * far past what chance makes of a healthy canary on a busy machine. The drill's visitors stay on a
 * page until three times its load, which is past that moment.
 */
const SLOWER_LCP_PRELUDE = `;(function () {
  if (self.__drillSlowerLcp) return;
  self.__drillSlowerLcp = true;
  function drawLate() {
    // LCP entries reach an observer only; a buffered one gets those so far in its first call.
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      var entries = list.getEntries();
      var at = entries[entries.length - 1].startTime * 3;
      setTimeout(function () {
        var block = document.createElement('p');
        block.textContent = ${JSON.stringify(LATE_BLOCK.repeat(40))};
        block.style.cssText = 'position:fixed;inset:0;margin:0;padding:1rem;font-size:32px;background:#fff;color:#111;z-index:2147483647;overflow:hidden';
        document.body.appendChild(block);
      }, Math.max(0, at - performance.now()));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (document.readyState === 'complete') drawLate();
  else addEventListener('load', drawLate);
})();\n`;

/** Changes the one file matching `pattern`, and its precompressed twins with it, so both sides are served alike but for the change. */
function changeFile(folder: string, pattern: RegExp, change: (text: string) => string): void {
  const file = readdirSync(folder).find((name) => pattern.test(name));
  if (!file) throw new Error(`no file matching ${pattern} in ${folder}`);
  const changed = Buffer.from(change(readFileSync(path.join(folder, file), 'utf8')));
  writeFileSync(path.join(folder, file), changed);
  const twins: Array<[string, () => Buffer]> = [
    [`${file}.br`, () => brotliCompressSync(changed, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    [`${file}.gz`, () => gzipSync(changed, { level: 9 })],
  ];
  for (const [twin, compress] of twins)
    if (existsSync(path.join(folder, twin))) writeFileSync(path.join(folder, twin), compress());
}

/** Writes the `kind` build of the services group into `root` and returns its folder. */
export function writeCanaryBuild(root: string, kind: CanaryBuild): string {
  const folder = path.join(root, `services-${kind}`);
  rmSync(folder, { recursive: true, force: true });
  cpSync(distDir('services-mfe'), folder, { recursive: true });
  const routeChunk = new RegExp(`^${THROWING_ROUTE.slice(1)}\\.[0-9a-f]+\\.js$`);
  switch (kind) {
    case 'healthy':
      // A new release of the same code: one comment more in its entry.
      changeFile(folder, /^remoteEntry\.[0-9a-f]+\.js$/, (text) => `/* the drill's healthy canary */\n${text}`);
      break;
    case 'throws-on-a-route':
      changeFile(folder, routeChunk, (text) => `throw new Error('The box build page broke in the browser');\n${text}`);
      break;
    case 'server-build-throws':
      changeFile(path.join(folder, 'server'), /\.js$/, (text) => `throw new Error('The server build broke');\n${text}`);
      break;
    case 'slower-lcp':
      changeFile(folder, /^remoteEntry\.[0-9a-f]+\.js$/, (text) => `${SLOWER_LCP_PRELUDE}${text}`);
      break;
  }
  return folder;
}
