import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublishBody } from './releaseApiBodies';
import { digestsOf } from './releaseRecord';

/**
 * What a pipeline posts to publish the build in `buildDir`: every file with its digest and,
 * unless the team has put the same files at `origin` (its CDN, from which the server fetches
 * and checks them), its bytes.
 */
export function publishBody(buildDir: string, origin?: string): PublishBody {
  const files = Object.fromEntries(
    Object.entries(digestsOf(buildDir)).map(([file, digest]) => [
      file,
      origin ? { digest } : { digest, content: readFileSync(path.join(buildDir, file)).toString('base64') },
    ]),
  );
  return origin ? { files, origin: origin.endsWith('/') ? origin : `${origin}/` } : { files };
}
