/**
 * The releases section: two real server processes on one PostgreSQL database, as a fleet behind a
 * load balancer, and a team's pipeline shipping its group through one server's release API while
 * visitors load pages from both; then a tampered artifact and tokens that must be refused. The
 * builds are the release tests' stand-ins, so no `npm run build` is needed.
 */
import type { DrillCase, DrillContext } from './drillCase';
import { fleetFixture } from './releases/fleet';
import { pipelineUnderTraffic } from './releases/pipeline';
import { previewAndGate } from './releases/preview';
import { refusedTokens, tamperedArtifact } from './releases/refusals';

const SECTION = 'releases';
/** Browsing between the steps, so that page loads land on each release and not only on the switches. */
const STEADY_MS = 1000;
const SHORT_STEADY_MS = 500;

export function releaseCases(context: DrillContext): DrillCase[] {
  const fleet = fleetFixture(context);
  const steadyMs = context.short ? SHORT_STEADY_MS : STEADY_MS;
  return [
    {
      section: SECTION,
      name:
        "two servers on one PostgreSQL database, visitors browsing throughout: a team's pipeline publishes and promotes portals, then rolls it back: " +
        '0 failed requests, every page load from one release, both servers on each new release with no restart',
      run: async () => pipelineUnderTraffic(await fleet(), steadyMs),
      timeoutMs: 120_000,
    },
    {
      section: SECTION,
      name: 'a tampered artifact (one byte changed after publish) is refused and the live release keeps serving',
      run: async () => tamperedArtifact(await fleet()),
    },
    {
      section: SECTION,
      name: 'a preview shows a staged release to the one browser holding its link, on either server, and to no one else; forged, expired and foreign links are refused; a release whose gate failed cannot be promoted',
      run: async () => previewAndGate(await fleet()),
    },
    {
      section: SECTION,
      name: 'a services token is refused for portals; an expired and a revoked token are refused; each refusal audited',
      async run() {
        const started = await fleet();
        try {
          return await refusedTokens(started);
        } finally {
          await started.stop();
        }
      },
    },
  ];
}
