import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUILD_FILE } from '../releases/buildOutput';

/** Why the shell's server build cannot render pages (its listing unreadable, or the module it names missing), or undefined. */
export function serverBuildProblem(shellDir: string): string | undefined {
  try {
    const { module } = JSON.parse(readFileSync(path.join(shellDir, SERVER_BUILD_FILE), 'utf8')) as { module?: unknown };
    if (typeof module !== 'string' || !existsSync(path.join(shellDir, module)))
      return `the shell's server build named in ${SERVER_BUILD_FILE} is missing`;
  } catch {
    return `the shell's ${SERVER_BUILD_FILE} cannot be read`;
  }
  return undefined;
}
