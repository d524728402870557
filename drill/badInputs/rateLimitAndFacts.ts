/**
 * Two inputs besides a request's path and form: a forged X-Forwarded-For, which must buy no fresh
 * rate limit, and a company fact that reads as a replacement pattern, which must stay text.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { rawHttp } from '../../test-support/rawHttp';
import type { DrillCase } from '../drillCase';
import { SECTION, type Target } from './target';

/** The field-data limit the bad-input server runs with (FIELD_DATA_RATE_LIMIT_MAX's default). */
const FIELD_DATA_LIMIT = 30;

/** Rotating a forged X-Forwarded-For in front of the proxy's entry buys no fresh limit. */
export function forgedAddressCase(target: () => Promise<Target>): DrillCase {
  return {
    section: SECTION,
    name: `field data: ${FIELD_DATA_LIMIT + 10} reports, each with a new forged X-Forwarded-For before the proxy's entry, get 429 past ${FIELD_DATA_LIMIT}`,
    async run() {
      const site = await target();
      const statuses: number[] = [];
      for (let report = 1; report <= FIELD_DATA_LIMIT + 10; report += 1) {
        const body = Buffer.from(JSON.stringify({ events: [{ kind: 'vital', name: 'TTFB', value: 100, route: '/' }] }));
        const headerLines = [
          'Content-Type: application/json',
          'Sec-Fetch-Site: same-origin',
          `X-Forwarded-For: 198.51.100.${report}, 203.0.113.77`,
        ];
        statuses.push(
          (await rawHttp(site.ports.shell, { method: 'POST', target: '/api/field-data', headerLines, body })).status,
        );
      }
      const accepted = statuses.filter((status) => status === 204).length;
      const refused = statuses.filter((status) => status === 429).length;
      if (accepted !== FIELD_DATA_LIMIT || refused !== 10)
        throw new Error(
          `${accepted} accepted and ${refused} refused (${statuses.join(' ')}), expected ${FIELD_DATA_LIMIT} and 10`,
        );
      return `${accepted} × 204, then ${refused} × 429`;
    },
  };
}

/** A replacement pattern in a company fact stays text: the document keeps one body. */
export function replacementPatternCase(target: () => Promise<Target>): DrillCase {
  return {
    section: SECTION,
    name: "a company fact holding $' and $& (the street) is written as text, and the document keeps one #root",
    async run() {
      const site = await target();
      const street = "1 $' Way, Suite $&";
      writeFileSync(
        site.factsFile,
        JSON.stringify({ address: { street, city: 'Norcross', region: 'GA', postalCode: '30092', country: 'USA' } }),
      );
      try {
        const page = (
          await rawHttp(site.ports.shell, { target: '/', headerLines: ['Accept: text/html'] })
        ).body.toString('utf8');
        const roots = page.match(/<div id="root"/g)?.length ?? 0;
        const [head = ''] = page.split('</head>');
        const problems = [
          ...(roots === 1 ? [] : [`the page holds ${roots} #root elements`]),
          ...(head.includes('id="root"') ? ['the head holds the body'] : []),
          ...(head.includes(street) ? [] : ['the street is not in the head’s structured data']),
        ];
        if (problems.length > 0) throw new Error(problems.join('; '));
        return 'one head, one #root, the street as written';
      } finally {
        rmSync(site.factsFile, { force: true });
      }
    },
  };
}
