import { readFileSync } from 'node:fs';
import { descendantsOf } from '../tooling/system/processTree';

/** The command line a process was started with, its arguments apart ('' once it is gone). */
export function commandLineOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** The Node processes running `script` among `pid` and its descendants: a renderer inside its sandbox, say. */
export function nodeProcessesRunning(script: string, pid: number): number[] {
  return [pid, ...descendantsOf(pid)].filter(
    (candidate) =>
      commandLineOf(candidate).some((argument) => argument.endsWith(script)) &&
      !commandLineOf(candidate)[0]?.endsWith('bwrap'),
  );
}
export { descendantsOf } from '../tooling/system/processTree';
