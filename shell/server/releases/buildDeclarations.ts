import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FILE_DIGEST_GLOBAL, readableVersion, type SingletonBuiltWith } from 'shared/routes';
import { groupOfApp, MANIFEST_FILE, SERVER_BUILD_FILE, SINGLETON_VERSIONS_FILE, type Workspace } from './buildOutput';
import { ReleaseRefused } from './errors';
import type { ReleaseRecord } from './releaseRecord';
import type { ReleaseFiles } from './releaseRegistry';

/** How a release's files are read while it is being published: from a folder or from what was uploaded. */
export type FileReader = (file: string) => Buffer | undefined;

export function readerOf(files: ReleaseFiles): FileReader {
  if ('folder' in files) {
    return (file) => {
      try {
        return readFileSync(path.join(files.folder, file));
      } catch {
        return undefined;
      }
    };
  }
  if ('contents' in files) return (file) => files.contents.get(file);
  return () => undefined;
}

function jsonOf(read: FileReader, file: string): unknown {
  const bytes = read(file);
  if (!bytes) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** What a group's federation manifest says the browser needs: its entry's file name and the shared modules it was built with. */
export interface GroupManifest {
  /** The entry script's name in the build's folder (content-hashed), when the manifest names a plain one. */
  entry?: string;
  shared: SingletonBuiltWith[];
}

/** A group build's mf-manifest.json as the server reads it; undefined when the build has none that parses. */
export function groupManifestOf(read: FileReader): GroupManifest | undefined {
  const manifest = jsonOf(read, MANIFEST_FILE) as
    { metaData?: { remoteEntry?: { name?: unknown } }; shared?: unknown } | undefined;
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  const name = manifest.metaData?.remoteEntry?.name;
  const shared = (Array.isArray(manifest.shared) ? manifest.shared : []).flatMap((entry: unknown) => {
    const {
      name: sharedName,
      version,
      singleton,
    } = (entry ?? {}) as {
      name?: unknown;
      version?: unknown;
      singleton?: unknown;
    };
    if (typeof sharedName !== 'string') return [];
    const flag = { singleton: singleton === true };
    if (version === undefined || version === null) return [{ name: sharedName, ...flag }];
    // Any other value is compared as written (20, {"major":20}), never taken for "no version".
    return [{ name: sharedName, version: typeof version === 'string' ? version : JSON.stringify(version), ...flag }];
  });
  return { ...(typeof name === 'string' && /^[\w.-]+\.js$/.test(name) ? { entry: name } : {}), shared };
}

/**
 * What a build declares about itself, read as data (its code is never run to learn it): the
 * page-group contract in server-build.json (builds from before it was written there speak major 1)
 * and the shared singletons, as a group's manifest lists them or as the shell's file provides them.
 */
export function declarations(
  app: Workspace,
  read: FileReader,
): Pick<ReleaseRecord, 'contractMajor' | 'singletons' | 'singletonsOnly'> {
  const needed = [SERVER_BUILD_FILE, groupOfApp(app) ? MANIFEST_FILE : 'index.html'];
  const missing = needed.filter((file) => read(file) === undefined);
  if (missing.length > 0) throw new ReleaseRefused(`it is not a build of ${app}: it has no ${missing.join(' or ')}`);
  const listing = jsonOf(read, SERVER_BUILD_FILE) as { contractMajor?: unknown } | undefined;
  const declared = listing?.contractMajor ?? 1;
  const contractMajor = typeof declared === 'number' && Number.isInteger(declared) ? declared : Number.NaN;
  if (groupOfApp(app)) {
    // A singleton listed without a version is kept as '': shared, so not missing, but not compared.
    const listed = (groupManifestOf(read)?.shared ?? [])
      .filter(({ singleton }) => singleton)
      .map(({ name, version }) => [name, version ?? '']);
    return { contractMajor, singletons: Object.fromEntries(listed) as Record<string, string>, singletonsOnly: true };
  }
  const entries = providedSingletons(read).filter(([, version]) => typeof version === 'string');
  return { contractMajor, singletons: Object.fromEntries(entries) as Record<string, string> };
}

/**
 * Why a group build's manifest names no entry browsers could load from its own release, or null: the
 * server sends browsers to that file beside the manifest, and drops a group whose name is anything
 * but a plain file name (no folder, address, query or escape) or names a file the release does not hold.
 */
export function entryProblem(read: FileReader): string | null {
  const entry = groupManifestOf(read)?.entry;
  if (entry && read(entry) !== undefined) return null;
  return 'its mf-manifest.json names no entry script among its own files (metaData.remoteEntry.name must be a file name such as remoteEntry.<hash>.js, beside the manifest)';
}

/** The shell's SINGLETON_VERSIONS_FILE, as name and version pairs (none when it is missing or not an object). */
function providedSingletons(read: FileReader): Array<[string, unknown]> {
  const provided = jsonOf(read, SINGLETON_VERSIONS_FILE);
  return typeof provided === 'object' && provided !== null && !Array.isArray(provided) ? Object.entries(provided) : [];
}

/**
 * Why a shell build cannot be published for what its SINGLETON_VERSIONS_FILE says, or null: every
 * group is checked against the versions the shell provides, so a file that is missing, empty or gives
 * a version that does not read would let any group through.
 */
export function providedSingletonsProblem(read: FileReader): string | null {
  const entries = providedSingletons(read);
  const unreadable = entries.filter(([, version]) => typeof version !== 'string' || !readableVersion(version));
  if (entries.length === 0) return `its ${SINGLETON_VERSIONS_FILE} names no shared singleton it provides`;
  if (unreadable.length === 0) return null;
  return `its ${SINGLETON_VERSIONS_FILE} gives no version that reads for ${unreadable.map(([name]) => name).join(', ')}`;
}

/**
 * Browsers load a release published from a team's origin there, and only its entry's chunk loaders
 * can hold the rest of its files to their digests: a build whose loaders do not ask the shell for
 * them (built before they did) would run whatever that origin serves.
 */
export function loadsUnpinnedFiles(read: FileReader): boolean {
  const entry = groupManifestOf(read)?.entry;
  const code = entry ? read(entry) : undefined;
  return !code?.includes(FILE_DIGEST_GLOBAL);
}
