import { isReleaseApp } from './buildOutput';
import { ReleaseRefused } from './errors';
import { RELEASE_ID_PATTERN } from './releaseRecord';
import type { GateCheck, GateResult } from './releaseRegistry';

const isGateCheck = (check: unknown): check is GateCheck => {
  if (typeof check !== 'object' || check === null) return false;
  const { name, passed, detail } = check as Partial<GateCheck>;
  return (
    typeof name === 'string' && typeof passed === 'boolean' && (detail === undefined || typeof detail === 'string')
  );
};

/** A gate result as a registry keeps it, with only the fields it defines and `at` in ISO form; refuses one it cannot keep. */
export function checkedGate(result: GateResult): GateResult {
  const { app, release, passed, checks, actor, at } = result;
  if (!isReleaseApp(app)) throw new ReleaseRefused(`"${String(app)}" is not an app with releases`);
  if (typeof release !== 'string' || !RELEASE_ID_PATTERN.test(release))
    throw new ReleaseRefused(`"${String(release)}" is not a release id`);
  if (!Array.isArray(checks) || !checks.every(isGateCheck))
    throw new ReleaseRefused(
      `the gate of ${app} ${release} has checks that are not each a name, a passed flag and an optional detail`,
    );
  if (typeof passed !== 'boolean')
    throw new ReleaseRefused(`the gate of ${app} ${release} does not say whether it passed`);
  if (typeof actor !== 'string' || actor === '')
    throw new ReleaseRefused(`the gate of ${app} ${release} does not say who reported it`);
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at)))
    throw new ReleaseRefused(`the gate of ${app} ${release} has no time it ran`);
  return {
    app,
    release,
    passed,
    checks: checks.map(({ name, passed: checkPassed, detail }) =>
      detail === undefined ? { name, passed: checkPassed } : { name, passed: checkPassed, detail },
    ),
    actor,
    at: new Date(at).toISOString(),
  };
}
