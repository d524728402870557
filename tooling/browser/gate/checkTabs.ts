import type { BrowserContext, Page } from '@playwright/test';
import { fail } from './failure';

/** Closes a tab, never failing: a check that timed out may have left it busy. */
export async function closeTab(page: Page | undefined): Promise<void> {
  await page?.close().catch(() => undefined);
}

/** The tabs one check opens: once the check is over, those still open are closed and no more are opened. */
export class CheckTabs {
  private readonly open = new Set<Page>();
  private over = false;

  constructor(private readonly context: BrowserContext) {}

  async add(): Promise<Page> {
    if (this.over) fail('the check was already over');
    const page = await this.context.newPage();
    this.open.add(page);
    if (this.over) await this.remove(page);
    return page;
  }

  async remove(page: Page): Promise<void> {
    this.open.delete(page);
    await closeTab(page);
  }

  async end(): Promise<void> {
    this.over = true;
    await Promise.all([...this.open].map((page) => this.remove(page)));
  }
}
