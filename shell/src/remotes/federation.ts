import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import {
  init,
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as toasts from 'react-toastify/unstyled';
import * as routing from 'shared/routing';
import * as kit from 'shared/ui';
import * as kitConfig from 'shared/config';
import { exactKitVersion, KIT, KIT_CONFIG } from './exactKitVersion';

/**
 * The federation runtime, in a chunk of its own that only a group's page loads: the shell is no
 * federated build itself, so its own pages (the home page first) carry none of it. The shell hands
 * the groups the copies of the shared singletons and of the kit it already runs, and the runtime's
 * core to their entries (built with externalRuntime), which expect it on the page before they run.
 */
const provided: Record<keyof typeof SHARED_SINGLETON_VERSIONS, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'shared/routing': routing,
  'react-toastify/unstyled': toasts,
};

// Global: the kit is resolved by each group's own runtime instance, created as its entry starts.
registerGlobalPlugins([exactKitVersion]);
init({
  name: 'shell',
  remotes: [],
  shareStrategy: 'loaded-first',
  shared: {
    ...Object.fromEntries(
      Object.entries(provided).map(([name, module]) => [
        name,
        {
          version: SHARED_SINGLETON_VERSIONS[name as keyof typeof SHARED_SINGLETON_VERSIONS],
          lib: () => module,
          // No version requirement: remoteRegistry compares majors, from the server's data, before a group's code is fetched.
          shareConfig: { singleton: true, requiredVersion: false },
        },
      ]),
    ),
    [KIT]: { version: SHARED_KIT_VERSION, lib: () => kit, shareConfig: { singleton: false, requiredVersion: false } },
    [KIT_CONFIG]: {
      version: SHARED_KIT_VERSION,
      lib: () => kitConfig,
      shareConfig: { singleton: false, requiredVersion: false },
    },
  },
  plugins: [injectExternalRuntimeCore()],
});

export { loadRemote, registerPlugins, registerRemotes };
