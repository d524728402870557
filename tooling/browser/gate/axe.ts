import { seriousViolations } from '../pageProbes';
import type { Check } from './check';
import { fail } from './failure';

export const axe: Check = {
  name: 'axe finds nothing serious',
  proves:
    'axe finds no serious or critical accessibility violation on the loaded page; lesser ones are named beside PASS.',
  usesLoadedPage: true,
  async run({ visit }) {
    const { page } = await visit.loadedPage();
    const { loadFailure } = await visit.afterLoad();
    if (loadFailure) fail(`not run: the page did not finish loading (${loadFailure})`);
    const { blocking, ids } = await seriousViolations(page);
    if (blocking.length > 0) fail(blocking.join('; '));
    return ids.length > 0 ? `${ids.length} minor or moderate violation(s) left aside: ${ids.join(', ')}` : undefined;
  },
};
