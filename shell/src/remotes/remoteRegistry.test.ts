import {
  init,
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import * as React from 'react';
import { findRoute, type RemoteRoute } from 'shared/routes';
import { loadRemotePage, RemoteUnavailableError, retryNeedsFreshDocument } from './remoteRegistry';
import { exactKitVersion } from './exactKitVersion';
import { refuseOtherSingletonMajors } from './refuseOtherSingletonMajors';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const remotesFile = {
  portals: 'http://remotes.test:8084/mf-manifest.json',
  services: 'http://remotes.test:8081/mf-manifest.json',
};

function route(path: string): RemoteRoute {
  return findRoute(path) as RemoteRoute;
}

beforeEach(() => {
  // jsdom has no Response; the registry reads only these three members.
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => remotesFile,
  })) as unknown as typeof fetch;
});

test('a group whose code was refused for its contract can only be tried again in a fresh document; one that failed to arrive can', async () => {
  load.mockImplementation(async (id: string) => {
    if (id === 'portals/pages') return { contractMajor: 2, pages: {} };
    throw new Error('connection refused');
  });

  await expect(loadRemotePage(route('/client-portal'))).rejects.toThrow(
    'The portals pages could not be loaded: the portals pages were built against page-group contract 2, this shell speaks contract 1',
  );
  await expect(loadRemotePage(route('/box-build'))).rejects.toBeInstanceOf(RemoteUnavailableError);

  expect(retryNeedsFreshDocument('portals')).toBe(true);
  expect(retryNeedsFreshDocument('services')).toBe(false);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'portals', entry: remotesFile.portals }], { force: false });
  // The runtime starts once, before the first group loads, told to refuse a group built for other singleton
  // majors; nothing is pinned here, so no pinning code is loaded.
  expect(init).toHaveBeenCalledTimes(1);
  const options = jest.mocked(init).mock.calls[0]![0];
  expect(options.plugins).toContain(refuseOtherSingletonMajors);
  expect(registerPlugins).not.toHaveBeenCalled();
  expect(jest.mocked(init).mock.invocationCallOrder[0]).toBeLessThan(
    jest.mocked(registerRemotes).mock.invocationCallOrder[0]!,
  );
  // The groups get the very React the shell runs, as a singleton, with no version check of the runtime's own.
  const react = options.shared!.react as {
    lib: () => typeof React;
    shareConfig: { singleton: boolean; requiredVersion: unknown };
  };
  expect(react.lib().useState).toBe(React.useState);
  expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: false });
  // The kit too, by its exact version, which every group's runtime compares (a global plugin, in place before the shell starts).
  expect(options.shared!['shared/ui']).toMatchObject({
    version: SHARED_KIT_VERSION,
    shareConfig: { singleton: false },
  });
  expect(registerGlobalPlugins).toHaveBeenCalledWith([exactKitVersion]);
  expect(jest.mocked(registerGlobalPlugins).mock.invocationCallOrder[0]).toBeLessThan(
    jest.mocked(init).mock.invocationCallOrder[0]!,
  );
});

test("when the server pins a group's files (it is loaded from its team's origin), the runtime holds them to their digests before the group is registered", async () => {
  const folder = 'https://cdn.services.example/releases/42/';
  const digest = `sha384-${'d'.repeat(64)}`;
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ services: `${folder}mf-manifest.json`, pinned: { [folder]: { 'mf-manifest.json': digest } } }),
  })) as unknown as typeof fetch;
  jest.mocked(registerPlugins).mockClear();
  jest.mocked(registerRemotes).mockClear();
  load.mockImplementation(async () => ({
    contractMajor: 1,
    pages: { '/pcb-assembly': async () => ({ default: () => null }) },
  }));
  await jest.isolateModulesAsync(async () => {
    const fresh = await import('./remoteRegistry');
    await fresh.loadRemotePage(route('/pcb-assembly'));
  });
  const pinning = jest
    .mocked(registerPlugins)
    .mock.calls.flat(2)
    .find((plugin) => plugin?.name === 'pin-files-of-team-origins');
  expect(pinning).toBeDefined();
  const pinnedAt = jest.mocked(registerPlugins).mock.invocationCallOrder.at(-1)!;
  expect(pinnedAt).toBeLessThan(jest.mocked(registerRemotes).mock.invocationCallOrder[0]!);
  const script = pinning!.createScript!({ url: `${folder}mf-manifest.json` }) as HTMLScriptElement;
  expect(script.integrity).toBe(digest);
});
