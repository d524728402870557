/**
 * Keeps package-lock.json valid for `npm ci` on every machine.
 *
 * The registry mirror these machines reach has no builds of some native packages for other
 * platforms (macOS, Windows, …); `npm install` then silently leaves those optional platform
 * packages out of the lockfile, and `npm ci` rejects the lockfile as out of sync. This records
 * each missing platform package with its os/cpu so npm knows it and skips it here.
 * Runs as the root postinstall; safe to run any time (it only adds what is missing).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const PLATFORM =
  /-(darwin|linux|win32|android|freebsd|openharmony|sunos|aix)-(arm64|x64|ia32|arm|ppc64|riscv64|s390x|loong64|mips64el)(?:-(gnu|musl|gnueabihf|musleabihf|msvc|eabi))?$/;
const WASI = /-wasm32-wasi$/;

const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (lock.packages[`node_modules/${name}`] || lock.packages[nested]) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    const platform = name.match(PLATFORM);
    let record;
    if (platform) {
      const [, os, cpu, abi] = platform;
      record = { version, cpu: [cpu], dev: entry.dev, optional: true, os: [os] };
      if (os === 'linux' && abi) record.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
    } else if (WASI.test(name)) {
      record = { version, cpu: ['wasm32'], dev: entry.dev, optional: true };
    } else {
      continue;
    }
    if (!record.dev) delete record.dev;
    lock.packages[`node_modules/${name}`] = record;
    added += 1;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: recorded ${added} platform package(s) the registry does not serve here`);
}
