/**
 * The options page's connection section, by its visible labels: connecting (Save, then the host
 * permission prompt answered as a user would) and Test connection.
 */
import type { Page } from 'playwright-core';
import { answerPermissionPrompt, hasHostPermission } from '../../e2e/configure';
import type { ExtensionSession } from '../../e2e/harness';
import { field, WAIT } from './popup';

export async function openOptions(session: ExtensionSession, hash = ''): Promise<Page> {
  const page = await session.context.newPage();
  page.setDefaultTimeout(WAIT.timeout);
  await page.goto(session.pageUrl(`options.html${hash}`));
  return page;
}

/**
 * Fills the instance URL and key, saves, and accepts the permission prompt Save opens. When the
 * access is held already there is no prompt, and keys pressed for one would act on the page.
 */
export async function connect(session: ExtensionSession, page: Page, instanceUrl: string, key: string): Promise<void> {
  const prompts = !(await hasHostPermission(session, new URL(instanceUrl).origin));
  await field(page, 'Instance URL').fill(instanceUrl);
  await field(page, 'API key').fill(key);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  if (prompts) await answerPermissionPrompt(true);
  // The section says it, and so does the page's own status line.
  await page.getByText('Saved.', { exact: true }).first().waitFor(WAIT);
}

/** Clicks Test connection and returns the outcome's text. */
export async function testConnection(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Test connection', exact: true }).click();
  const outcome = page.locator('.outcome, .error-notice');
  await page.getByText('Testing the connection…').waitFor({ state: 'detached', ...WAIT });
  await outcome.waitFor(WAIT);
  return (await outcome.textContent()) ?? '';
}
