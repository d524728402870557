import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeployDirectory } from './deployDirectory';
import { LocalReleases } from './localReleases';
import { digestsOf, releaseIdFor, type ReleaseRecord } from './releaseRecord';

let tmpRoot: string;
beforeEach(() => (tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'local-releases-'))));
afterEach(() => rmSync(tmpRoot, { recursive: true, force: true }));

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

test("a placed release is readable by a root server's renderers, which run as nobody, whatever modes the build or the umask gave it", () => {
  const build = path.join(tmpRoot, 'build');
  mkdirSync(path.join(build, 'server'), { recursive: true });
  writeFileSync(path.join(build, 'server', 'pages.js'), 'exports.pages = {};');
  writeFileSync(path.join(build, 'server-build.json'), '{"module":"server/pages.js"}');
  chmodSync(path.join(build, 'server', 'pages.js'), 0o600);
  chmodSync(path.join(build, 'server'), 0o700);
  const files = digestsOf(build);
  const record: ReleaseRecord = {
    app: 'services-mfe',
    id: releaseIdFor(files, new Date('2026-11-27T12:00:00Z')),
    files,
    contractMajor: 1,
    singletons: {},
    publishedBy: 'services-ci',
    publishedAt: '2026-11-27T12:00:00.000Z',
  };
  const local = new LocalReleases(new DeployDirectory(path.join(tmpRoot, 'deploy')));
  const umask = process.umask(0o077);
  try {
    expect(local.place(record, { folder: build })).toBeNull();
  } finally {
    process.umask(umask);
  }
  const placed = local.folderOf('services-mfe', record.id);
  expect([
    modeOf(placed),
    modeOf(path.join(placed, 'server')),
    modeOf(path.join(placed, 'server', 'pages.js')),
    modeOf(path.join(placed, 'server-build.json')),
  ]).toEqual(['755', '755', '644', '644']);
});
