import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP, type Workspace } from './buildOutput';
import { VERSION_PATTERN } from './deployDirectory';

/** A release id is the name of its version folder: when it was published (UTC), then a hash of its files. */
export const RELEASE_ID_PATTERN = VERSION_PATTERN;

/** A file's path inside a release: relative, forward slashes, no '..', no dotfile folders. */
const RELEASE_FILE_PATTERN = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w@+-][\w.@+-]*(?:\/[\w@+-][\w.@+-]*)*$/;

/** The most bytes of one name in a file's path: what Linux's file systems hold (NAME_MAX); a longer one could not be written. */
const FILE_NAME_PART_MOST_BYTES = 255;
/** The most bytes of a file's whole path: an object key a team's origin takes (S3's limit), far below PATH_MAX (4096) with any deploy directory before it. */
const FILE_PATH_MOST_BYTES = 1024;

/** Subresource-integrity form: 'sha384-' and the base64 of the digest. */
export const DIGEST_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;

/** The most a release's files may weigh together, uploaded or fetched from an origin: room for any build, none for a flood (docs/benchmarks.md). */
export const RELEASE_MOST_BYTES = 16 * 1024 * 1024;

/**
 * What the registry knows of one release of one app, fixed when it is published: every file with
 * its SHA-384 digest, which the server checks before it runs or serves a byte of them.
 */
export interface ReleaseRecord {
  app: Workspace;
  id: string;
  /** The team's own HTTP origin the files are fetched from, ending in '/'; absent when they are in the registry's own storage. */
  origin?: string;
  /** Relative path to 'sha384-…'. */
  files: Record<string, string>;
  /** The page-group contract its server build declares. */
  contractMajor: number;
  /** Shared singletons by name: the versions a group was built with ('' for one it lists without a version), or the versions a shell provides. */
  singletons: Record<string, string>;
  /**
   * Set on a group's record that lists only what it shares as singletons. Records published before
   * list every shared module, the kit's too, so they are not checked for singletons a shell lacks.
   */
  singletonsOnly?: true;
  /** Who published it: the token's name, or 'operator' for a deploy on the server itself. */
  publishedBy: string;
  /** ISO time. */
  publishedAt: string;
}

/**
 * Why `file` may not be a path inside a release, or null: see RELEASE_FILE_PATTERN. Said of the
 * release that holds it when given one (a file read back from storage), else of the file alone.
 */
export function fileNameProblem(file: string, heldBy?: Pick<ReleaseRecord, 'app' | 'id'>): string | null {
  const why = !RELEASE_FILE_PATTERN.test(file)
    ? ''
    : Buffer.byteLength(file) > FILE_PATH_MOST_BYTES
      ? ` (longer than ${FILE_PATH_MOST_BYTES} bytes)`
      : file.split('/').some((part) => Buffer.byteLength(part) > FILE_NAME_PART_MOST_BYTES)
        ? ` (a part of it longer than ${FILE_NAME_PART_MOST_BYTES} bytes)`
        : null;
  if (why === null) return null;
  // A name too long to store is shown by its start, so the message stays readable.
  const shown = file.length > 80 ? `${file.slice(0, 80)}…` : file;
  return heldBy
    ? `${heldBy.app} ${heldBy.id} holds "${shown}", not a file name a release may hold${why}`
    : `"${shown}" is not a file name a release may hold${why}`;
}

export function digestOf(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** A folder's regular files, and whatever else it holds that is not a folder (links, pipes, sockets, devices), relative with forward slashes, sorted. */
function entriesOf(directory: string): { files: string[]; strays: string[] } {
  const files: string[] = [];
  const strays: string[] = [];
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory() || entry.name === BUILD_STAMP) continue;
    (entry.isFile() ? files : strays).push(
      path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
  }
  return { files: files.sort(), strays: strays.sort() };
}

/** The first few of `files`, as the messages name them. */
const firstOf = (files: readonly string[]) => `${files.slice(0, 3).join(', ')}${files.length > 3 ? ' and more' : ''}`;

/** A release holds regular files only: a link would serve or run whatever it points at, which no digest covers. */
const strayProblem = (strays: readonly string[]) =>
  `${firstOf(strays)} ${strays.length === 1 ? 'is' : 'are'} not a regular file (a link or a special file): a release holds regular files only`;

/** Every file of a build folder, relative with forward slashes and sorted; never the build stamp. Throws when the folder holds a link or a special file. */
export function filesOf(directory: string): string[] {
  const { files, strays } = entriesOf(directory);
  if (strays.length > 0) throw new Error(`${directory}: ${strayProblem(strays)}`);
  return files;
}

/** The digest of every file of a build folder. */
export function digestsOf(directory: string): Record<string, string> {
  return Object.fromEntries(
    filesOf(directory).map((file) => [file, digestOf(readFileSync(path.join(directory, file)))]),
  );
}

