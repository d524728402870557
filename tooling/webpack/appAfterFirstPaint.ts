/** The boot script that holds presses and fetches the app's scripts only after the first paint, and the plugin that puts it in the HTML. */
import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler } from 'webpack';
import { documentTexts } from 'shared/content/chrome';
import { APP_READY_EVENT, PAGE_READY_EVENT, PAGE_REGION_ID } from '../../shell/src/app/appReady';

/** What counts as a press: anything whose activation (mouse, touch, Enter or Space) is a click the app acts on. */
const CONTROLS = 'button, summary, input[type="submit"], input[type="button"], input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"], [role="switch"]';

/** After this long a held press marks its control busy, and says so to screen readers. */
const BUSY_AFTER_MS = 100;

/**
 * Runs in the browser, from the document's one script tag. When the document already holds the
 * page (server-rendered), it lets the browser paint that first and only then fetches the app:
 * on a slow phone the text is on screen before any JavaScript is downloaded or run, and a repeat
 * visit with the app in the cache does not run it before the first paint either. A client-rendered
 * document (empty #root) or a page opened in a background tab, which paints nothing yet, fetches
 * the app at once.
 *
 * A press on a control whose region is not live yet is held and replayed, once, when it is: the
 * chrome when the app announces APP_READY_EVENT, the page region (#PAGE_REGION_ID) when it
 * announces PAGE_READY_EVENT (a group's page waits for its code; React drops a press into a region
 * still waiting). A press is dropped if the visitor has left the page or the control is gone.
 * After BUSY_AFTER_MS a held control is marked aria-busy and a status message says why nothing
 * happened yet. Links work without the app and are never held.
 * Written for every browser: no syntax newer than ES5, no modules.
 */
const BOOT_SOURCE = `(function () {
  var boot = document.currentScript;
  var sources = (boot && boot.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var appLive = false;
  var pageLive = false;
  var held = [];
  var status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'visually-hidden';
  function address() {
    return location.pathname + location.search;
  }
  function waits(control) {
    if (!appLive) return true;
    var page = document.getElementById(${JSON.stringify(PAGE_REGION_ID)});
    return !pageLive && !!page && page.contains(control);
  }
  function showBusy() {
    var busy = false;
    held.forEach(function (press) {
      if (press.busy) busy = true;
    });
    status.textContent = busy ? ${JSON.stringify(documentTexts.pressWaiting)} : '';
  }
  function release(press) {
    clearTimeout(press.timer);
    if (press.busy) {
      press.control.removeAttribute('aria-busy');
      press.control.removeAttribute('data-press-waiting');
    }
    press.busy = false;
  }
  function hold(event) {
    var control = event.target && event.target.closest ? event.target.closest(${JSON.stringify(CONTROLS)}) : null;
    if (!control || control.disabled || !waits(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    for (var i = 0; i < held.length; i++) if (held[i].control === control) return;
    var press = { control: control, address: address(), busy: false, timer: 0 };
    press.timer = setTimeout(function () {
      press.busy = true;
      control.setAttribute('aria-busy', 'true');
      control.setAttribute('data-press-waiting', '');
      showBusy();
    }, ${BUSY_AFTER_MS});
    held.push(press);
  }
  function replay() {
    var waiting = [];
    var due = [];
    held.forEach(function (press) {
      var gone = !document.contains(press.control) || press.address !== address();
      if (!gone && waits(press.control)) return waiting.push(press);
      release(press);
      if (!gone) due.push(press.control);
    });
    held = waiting;
    showBusy();
    if (appLive && pageLive) document.removeEventListener('click', hold, true);
    due.forEach(function (control) {
      control.click();
    });
  }
  document.addEventListener('click', hold, true);
  // Announced from React's effects: replayed in a task of its own, once React has finished that work.
  window.addEventListener(${JSON.stringify(APP_READY_EVENT)}, function () {
    appLive = true;
    setTimeout(replay, 0);
  });
  window.addEventListener(${JSON.stringify(PAGE_READY_EVENT)}, function () {
    pageLive = true;
    setTimeout(replay, 0);
  });
  window.addEventListener('popstate', replay);
  function start() {
    document.body.appendChild(status);
    var root = document.getElementById('root');
    if (!root || !root.firstElementChild || document.visibilityState === 'hidden') return load();
    // requestAnimationFrame runs just before the next paint; the timeout, just after it.
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  function load() {
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  // Run from the head before the body is parsed, so presses are held from the first paint on.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
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
          // Not deferred: its press holder must be in place before the page is first drawn. It is
          // fetched alongside the stylesheet, which holds the first paint back anyway, and is small.
          attributes: { src: `${groups.publicPath}${bootFile}`, 'data-scripts': appScripts.join(' ') },
        };
        // Fetched while the page is parsed and painted, run after the first paint: the app is here by then.
        const preloads = appScripts.map(
          (href): HtmlWebpackPlugin.HtmlTagObject => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'AppAfterFirstPaintPlugin' },
            attributes: { rel: 'preload', as: 'script', href, fetchpriority: 'low' },
          }),
        );
        return {
          ...groups,
          headTags: [boot, ...groups.headTags.filter((tag) => !isAppScript(tag)), ...preloads],
          bodyTags: groups.bodyTags.filter((tag) => !isAppScript(tag)),
        };
      });
    });
  }
}
