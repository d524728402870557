import type { PagesModule } from './siteMap';
import type { RemoteGroup } from './types';

/**
 * The page-group contract between the shell and a remote: the shape of the remote's exposed
 * `./pages` module (a lazy loader per route of its group, each resolving to a module whose default
 * export is the page) and the contexts both sides share at run time (the router of shared/routing,
 * the toast area). Raise the major whenever a remote built against the old shape would break in a
 * shell of the new one, or the other way round; a remote of another major is never mounted.
 */
export const PAGE_GROUP_CONTRACT_MAJOR = 1;

/**
 * The function the shell puts on the page for a remote's chunk loader: given a file's address, the
 * SHA-384 digest recorded at publish when the file belongs to a release browsers load from its
 * team's own origin, so the browser refuses any other bytes (subresource integrity); otherwise
 * nothing. A remote that finds no such function loads its files as before.
 */
export const FILE_DIGEST_GLOBAL = '__siteFileDigest';

/** What a remote's `./pages` exports, in its browser build and its server build alike. */
export interface ExposedPages<G extends RemoteGroup> {
  readonly pages: PagesModule<G>;
  readonly contractMajor: number;
}

/** Remotes built before the contract was numbered declare none: theirs is major 1. */
const UNNUMBERED_CONTRACT_MAJOR = 1;

/** Why this shell cannot mount what a remote's `./pages` exported, or null when it can. */
export function contractMismatch(
  group: RemoteGroup,
  exposed: unknown,
  shellMajor = PAGE_GROUP_CONTRACT_MAJOR,
): string | null {
  if (typeof exposed !== 'object' || exposed === null) return `${group}/pages exported nothing`;
  const declared = 'contractMajor' in exposed ? exposed.contractMajor : UNNUMBERED_CONTRACT_MAJOR;
  if (typeof declared !== 'number' || !Number.isInteger(declared)) {
    return `the ${group} pages declare ${JSON.stringify(declared)} as their page-group contract, not a major version number`;
  }
  if (declared !== shellMajor) {
    return `the ${group} pages were built against page-group contract ${declared}, this shell speaks contract ${shellMajor}`;
  }
  if (!('pages' in exposed) || typeof exposed.pages !== 'object' || exposed.pages === null)
    return `${group}/pages exported no pages`;
  return null;
}

/** A shared module as a remote's mf-manifest.json lists it: the version the remote was built with. */
export interface SingletonBuiltWith {
  readonly name: string;
  readonly version?: string;
  /**
   * Whether the remote shares it as a singleton (the manifest's flag). Unknown where it was not
   * recorded (release records from before): such a module counts as shared, and is never taken
   * for one the shell must provide.
   */
  readonly singleton?: boolean;
}

/** Whether `version` reads as a version whose major the singleton checks can compare. */
export function readableVersion(version: string): boolean {
  return compatibleLine(version) !== null;
}

/** Versions a caret range accepts share this: the major, or for 0.x the major and minor. */
function compatibleLine(version: string): string | null {
  const [major, minor] = version.trim().replace(/^v/, '').split('.');
  if (!major || !/^\d+$/.test(major)) return null;
  return major === '0' ? `0.${minor ?? ''}` : major;
}

/**
 * Why this shell cannot mount a remote whose shared singletons (React, the router, the toast store)
 * were built for another major than the ones the shell provides, or that does not share one of them
 * as a singleton, or that shares as a singleton one the shell does not provide; null when it can.
 * The page runs on the shell's single copy of each, so a remote built for another major would run on
 * code it was not built for, and one that shares it otherwise, or finds no copy of the shell's, would
 * run a second copy of its own (two Reacts on one page break it). A singleton the remote lists
 * without a version is not compared, and a shell that names none it provides (built before shells
 * wrote them; none is published now) is not checked.
 */
export function singletonMismatch(
  group: RemoteGroup,
  builtWith: readonly SingletonBuiltWith[],
  provided: Readonly<Record<string, string>>,
): string | null {
  if (Object.keys(provided).length === 0) return null;
  const shared = builtWith.filter(({ singleton }) => singleton !== false);
  const listed = new Set(shared.map(({ name }) => name));
  const unshared = Object.keys(provided).find((name) => !listed.has(name));
  if (unshared !== undefined)
    return `the ${group} pages were built without sharing ${unshared}, which this shell provides`;
  const unprovided = shared.find(({ name, singleton }) => singleton === true && !Object.hasOwn(provided, name));
  if (unprovided)
    return `the ${group} pages share ${unprovided.name} as a singleton, which this shell does not provide`;
  for (const { name, version } of shared) {
    const providedVersion = provided[name];
    if (!version || !providedVersion) continue;
    const line = compatibleLine(version);
    if (line === null || line !== compatibleLine(providedVersion)) {
      return `the ${group} pages were built with ${name} ${version}, this shell provides ${name} ${providedVersion}`;
    }
  }
  return null;
}
