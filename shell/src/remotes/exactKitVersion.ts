import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The kit's import name, as the groups' builds share it (tooling/webpack/singletons.ts). */
export const KIT = 'shared/ui';

/**
 * A group gets the shell's kit only when it was built against the very same kit: same version
 * string, which carries a digest of the kit's sources. Any other version (older, newer, or the
 * same number with other code) resolves to the group's own copy, registered under its own version.
 * A plain string compare: the runtime's range check would compile expressions on a phone.
 */
export const exactKitVersion: ModuleFederationRuntimePlugin = {
  name: 'exact-kit-version',
  resolveShare(args) {
    if (args.pkgName !== KIT) return args;
    const wanted = args.shareInfo.version;
    const sameKit = wanted ? args.shareScopeMap[args.scope]?.[KIT]?.[wanted] : undefined;
    args.resolver = () => (sameKit ? { shared: sameKit, useTreesShaking: false } : undefined);
    return args;
  },
};
