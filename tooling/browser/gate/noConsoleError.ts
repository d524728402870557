import type { Check } from './check';
import { fail, listed } from './failure';

export const noConsoleError: Check = {
  name: 'no console error',
  proves: 'The load of the page logged no console error and threw no uncaught error, and it finished.',
  usesLoadedPage: true,
  async run({ visit }) {
    await visit.loadedPage();
    const { problems, loadFailure } = await visit.afterLoad();
    if (problems.length > 0) fail(listed(problems));
    if (loadFailure) fail(`the page did not finish loading, so its console is not known to stay clean: ${loadFailure}`);
  },
};
