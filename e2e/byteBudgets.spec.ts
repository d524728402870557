import { findRoute, siteMap, type SiteRoute } from 'shared/routes';
import { countScripts } from '../tooling/browser/firstLoadJavaScript';
import { expect, mainHeading, test } from './support/fixtures';

/**
 * First-load JavaScript per route, gzip-compressed (level 9, as a CDN would serve it): every script
 * the page loads until it is live, shell and remote alike. A change that pushes a route past its
 * budget fails here, naming the route and the bytes. Budgets sit a little above today's figures
 * (docs/benchmarks.md); lower them as the weight comes off, never raise them quietly.
 */
const KIB = 1024;
// The shell bundles the kit's whole block set since every page is one record (docs/benchmarks/history.md,
// "One page model"), and a group built against the same kit uses that copy; a group's page also loads
// the federation runtime, which the shell's own pages never do ("The federation tax"). Then field data's web-vitals chunk and reporter ("Field data"), and the contact
// form's lead source and spam checks ("Leads the owner can trust"), and a group page's chunk loaders
// that hold files from a team's own origin to their digests ("Pinning a team's origin"). A group's page
// then lost its manifest fetch, the runtime's unused handlers and its second copy of the config
// ("A group page at the federation runtime's floor").
const budgets: Record<SiteRoute['group'], number> = {
  shell: 150 * KIB,
  services: 183 * KIB,
  industries: 185 * KIB,
  company: 185 * KIB,
  portals: 180 * KIB,
};

for (const route of siteMap) {
  test(`${route.path}: first-load JavaScript stays within its budget`, async ({ page }) => {
    const scriptsSoFar = countScripts(page);
    await page.goto(route.path);
    await mainHeading(page);
    await page.waitForLoadState('networkidle');
    const { gzipBytes: total, scripts } = await scriptsSoFar();
    const budget = budgets[findRoute(route.path)!.group];
    console.log(
      `${route.path}: ${(total / KIB).toFixed(1)} KiB gzip in ${scripts} scripts (budget ${(budget / KIB).toFixed(0)} KiB)`,
    );
    expect(
      total,
      `${route.path} loads ${total} bytes of JavaScript (gzip), over its budget of ${budget}`,
    ).toBeLessThanOrEqual(budget);
  });
}
