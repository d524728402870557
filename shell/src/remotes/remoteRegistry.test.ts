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

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);
/** /remotes.json as the server answers it: the manifests for older shells, the entries and versions for this one. */
const remotesFile = {
  portals: 'http://remotes.test:8084/mf-manifest.json',
  services: 'http://remotes.test:8081/mf-manifest.json',
  entries: {
    portals: 'http://remotes.test:8084/remoteEntry.0123456789.js',
    services: 'http://remotes.test:8081/remoteEntry.abcdef0123.js',
  },
  singletons: {
    portals: { ...SHARED_SINGLETON_VERSIONS, react: '19.0.2', 'shared/routing': '1.4.0' },
    services: SHARED_SINGLETON_VERSIONS,
  },
};

/** Answers /remotes.json with `body`, recording each address asked for. */
function serveRemotesFile(body: unknown): string[] {
  const requested: string[] = [];
  // jsdom has no Response; the registry reads only these three members.
  global.fetch = jest.fn(async (url: string) => {
    requested.push(url);
    return { ok: true, status: 200, json: async () => body };
  }) as unknown as typeof fetch;
  return requested;
}

function route(path: string): RemoteRoute {
  return findRoute(path) as RemoteRoute;
}

beforeEach(() => {
  serveRemotesFile(remotesFile);
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
  // Each group by its entry script, as a global named after it: the runtime asks for no manifest first.
  expect(registerRemotes).toHaveBeenCalledWith(
    [
      {
        name: 'portals',
        entry: 'http://remotes.test:8084/remoteEntry.0123456789.js',
        entryGlobalName: 'portals',
        type: 'global',
      },
    ],
    { force: false },
  );
  // The runtime starts once, before the first group loads; nothing is pinned here, so no pinning code is loaded.
  expect(init).toHaveBeenCalledTimes(1);
  const options = jest.mocked(init).mock.calls[0]![0];
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
  serveRemotesFile({
    services: `${folder}mf-manifest.json`,
    entries: { services: `${folder}remoteEntry.abcdef0123.js` },
    singletons: { services: SHARED_SINGLETON_VERSIONS },
    pinned: { [folder]: { 'remoteEntry.abcdef0123.js': digest } },
  });
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
  const script = pinning!.createScript!({ url: `${folder}remoteEntry.abcdef0123.js` }) as HTMLScriptElement;
  expect(script.integrity).toBe(digest);
});

test("a group built for another major of a shared singleton is refused before any of its code is fetched, saying why, and the shell's own majors count", async () => {
  jest.mocked(registerRemotes).mockClear();
  load.mockClear();
  const requested = serveRemotesFile({
    ...remotesFile,
    singletons: {
      portals: { ...SHARED_SINGLETON_VERSIONS, react: '20.0.0' },
      services: {
        ...SHARED_SINGLETON_VERSIONS,
        'shared/routing': `${Number(SHARED_SINGLETON_VERSIONS['shared/routing'].split('.')[0]) + 1}.0.0`,
      },
    },
  });
  await jest.isolateModulesAsync(async () => {
    const fresh = await import('./remoteRegistry');
    await expect(fresh.loadRemotePage(route('/client-portal'))).rejects.toThrow(
      `The portals pages could not be loaded: the portals pages were built with react 20.0.0, this shell provides react ${SHARED_SINGLETON_VERSIONS.react}`,
    );
    await expect(fresh.loadRemotePage(route('/box-build'))).rejects.toThrow(
      /the services pages were built with shared\/routing \d+\.0\.0, this shell provides shared\/routing /,
    );
    // No code of its own ran, so trying again needs no fresh document.
    expect(fresh.retryNeedsFreshDocument('portals')).toBe(false);
  });
  expect(requested.every((url) => url === '/remotes.json')).toBe(true);
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(load).not.toHaveBeenCalled();
});

