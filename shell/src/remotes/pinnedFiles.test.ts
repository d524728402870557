import { FILE_DIGEST_GLOBAL } from 'shared/routes';
import { NO_FILE_HAS_THIS_DIGEST, pinFilesOfTeamOrigins, pinnedDigestOf } from './pinnedFiles';

const folder = 'https://cdn.services.example/releases/42/';
const entryDigest = `sha384-${'e'.repeat(64)}`;
const chunkDigest = `sha384-${'c'.repeat(64)}`;
const pinned = { [folder]: { 'remoteEntry.abc.js': entryDigest, 'pcb-assembly.def.js': chunkDigest } };

test('a file of a pinned folder gets the digest recorded at publish, whatever query it carries', () => {
  expect(pinnedDigestOf(pinned, `${folder}pcb-assembly.def.js`)).toBe(chunkDigest);
  expect(pinnedDigestOf(pinned, `${folder}remoteEntry.abc.js?t=1`)).toBe(entryDigest);
});

test('a file the release did not record gets a well-formed digest no file has, so the browser refuses it rather than skip the check', () => {
  expect(pinnedDigestOf(pinned, `${folder}injected.js`)).toBe(NO_FILE_HAS_THIS_DIGEST);
  expect(pinnedDigestOf(pinned, `${folder}sub/pcb-assembly.def.js`)).toBe(NO_FILE_HAS_THIS_DIGEST);
  expect(NO_FILE_HAS_THIS_DIGEST).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
});

test('files the site serves itself are left alone', () => {
  expect(pinnedDigestOf(pinned, 'https://cdn.services.example/releases/41/pcb-assembly.def.js')).toBeUndefined();
  expect(pinnedDigestOf(pinned, 'http://localhost:8081/20261125-101010-abcdef12/remoteEntry.abc.js')).toBeUndefined();
  expect(pinnedDigestOf({}, `${folder}remoteEntry.abc.js`)).toBeUndefined();
});

test("the group's entry script is created with its digest, and the remotes' chunk loaders find the same lookup on the page", () => {
  let current: Record<string, Record<string, string>> = pinned;
  const plugin = pinFilesOfTeamOrigins(() => current);
  const script = plugin.createScript!({ url: `${folder}remoteEntry.abc.js` }) as HTMLScriptElement;
  expect([script.src, script.integrity, script.crossOrigin]).toEqual([
    `${folder}remoteEntry.abc.js`,
    entryDigest,
    'anonymous',
  ]);
  expect(plugin.createScript!({ url: 'http://localhost:8081/remoteEntry.abc.js' })).toBeUndefined();

  const lookup = (globalThis as unknown as Record<string, (address: string) => string | undefined>)[
    FILE_DIGEST_GLOBAL
  ]!;
  expect(lookup(`${folder}pcb-assembly.def.js`)).toBe(chunkDigest);
  // After a failure the shell reads the groups' addresses again: the lookup follows.
  current = {};
  expect(lookup(`${folder}pcb-assembly.def.js`)).toBeUndefined();
});
