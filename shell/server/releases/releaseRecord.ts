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
  /** Shared singletons by name: the versions a group was built with, or the versions a shell provides. */
  singletons: Record<string, string>;
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
  return heldBy ? `${heldBy.app} ${heldBy.id} holds "${shown}", not a file name a release may hold${why}` : `"${shown}" is not a file name a release may hold${why}`;
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
    (entry.isFile() ? files : strays).push(path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return { files: files.sort(), strays: strays.sort() };
}

/** A release holds regular files only: a link would serve or run whatever it points at, which no digest covers. */
const strayProblem = (strays: string[]) => `${strays.slice(0, 3).join(', ')}${strays.length > 3 ? ' and more' : ''} ${strays.length === 1 ? 'is' : 'are'} not a regular file (a link or a special file): a release holds regular files only`;

/** Every file of a build folder, relative with forward slashes and sorted; never the build stamp. Throws when the folder holds a link or a special file. */
export function filesOf(directory: string): string[] {
  const { files, strays } = entriesOf(directory);
  if (strays.length > 0) throw new Error(`${directory}: ${strayProblem(strays)}`);
  return files;
}

/** The digest of every file of a build folder. */
export function digestsOf(directory: string): Record<string, string> {
  return Object.fromEntries(filesOf(directory).map((file) => [file, digestOf(readFileSync(path.join(directory, file)))]));
}

/** The release id for files published at `now`: the time, then a hash of the paths and digests. */
export function releaseIdFor(files: Record<string, string>, now: Date): string {
  const hash = createHash('sha256');
  for (const file of Object.keys(files).sort()) hash.update(file).update('\0').update(files[file]!).update('\0');
  const stamp = now.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');
  return `${stamp}-${hash.digest('hex').slice(0, 8)}`;
}

/** The part of a release id that comes from its files: equal for the same files published twice. */
export const filesHashOf = (id: string) => id.slice(id.lastIndexOf('-') + 1);

/**
 * Why the files in `directory` are not exactly the release's, or null. A file missing, changed or
 * added is named; nothing in the folder may be run or served unless this returns null.
 */
export function integrityProblem(directory: string, record: Pick<ReleaseRecord, 'app' | 'id' | 'files'>): string | null {
  let actual: string[];
  try {
    const { files, strays } = entriesOf(directory);
    if (strays.length > 0) return `${record.app} ${record.id}: ${strayProblem(strays)}`;
    actual = files;
  } catch {
    return `${record.app} ${record.id} has no files at ${directory}`;
  }
  const expected = Object.keys(record.files);
  const missing = expected.filter((file) => !actual.includes(file));
  if (missing.length > 0) return `${record.app} ${record.id} is missing ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ' and more' : ''}`;
  const extra = actual.filter((file) => !(file in record.files));
  if (extra.length > 0) return `${record.app} ${record.id} has files it was not published with: ${extra.slice(0, 3).join(', ')}`;
  for (const file of expected) {
    if (digestOf(readFileSync(path.join(directory, file))) !== record.files[file]) return `${record.app} ${record.id}: ${file} does not match the digest recorded at publish`;
  }
  return null;
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
    Object.entries(record.files).every(([file, digest]) => fileNameProblem(file) === null && typeof digest === 'string' && DIGEST_PATTERN.test(digest)) &&
    typeof record.contractMajor === 'number' &&
    typeof record.singletons === 'object' &&
    record.singletons !== null &&
    typeof record.publishedBy === 'string' &&
    typeof record.publishedAt === 'string'
  );
}
