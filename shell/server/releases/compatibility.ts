import { contractMismatch, singletonMismatch, type RemoteGroup } from 'shared/routes';
import { groupOfApp, RELEASE_APPS } from './buildOutput';
import type { ReleaseRecord } from './releaseRecord';
import type { LiveReleases, ReleaseRegistry } from './releaseRegistry';

const builtWith = (record: Pick<ReleaseRecord, 'singletons' | 'singletonsOnly'>) =>
  Object.entries(record.singletons).map(([name, version]) => ({ name, version, singleton: record.singletonsOnly }));

/** Why `group`'s release cannot run in `shell`'s, or null. */
function pairProblem(group: RemoteGroup, release: ReleaseRecord, shell: ReleaseRecord | undefined): string | null {
  const exposed = { contractMajor: release.contractMajor, pages: {} };
  return (
    contractMismatch(group, exposed, shell?.contractMajor) ??
    (shell ? singletonMismatch(group, builtWith(release), shell.singletons) : null)
  );
}

/**
 * Why `release` must not go live beside what is live now, or an empty list. A group must speak the
 * live shell's contract and share every singleton it provides, built for the same majors; a shell must
 * do the same for every live group.
 */
export async function compatibilityProblems(
  registry: ReleaseRegistry,
  release: ReleaseRecord,
  live: LiveReleases,
): Promise<string[]> {
  const group = groupOfApp(release.app);
  if (group) {
    const shellId = live.shell?.live;
    const shell = shellId ? await registry.release('shell', shellId) : undefined;
    const problem = pairProblem(group, release, shell);
    return problem ? [problem] : [];
  }
  const problems: string[] = [];
  for (const app of RELEASE_APPS.slice(1)) {
    const id = live[app]?.live;
    const record = id ? await registry.release(app, id) : undefined;
    const problem = record ? pairProblem(groupOfApp(app)!, record, release) : null;
    if (problem) problems.push(`${problem} (live ${app})`);
  }
  return problems;
}