test('a group that shares as a singleton what the shell does not provide is refused before any of its code is fetched', async () => {
  jest.mocked(registerRemotes).mockClear();
  load.mockClear();
  const requested = serveRemotesFile({
    ...remotesFile,
    // As /remotes.json names a manifest that also shares a router of its own as a singleton: no copy of the shell's would be found.
    singletons: { portals: { ...SHARED_SINGLETON_VERSIONS, 'react-router': '7.6.0' } },
  });
  await jest.isolateModulesAsync(async () => {
    const fresh = await import('./remoteRegistry');
    await expect(fresh.loadRemotePage(route('/client-portal'))).rejects.toThrow(
      'The portals pages could not be loaded: the portals pages share react-router as a singleton, which this shell does not provide',
    );
  });
  expect(requested.every((url) => url === '/remotes.json')).toBe(true);
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(load).not.toHaveBeenCalled();
});

test('a group that does not share a singleton the shell provides is refused before any of its code is fetched; one listed without a version is shared', async () => {
  jest.mocked(registerRemotes).mockClear();
  load.mockClear();
  const { react: _react, ...withoutReact } = SHARED_SINGLETON_VERSIONS;
  const requested = serveRemotesFile({
    ...remotesFile,
    // As /remotes.json names a manifest that lists no React at all, and one that lists React with no version.
    singletons: { portals: withoutReact, services: { ...SHARED_SINGLETON_VERSIONS, react: '' } },
  });
  load.mockImplementation(async () => ({
    contractMajor: 1,
    pages: { '/pcb-assembly': async () => ({ default: () => null }) },
  }));
  await jest.isolateModulesAsync(async () => {
    const fresh = await import('./remoteRegistry');
    await expect(fresh.loadRemotePage(route('/client-portal'))).rejects.toThrow(
      'The portals pages could not be loaded: the portals pages were built without sharing react, which this shell provides',
    );
    await fresh.loadRemotePage(route('/pcb-assembly'));
  });
  expect(requested.every((url) => url === '/remotes.json')).toBe(true);
  expect(jest.mocked(registerRemotes).mock.calls.map(([remotes]) => remotes.map((remote) => remote.name))).toEqual([
    ['services'],
  ]);
});

test('a page the server rendered names each group by its entry, so the browser asks nothing before loading it', async () => {
  jest.mocked(registerRemotes).mockClear();
  const requested = serveRemotesFile(remotesFile);
  load.mockImplementation(async () => ({
    contractMajor: 1,
    pages: { '/pcb-assembly': async () => ({ default: () => null }) },
  }));
  const entry = 'http://remotes.test:8081/20261125-101010-abcdef12/remoteEntry.abcdef0123.js';
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = 'server-render-state';
  state.textContent = JSON.stringify({
    path: '/pcb-assembly',
    remotes: { services: entry },
    singletons: { services: SHARED_SINGLETON_VERSIONS },
  });
  document.head.append(state);
  try {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./remoteRegistry');
      await fresh.loadRemotePage(route('/pcb-assembly'));
    });
  } finally {
    state.remove();
  }
  expect(requested).toEqual([]);
  expect(jest.mocked(registerRemotes).mock.calls[0]![0]).toMatchObject([{ name: 'services', entry }]);
});

test("a visitor's Try again outlasts the first try's 8 s: a page whose code comes at 12 s, held up by the slow spell before it, is shown", async () => {
  jest.useFakeTimers();
  try {
    const page = { default: () => null };
    // The group's code arrives 12 s after each request, as when the files a timed-out try left under way are still coming.
    load.mockImplementation(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ contractMajor: 1, pages: { '/pcb-assembly': async () => page } }), 12_000),
        ),
    );
    const first = loadRemotePage(route('/pcb-assembly'));
    const firstOutcome = expect(first).rejects.toThrow('The services remote did not answer within 8 s');
    await jest.advanceTimersByTimeAsync(8_000);
    await firstOutcome;

    const retry = loadRemotePage(route('/pcb-assembly'), 1);
    await jest.advanceTimersByTimeAsync(12_000);
    await expect(retry).resolves.toBe(page);

    // Not for ever: a retry that gets nothing is given up after 20 s.
    load.mockImplementation(() => new Promise(() => {}));
    const hung = loadRemotePage(route('/client-portal'), 1);
    const hungOutcome = expect(hung).rejects.toThrow('The portals remote did not answer within 20 s');
    await jest.advanceTimersByTimeAsync(20_000);
    await hungOutcome;
  } finally {
    jest.useRealTimers();
  }
});
