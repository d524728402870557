import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopTestPostgres } from '../../../test-support/leads/testStores';
import { shellBuild } from '../../../test-support/releases/standInBuilds';
import {
  createRegistryStorage,
  REGISTRY_KINDS,
  type RegistryStorage,
} from '../../../test-support/releases/testRegistries';
import { ReleaseRefused } from './errors';
import { digestsOf, integrityProblem, releaseIdFor } from './releaseRecord';
import { publishRelease } from './releaseService';

/**
 * A release's files are held to one rule wherever they come from: a link or a special file in a
 * build folder is refused by the deploy directory and by PostgreSQL in the folder check's own words.
 */

jest.setTimeout(60_000);
afterAll(() => stopTestPostgres());

let root: string;
let storage: RegistryStorage;

async function refusal(pending: Promise<unknown>): Promise<string> {
  const error = await pending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ReleaseRefused);
  return (error as ReleaseRefused).message;
}

describe.each(REGISTRY_KINDS)('on %s', (kind) => {
  beforeEach(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'release-files-'));
    storage = await createRegistryStorage(kind);
  });

  afterEach(async () => {
    await storage.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  test.each([
    [
      'a link to a file outside the build',
      'leads.js',
      (file: string) => symlinkSync(path.join(root, 'leads.jsonl'), file),
    ],
    ['a named pipe', path.join('server', 'pipe'), (file: string) => execFileSync('mkfifo', [file])],
  ])(
    'a build folder holding %s is refused as the folder check refuses it, and nothing of it is stored',
    async (_what, stray, make) => {
      writeFileSync(path.join(root, 'leads.jsonl'), '{"email":"buyer@example.test"}\n');
      const folder = shellBuild(root, 's1');
      // The digests a publisher took of its build before the stray was put in it.
      const digests = digestsOf(folder);
      const now = new Date();
      const id = releaseIdFor(digests, now);
      make(path.join(folder, stray));
      const said = `shell ${id}: ${stray.split(path.sep).join('/')} is not a regular file (a link or a special file): a release holds regular files only`;
      expect(integrityProblem(folder, { app: 'shell', id, files: digests })).toBe(said);

      const registry = await storage.open();
      const publish = () =>
        publishRelease(registry, { app: 'shell', files: { folder }, digests, actor: 'operator', now });
      expect(await refusal(publish())).toBe(said);
      expect(await registry.releases('shell')).toEqual([]);
      expect((await registry.audit.latest(1))[0]).toMatchObject({
        action: 'publish',
        outcome: 'refused',
        reason: said,
      });

      // The same folder without the stray is taken: only the stray was refused.
      rmSync(path.join(folder, stray));
      expect(await publish()).toEqual({ id, existing: false });
      expect((await (await storage.open()).release('shell', id))?.files).toEqual(digests);
    },
  );

  test('a file the record does not list is an added file even when named like a property every object has (constructor)', async () => {
    const folder = shellBuild(root, 's1');
    const digests = digestsOf(folder);
    const now = new Date();
    const id = releaseIdFor(digests, now);
    writeFileSync(path.join(folder, 'constructor'), 'sent to every visitor, though no digest covers it');
    const said = `shell ${id} has files it was not published with: constructor`;
    expect(integrityProblem(folder, { app: 'shell', id, files: digests })).toBe(said);

    const registry = await storage.open();
    const contents = new Map(
      ['constructor', ...Object.keys(digests)].map((file) => [file, readFileSync(path.join(folder, file))]),
    );
    expect(
      await refusal(publishRelease(registry, { app: 'shell', files: { contents }, digests, actor: 'operator', now })),
    ).toBe(said);
    expect(await registry.releases('shell')).toEqual([]);
  });
});
