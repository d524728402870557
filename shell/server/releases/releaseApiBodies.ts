import { DIGEST_PATTERN, fileNameProblem, RELEASE_MOST_BYTES } from './releaseRecord';

/* What the release API takes: the shapes of its bodies, and the checks of a publish body the schema cannot make. */

/** The most files a release may hold: far above any build, far below what would burden a check. */
const RELEASE_MOST_FILES = 2000;
/** A publish body: the files as base64 (4 bytes for 3), with room for the names and digests. */
export const RELEASE_BODY_LIMIT = Math.ceil((RELEASE_MOST_BYTES * 4) / 3) + RELEASE_MOST_FILES * 200;

/** What `npm run release -- publish` sends: every file with its digest and, unless the files are at the team's origin, its bytes. */
export interface PublishBody {
  files: Record<string, { digest: string; content?: string }>;
  origin?: string;
}

/** A publish body as the route declares it; a file's name, the total size and the content an origin-less release needs are checked in code. */
export const PUBLISH_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['files'],
  properties: {
    files: {
      type: 'object',
      minProperties: 1,
      maxProperties: RELEASE_MOST_FILES,
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['digest'],
        properties: { digest: { type: 'string', pattern: DIGEST_PATTERN.source }, content: { type: 'string' } },
      },
    },
    origin: { type: 'string' },
  },
} as const;

/** What `npm run release -- check` reports: whether the gate passed, and each check with why it failed. */
export const GATE_REPORT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['passed', 'checks'],
  properties: {
    passed: { type: 'boolean' },
    checks: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'passed'],
        properties: { name: { type: 'string' }, passed: { type: 'boolean' }, detail: { type: 'string' } },
      },
    },
  },
} as const;

/** Why a publish body the schema let through cannot be taken, or null: file names, the total size, and bytes unless the files are at an origin. */
export function publishBodyProblem(files: PublishBody['files'], origin: string | undefined): string | null {
  const entries = Object.entries(files);
  const bytes = entries.reduce(
    (total, [, entry]) => total + (typeof entry.content === 'string' ? Math.floor((entry.content.length * 3) / 4) : 0),
    0,
  );
  if (bytes > RELEASE_MOST_BYTES) return `a release holds at most ${RELEASE_MOST_BYTES / 1024 / 1024} MiB of files`;
  for (const [file, entry] of entries) {
    const badName = fileNameProblem(file);
    if (badName) return badName;
    if (origin === undefined && typeof entry.content !== 'string') return `${file} has no content`;
  }
  return null;
}
