import { readdirSync, readFileSync } from 'node:fs';

/** The processes `pid` started, and theirs, as Linux lists each process's children. */
export function descendantsOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    // Gone meanwhile: it has no children left.
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}
