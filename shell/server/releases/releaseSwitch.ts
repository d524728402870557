// What every change of what is live shares: its audit line, and the checks a release passes before any visitor gets it.
import type { Workspace } from './buildOutput';
import { compatibilityProblems } from './compatibility';
import { ReleaseRefused } from './errors';
import { integrityProblem } from './releaseRecord';
import type { AuditEntry, AuditLog, ReleaseRegistry } from './releaseRegistry';
import { messageOf } from '../ops/messageOf';

/** Runs one registry change and writes its line in the audit log, whether it was done or refused. */
export async function audited<T>(
  audit: AuditLog,
  entry: Omit<AuditEntry, 'at' | 'outcome'>,
  work: () => Promise<T>,
  describe: (result: T) => Partial<AuditEntry> = () => ({}),
): Promise<T> {
  try {
    const result = await work();
    await audit.record({ ...entry, ...describe(result), outcome: 'done' });
    return result;
  } catch (error) {
    await audit.record({ ...entry, outcome: 'refused', reason: messageOf(error) });
    throw error;
  }
}

/** Refuses a release a visitor must not get: unknown, its files changed on this server, or unfit beside what is live. */
export async function checkedForLive(
  registry: ReleaseRegistry,
  app: Workspace,
  id: string,
  verb: string,
): Promise<void> {
  const record = await registry.release(app, id);
  if (!record) throw new ReleaseRefused(`${app} has no release ${id}.`);
  // A release from a team's origin was fetched and kept here at publish too: its copy is checked the same way.
  const tampered = integrityProblem(registry.folderOf(app, id), record);
  if (tampered) throw new ReleaseRefused(`Not ${verb} ${app} to ${id}: ${tampered}.`);
  const problemsNow = await compatibilityProblems(registry, record, await registry.refresh());
  if (problemsNow.length > 0) throw new ReleaseRefused(`Not ${verb} ${app} to ${id}: ${problemsNow.join('; ')}.`);
}
