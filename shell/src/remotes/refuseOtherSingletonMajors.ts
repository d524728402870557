import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_GROUPS, singletonMismatch, type RemoteGroup } from 'shared/routes';

type LoadRemoteSnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

/** The version of each shared module the shell itself provides, by name. */
function shellVersions(options: LoadRemoteSnapshotArgs['options']): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, provided] of Object.entries(options.shared)) {
    const own = provided.find((shared) => shared.from === options.name) ?? provided[0];
    // Only singletons: a group with another kit is no conflict, it keeps its own (exactKitVersion).
    if (own?.version && own.shareConfig?.singleton) versions[name] = own.version;
  }
  return versions;
}

const isRemoteGroup = (name: string): name is RemoteGroup => (REMOTE_GROUPS as readonly string[]).includes(name);

/**
 * Refuses a group whose manifest says it was built for another major of a shared singleton than the
 * one the shell provides, before any of its code is fetched. The remotes declare no version
 * requirements to the federation runtime: its check only warns in the console and mounts the remote
 * anyway, and compiles regular expressions on a phone's main thread as each group's code arrives.
 * This comparison is of two numbers.
 */
export const refuseOtherSingletonMajors: ModuleFederationRuntimePlugin = {
  name: 'refuse-other-singleton-majors',
  loadRemoteSnapshot(args) {
    const group = args.moduleInfo.name;
    if (!args.manifestJson || !isRemoteGroup(group)) return args;
    const mismatch = singletonMismatch(group, args.manifestJson.shared, shellVersions(args.options));
    if (mismatch) throw new Error(mismatch);
    return args;
  },
};
