import { refuseOtherSingletonMajors } from './refuseOtherSingletonMajors';

type Args = Parameters<NonNullable<typeof refuseOtherSingletonMajors.loadRemoteSnapshot>>[0];

/** What the federation runtime hands the hook once it has a group's mf-manifest.json. */
function snapshotLoaded(group: string, builtWith: Array<{ name: string; version: string }> | null): Args {
  return {
    options: {
      name: 'shell',
      shared: {
        react: [{ version: '19.3.1', from: 'shell', shareConfig: { singleton: true } }],
        'shared/routing': [
          { version: '2.0.0', from: 'company', shareConfig: { singleton: true } },
          { version: '1.0.0', from: 'shell', shareConfig: { singleton: true } },
        ],
        'shared/ui': [{ version: '1.0.0-k0123456789abcdef', from: 'shell', shareConfig: { singleton: false } }],
      },
    },
    moduleInfo: { name: group, entry: `http://localhost:3004/mf-manifest.json` },
    manifestJson: builtWith ? { shared: builtWith } : undefined,
    remoteSnapshot: {},
    from: builtWith ? 'manifest' : 'global',
  } as unknown as Args;
}

const loadRemoteSnapshot = refuseOtherSingletonMajors.loadRemoteSnapshot!;

test("a group built with the shell's majors goes on loading", async () => {
  const args = snapshotLoaded('portals', [
    { name: 'react', version: '19.0.2' },
    { name: 'shared/routing', version: '1.4.0' },
  ]);
  await expect(Promise.resolve(loadRemoteSnapshot(args))).resolves.toBe(args);
});

test('a group built for another React major is refused before its code is fetched, saying why', () => {
  expect(() => loadRemoteSnapshot(snapshotLoaded('portals', [{ name: 'react', version: '20.0.0' }]))).toThrow(
    'the portals pages were built with react 20.0.0, this shell provides react 19.3.1',
  );
});

test("the shell's own version counts, not one another group registered", () => {
  expect(() => loadRemoteSnapshot(snapshotLoaded('services', [{ name: 'shared/routing', version: '2.1.0' }]))).toThrow(
    'the services pages were built with shared/routing 2.1.0, this shell provides shared/routing 1.0.0',
  );
});

test('a snapshot without a manifest, or of a remote that is not a page group, is let through', async () => {
  const fromGlobal = snapshotLoaded('portals', null);
  await expect(Promise.resolve(loadRemoteSnapshot(fromGlobal))).resolves.toBe(fromGlobal);
  const other = snapshotLoaded('analytics', [{ name: 'react', version: '20.0.0' }]);
  await expect(Promise.resolve(loadRemoteSnapshot(other))).resolves.toBe(other);
});

test('a group built against another major of the kit is no conflict: the kit is no singleton, the group keeps its own copy', async () => {
  const args = snapshotLoaded('portals', [
    { name: 'react', version: '19.3.1' },
    { name: 'shared/ui', version: '2.0.0-kfedcba9876543210' },
  ]);
  await expect(Promise.resolve(loadRemoteSnapshot(args))).resolves.toBe(args);
});
