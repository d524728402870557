import type { Workspace } from './buildOutput';
import type { GateResult, ReleaseRegistry } from './releaseRegistry';
import { ReleaseRefused } from './errors';

export interface PromoteOptions {
  /** Promote without a passed gate, saying why (an emergency, or `npm run deploy` on the server): audited with the reason. */
  skipGate?: string;
}

/** Why `id` may not go live for want of a passed gate, or null; what the audit line says of its gate otherwise. */
export async function gateProblem(
  registry: ReleaseRegistry,
  app: Workspace,
  id: string,
  options: PromoteOptions,
): Promise<{ problem: string | null; said: string }> {
  if (options.skipGate !== undefined) return { problem: null, said: `gate skipped: ${options.skipGate}` };
  if ((await registry.refresh())[app]?.live === id) return { problem: null, said: 'live already' };
  const gate = await registry.gateOf(app, id);
  if (!gate)
    return {
      problem: `${app} ${id} has not been through its gate: run npm run release -- check ${app} ${id} first`,
      said: 'no gate',
    };
  const failed = gate.checks.filter((check) => !check.passed);
  if (!gate.passed) {
    return {
      problem: `${app} ${id} failed its gate (${failed.length} of ${gate.checks.length} checks failed: ${failed.map((check) => check.name).join('; ')})`,
      said: 'gate failed',
    };
  }
  return { problem: null, said: `gate passed at ${gate.at}, reported by ${gate.actor}` };
}

/** Records what a release's gate found; the audit log says whether it passed and who reported it. */
export async function recordGateResult(
  registry: ReleaseRegistry,
  result: Omit<GateResult, 'at'>,
  now = new Date(),
): Promise<GateResult> {
  const record = await registry.release(result.app, result.release);
  if (!record) throw new ReleaseRefused(`${result.app} has no release ${result.release}.`);
  const full: GateResult = { ...result, at: now.toISOString() };
  await registry.recordGate(full);
  const failed = result.checks.filter((check) => !check.passed).map((check) => check.name);
  await registry.audit.record({
    action: 'gate',
    outcome: 'done',
    actor: result.actor,
    app: result.app,
    release: result.release,
    reason: result.passed
      ? `passed ${result.checks.length} checks`
      : `failed ${failed.length} of ${result.checks.length} checks: ${failed.join('; ')}`,
  });
  return full;
}
