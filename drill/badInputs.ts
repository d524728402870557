/**
 * The bad-input section: one server process on stand-in builds, with canary files (each holding a
 * secret made up for this run) just outside the served folders, inside them where nothing may be
 * served (dotfiles, the server build), and in the leads data folder. Every request goes over a
 * plain TCP connection, exactly as written. A case fails on an unexpected status, a 2xx for a
 * forbidden path, a 500, no answer, a canary secret in any answer, a lead stored by a refused
 * request, or the server process dying.
 */
import { badSettingCases } from './badSettings';
import { floodCases } from './floods';
import { sharedFixture, type DrillCase, type DrillContext } from './drillCase';
import { hungUpCase, intakeCase, INTAKE_PROBES, wellFormedLeadCase } from './badInputs/intakeProbes';
import { forgedAddressCase, replacementPatternCase } from './badInputs/rateLimitAndFacts';
import { staticCase, STATIC_PROBES } from './badInputs/staticProbes';
import { startTarget } from './badInputs/target';

export function badInputCases(context: DrillContext): DrillCase[] {
  const target = sharedFixture(() => startTarget(context));
  return [
    ...INTAKE_PROBES.map((probe) => intakeCase(probe, target)),
    hungUpCase(target),
    wellFormedLeadCase(target),
    ...STATIC_PROBES.map((probe) => staticCase(probe, target)),
    forgedAddressCase(target),
    replacementPatternCase(target),
    ...badSettingCases(context),
    ...floodCases(context),
  ];
}
