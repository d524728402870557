import { readFileSync } from 'node:fs';
import path from 'node:path';
import { singletonMismatch, type RemoteGroup } from 'shared/routes';
import { groupManifestOf, readerOf } from '../releases/buildDeclarations';
import { SINGLETON_VERSIONS_FILE } from '../releases/buildOutput';

function jsonOrNull(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The version of each shared singleton a shell build provides; none from a shell built before it wrote them. */
function singletonsProvided(shellDistDir: string): Record<string, string> {
  const versions = jsonOrNull(path.join(shellDistDir, SINGLETON_VERSIONS_FILE));
  if (typeof versions !== 'object' || versions === null) return {};
  return Object.fromEntries(
    Object.entries(versions).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Why the shell build in `shellDistDir` cannot mount the group's build in `remoteDistDir` for its shared singletons, or null. */
export function singletonProblem(group: RemoteGroup, remoteDistDir: string, shellDistDir: string): string | null {
  const builtWith = groupManifestOf(readerOf({ folder: remoteDistDir }))?.shared ?? [];
  return singletonMismatch(group, builtWith, singletonsProvided(shellDistDir));
}
