import type { BrowserContext } from '@playwright/test';
import { closeTab } from './checkTabs';
import { messageOf } from './failure';
import { STEP_TIMEOUT_MS } from './timing';

/**
 * Opens a preview link as a person does: the link shows what it would open, and only its button
 * sets the preview's cookie. Says what went wrong, for a check that finds no preview ('' when nothing did).
 */
export async function openPreview(context: BrowserContext, previewUrl: string): Promise<string> {
  const opener = await context.newPage();
  try {
    const answer = await opener.goto(previewUrl, { timeout: STEP_TIMEOUT_MS });
    if (answer && !answer.ok()) return ` (opening the preview link answered ${answer.status()})`;
    const [pressed] = await Promise.all([
      opener.waitForNavigation({ timeout: STEP_TIMEOUT_MS }),
      opener.getByRole('button', { name: 'Open the preview' }).click({ timeout: STEP_TIMEOUT_MS }),
    ]);
    return pressed && !pressed.ok() ? ` (pressing "Open the preview" answered ${pressed.status()})` : '';
  } catch (error) {
    return ` (opening the preview link failed: ${messageOf(error)})`;
  } finally {
    await closeTab(opener);
  }
}
