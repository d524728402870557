import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The kit's import name, as the groups' builds share it (tooling/webpack/singletons.ts). */
export const KIT = 'shared/ui';
/** The company's config, shared beside the kit under the kit's version: the kit and every page's content import it. */
export const KIT_CONFIG = 'shared/config';
const BY_KIT_VERSION = new Set([KIT, KIT_CONFIG]);

/**
 * A group gets the shell's kit (and its config) only when it was built against the very same kit: same version
 * string, which carries a digest of the kit's sources. Any other version (older, newer, or the
 * same number with other code) resolves to the group's own copy, registered under its own version.
 * A plain string compare: the runtime's range check would compile expressions on a phone.
 */
export const exactKitVersion: ModuleFederationRuntimePlugin = {
  name: 'exact-kit-version',
  resolveShare(args) {
    if (!BY_KIT_VERSION.has(args.pkgName)) return args;
    const wanted = args.shareInfo.version;
    const sameKit = wanted ? args.shareScopeMap[args.scope]?.[args.pkgName]?.[wanted] : undefined;
    args.resolver = () => (sameKit ? { shared: sameKit, useTreesShaking: false } : undefined);
    return args;
  },
};
