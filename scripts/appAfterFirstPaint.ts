import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler } from 'webpack';
import { APP_READY_EVENT } from '../shell/src/app/appReady';

/**
 * Runs in the browser, from the document's one script tag. When the document already holds the
 * page (server-rendered), it lets the browser paint that first and only then fetches the app:
 * on a slow phone the text is on screen before any JavaScript is downloaded or run, and a repeat
 * visit with the app in the cache no longer runs it before the first paint. A client-rendered
 * document (empty #root) or a page opened in a background tab, which paints nothing yet, fetches
 * the app at once.
 *
 * Until the app announces it is live (APP_READY_EVENT), a click on a button is held back and the
 * last one is replayed then: links work without the app, buttons need it, and none may be dead.
 * Written for every browser: no syntax newer than ES5, no modules.
 */
const BOOT_SOURCE = `(function () {
  var boot = document.currentScript;
  var sources = (boot && boot.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var heldClick = null;
  function holdClick(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = button;
  }
  document.addEventListener('click', holdClick, true);
  window.addEventListener(${JSON.stringify(APP_READY_EVENT)}, function () {
    document.removeEventListener('click', holdClick, true);
    var button = heldClick;
    heldClick = null;
    if (button && document.contains(button)) button.click();
  });
  function load() {
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var root = document.getElementById('root');
  if (!root || !root.firstElementChild || document.visibilityState === 'hidden') return load();
  // requestAnimationFrame runs just before the next paint; the timeout, just after it.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
`;

/**
 * Replaces the app's script tags in the HTML with one small script that loads them after the
 * first paint (see BOOT_SOURCE). The app's files keep their names; the boot file is named by its
 * content hash like every other file.
 */
export class AppAfterFirstPaintPlugin {
  apply(compiler: Compiler) {
    const bootFile = `boot.${createHash('sha256').update(BOOT_SOURCE).digest('hex').slice(0, 10)}.js`;
    compiler.hooks.thisCompilation.tap('AppAfterFirstPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AppAfterFirstPaintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(bootFile, new webpack.sources.RawSource(BOOT_SOURCE));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AppAfterFirstPaintPlugin', (groups) => {
        const isAppScript = (tag: HtmlWebpackPlugin.HtmlTagObject) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const appScripts = [...groups.headTags, ...groups.bodyTags].filter(isAppScript).map((tag) => String(tag.attributes.src));
        const boot: HtmlWebpackPlugin.HtmlTagObject = {
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'AppAfterFirstPaintPlugin' },
          attributes: { defer: true, src: `${groups.publicPath}${bootFile}`, 'data-scripts': appScripts.join(' ') },
        };
        return {
          ...groups,
          headTags: [boot, ...groups.headTags.filter((tag) => !isAppScript(tag))],
          bodyTags: groups.bodyTags.filter((tag) => !isAppScript(tag)),
        };
      });
    });
  }
}
