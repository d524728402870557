import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FILE_DIGEST_GLOBAL } from 'shared/routes';
import type { PinnedFiles } from 'shared/document';

/**
 * Well-formed, and the digest of no file: a file in a pinned folder the release did not record is
 * refused by the browser. A malformed value would not do: the browser skips a check it cannot read.
 */
export const NO_FILE_HAS_THIS_DIGEST = `sha384-${'A'.repeat(64)}`;

/** The digest `address` must have, when it lies in a pinned folder; undefined for every other file. */
export function pinnedDigestOf(pinned: PinnedFiles, address: string): string | undefined {
  for (const [folder, files] of Object.entries(pinned)) {
    if (!address.startsWith(folder)) continue;
    const file = address.slice(folder.length).split(/[?#]/)[0]!;
    return Object.hasOwn(files, file) ? files[file] : NO_FILE_HAS_THIS_DIGEST;
  }
  return undefined;
}

/**
 * Pins what the federation runtime loads from a team's own origin (the group's entry) to the
 * digests the server sent with the page, and hands the same lookup to each remote's chunk loaders
 * (tooling/webpack/pinnedFiles.ts). `current` is read at each load: after a failure the shell asks
 * the server again, and the answer may name other releases.
 */
export function pinFilesOfTeamOrigins(current: () => PinnedFiles): ModuleFederationRuntimePlugin {
  (globalThis as Record<string, unknown>)[FILE_DIGEST_GLOBAL] = (address: string) => pinnedDigestOf(current(), address);
  return {
    name: 'pin-files-of-team-origins',
    createScript({ url }) {
      const integrity = pinnedDigestOf(current(), url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.integrity = integrity;
      script.src = url;
      return script;
    },
  };
}