/** The release id for files published at `now`: the time, then a hash of the paths and digests. */
export function releaseIdFor(files: Record<string, string>, now: Date): string {
  const hash = createHash('sha256');
  for (const file of Object.keys(files).sort()) hash.update(file).update('\0').update(files[file]!).update('\0');
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `${stamp}-${hash.digest('hex').slice(0, 8)}`;
}

/** The part of a release id that comes from its files: equal for the same files published twice. */
export const filesHashOf = (id: string) => id.slice(id.lastIndexOf('-') + 1);

/**
 * A release's files as found in a folder, an upload or the registry's storage: each regular file's
 * bytes by name, and the names of whatever else was there that is not a regular file (see strayProblem).
 */
interface FoundFiles {
  /** A folder's bytes are read when the rule gets to their digest, so a file no record lists is named without being read. */
  files: ReadonlyMap<string, Buffer | (() => Buffer)>;
  strays?: readonly string[];
}

const bytesOf = (bytes: Buffer | (() => Buffer)) => (typeof bytes === 'function' ? bytes() : bytes);

/**
 * The one rule of a release's files, wherever they are: why `found` is not exactly `record`'s files
 * (a bad name, said of the release when `held`; a link or special file; a file missing, added or changed), or null.
 */
function releaseFilesProblem(
  record: Pick<ReleaseRecord, 'app' | 'id' | 'files'>,
  found: FoundFiles,
  held = false,
): string | null {
  for (const file of found.files.keys()) {
    const badName = fileNameProblem(file, held ? record : undefined);
    if (badName) return badName;
  }
  if (found.strays?.length) return `${record.app} ${record.id}: ${strayProblem(found.strays)}`;
  const expected = Object.keys(record.files);
  const missing = expected.filter((file) => !found.files.has(file));
  if (missing.length > 0) return `${record.app} ${record.id} is missing ${firstOf(missing)}`;
  const extra = [...found.files.keys()].filter((file) => !Object.hasOwn(record.files, file)).sort();
  if (extra.length > 0)
    return `${record.app} ${record.id} has files it was not published with: ${extra.slice(0, 3).join(', ')}`;
  for (const file of expected) {
    if (digestOf(bytesOf(found.files.get(file)!)) !== record.files[file])
      return `${record.app} ${record.id}: ${file} does not match the digest recorded at publish`;
  }
  return null;
}

/**
 * A release's files on their way in or at rest: a build folder, the files a publisher sent, or the
 * files the registry's storage holds (a bad name among those is said of the release).
 */
export type ReleaseSource =
  { folder: string } | { contents: Iterable<[string, Buffer]> } | { stored: Iterable<[string, Buffer]> };

/** What `directory` holds, as releaseFilesProblem takes it: each file read once, when first asked for, so the bytes checked are the bytes kept. */
function filesIn(directory: string): FoundFiles {
  const { files, strays } = entriesOf(directory);
  const readOnce = (file: string) => {
    let bytes: Buffer | undefined;
    return () => (bytes ??= readFileSync(path.join(directory, file)));
  };
  return { files: new Map(files.map((file) => [file, readOnce(file)])), strays };
}

/** The bytes of each of the record's files read from `source`, once releaseFilesProblem finds them its own, or why it does not. */
export function checkedFiles(
  record: Pick<ReleaseRecord, 'app' | 'id' | 'files'>,
  source: ReleaseSource,
  held = 'stored' in source,
): Map<string, Buffer> | string {
  let found: FoundFiles;
  if (!('folder' in source)) found = { files: new Map('stored' in source ? source.stored : source.contents) };
  else {
    try {
      found = filesIn(source.folder);
    } catch {
      return `${record.app} ${record.id} has no files at ${source.folder}`;
    }
  }
  return (
    releaseFilesProblem(record, found, held) ??
    new Map(Object.keys(record.files).map((file) => [file, bytesOf(found.files.get(file)!)]))
  );
}

/**
 * Why the files in `directory`, a release's copy on this server, are not exactly the release's, or
 * null: nothing in the folder may be run or served unless this returns null.
 */
export function integrityProblem(
  directory: string,
  record: Pick<ReleaseRecord, 'app' | 'id' | 'files'>,
): string | null {
  const checked = checkedFiles(record, { folder: directory }, true);
  return typeof checked === 'string' ? checked : null;
}

/** Checks a record read from storage has the shape this code relies on. */
export function isReleaseRecord(value: unknown): value is ReleaseRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<ReleaseRecord>;
  return (
    typeof record.app === 'string' &&
    typeof record.id === 'string' &&
    RELEASE_ID_PATTERN.test(record.id) &&
    (record.origin === undefined || typeof record.origin === 'string') &&
    typeof record.files === 'object' &&
    record.files !== null &&
    Object.entries(record.files).every(
      ([file, digest]) => fileNameProblem(file) === null && typeof digest === 'string' && DIGEST_PATTERN.test(digest),
    ) &&
    typeof record.contractMajor === 'number' &&
    typeof record.singletons === 'object' &&
    record.singletons !== null &&
    (record.singletonsOnly === undefined || record.singletonsOnly === true) &&
    typeof record.publishedBy === 'string' &&
    typeof record.publishedAt === 'string'
  );
}
