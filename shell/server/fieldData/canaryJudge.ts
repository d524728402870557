import type { Logger } from 'pino';
import { judgeCanary, type CanaryJudgment, type CanarySettings } from '../releases/canary/judgment';
import { groupOfApp } from '../releases/buildOutput';
import { ReleaseRefused } from '../releases/errors';
import type { ReleaseRegistry } from '../releases/releaseRegistry';
import { JUDGMENT_ACTOR } from '../releases/canaries';
import { canaryOf, decideCanary, type CanaryOfSite } from '../releases/releaseService';
import { canaryFieldOf } from './canaryField';
import type { FieldDataStore } from './fieldDataStore';

export interface CanaryJudgeOptions {
  registry: ReleaseRegistry;
  store: FieldDataStore;
  settings: CanarySettings;
  log: Pick<Logger, 'info' | 'warn'>;
  /** Told of each verdict this server carried out (for /metrics and the alert on a rollback). */
  onVerdict?: (verdict: 'promote' | 'rollback' | 'hold') => void;
  now?: () => Date;
}

/** The judgment of the site's running canary as of now, from the field data every server filed; nothing is carried out. */
export async function judgeCanaryNow(
  options: Pick<CanaryJudgeOptions, 'registry' | 'store' | 'settings' | 'now'>,
): Promise<{ running: CanaryOfSite; judgment: CanaryJudgment } | undefined> {
  const running = canaryOf(await options.registry.refresh());
  if (!running) return undefined;
  const startedAt = new Date(running.canary.startedAt);
  // A group's canary is judged on its group's pages: the others are the same release on both sides, and would only dilute its rates.
  const group = running.app === 'shell' ? undefined : groupOfApp(running.app);
  const samples = (await options.store.since(startedAt)).filter(
    (sample) => group === undefined || sample.kind !== 'view' || sample.group === group,
  );
  const judgment = judgeCanary({
    field: canaryFieldOf(samples),
    percent: running.canary.percent,
    startedAt,
    now: options.now?.() ?? new Date(),
    settings: options.settings,
  });
  return { running, judgment };
}

/**
 * Judges the site's canary once from the field data every server filed since it started, and
 * carries out a verdict: promote, roll back, or hold for a person. A held canary is left alone. Every
 * server may run this at once: the verdict names the canary it judged, so the registry takes the
 * first and refuses the rest. Resolves with the judgment, or undefined when no canary is judged.
 */
export async function judgeCanaryOnce(options: CanaryJudgeOptions): Promise<CanaryJudgment | undefined> {
  const now = await judgeCanaryNow(options);
  if (!now || now.running.canary.held) return undefined;
  const { running, judgment } = now;
  if (judgment.verdict === 'wait') return judgment;
  const { verdict } = judgment;
  try {
    await decideCanary(options.registry, {
      app: running.app,
      release: running.canary.release,
      verdict,
      actor: JUDGMENT_ACTOR,
      reason: judgment.reasons[0] ?? verdict,
      unlessHeld: true,
    });
  } catch (error) {
    if (!(error instanceof ReleaseRefused)) throw error;
    // Another server carried out a verdict on this canary first.
    options.log.info(
      { app: running.app, release: running.canary.release, reason: error.message },
      'canary decided elsewhere',
    );
    return judgment;
  }
  options.log[verdict === 'rollback' ? 'warn' : 'info'](
    { app: running.app, release: running.canary.release, verdict, reasons: judgment.reasons },
    `canary ${verdict === 'promote' ? 'promoted' : verdict === 'rollback' ? 'rolled back' : 'held'} by its judgment`,
  );
  options.onVerdict?.(verdict);
  return judgment;
}
