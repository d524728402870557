import { readdirSync, readFileSync } from 'node:fs';

/** The processes `pid` started, and theirs, as Linux lists each process's children. */
export function descendantsOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    // Gone meanwhile: it has no children left.
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

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
  return [pid, ...descendantsOf(pid)].filter((candidate) => commandLineOf(candidate).some((argument) => argument.endsWith(script)) && !commandLineOf(candidate)[0]?.endsWith('bwrap'));
}
