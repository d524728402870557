/**
 * Size benchmark: prints what a visitor downloads (raw and gzip) for the shell's first load
 * and for each remote's entry and page chunks. Run after `npm run build`: `npm run bench:size`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MANIFEST_FILE } from 'shell/server/build-output';
import { allWorkspaces, distDir } from '../tooling/workspaces';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function measure(file: string) {
  const content = readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function row(label: string, files: string[]) {
  const total = files.map(measure).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
  console.log(`${label.padEnd(48)} ${kib(total.raw).padStart(11)} ${kib(total.gzip).padStart(11)}`);
}

console.log(`${'what'.padEnd(48)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)}`);
for (const workspace of allWorkspaces) {
  const dir = distDir(workspace);
  const files = readdirSync(dir).filter((name) => /\.(js|css)$/.test(name) && statSync(path.join(dir, name)).isFile());
  const full = (names: string[]) => names.map((name) => path.join(dir, name));
  row(`${workspace}: all JS and CSS`, full(files));
  if (workspace === 'shell') {
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    // The boot script names the app's scripts in data-scripts (tooling/webpack/appAfterFirstPaint.ts).
    const initial = [...html.matchAll(/(?:src|href)="?\/([^" >]+\.(?:js|css))/g)].map((match) => match[1]!);
    const appScripts = /data-scripts="?([^">]+)/.exec(html)?.[1]?.split(' ') ?? [];
    initial.push(...appScripts.map((source) => source.replace(/^\//, '')));
    row('shell: first load (index.html scripts and styles)', full(initial));
  } else {
    row(`${workspace}: remoteEntry`, full(files.filter((name) => name.startsWith('remoteEntry'))));
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as {
      exposes: { assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
    };
    for (const expose of manifest.exposes) {
      row(`${workspace}: ./pages module`, full([...expose.assets.js.sync, ...expose.assets.css.sync]));
    }
    for (const page of files.filter((name) => !/^(remoteEntry|__federation|\d)/.test(name))) {
      row(`${workspace}: page chunk ${page.replace(/\.[0-9a-f]{10}\./, '.')}`, full([page]));
    }
  }
}
