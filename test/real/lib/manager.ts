/**
 * Steps of the options page's Links manager the journeys share: what a view asked the server
 * and showed, and the editor.
 */
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import type { ManagerPage } from '../../e2e/manager-page';
import type { RateWatch } from './browser';
import type { Suite } from './suite';

const POLL = { timeout: 30_000, interval: 200 };

/**
 * The view's newest list request carried `params` (and the view's own sort and page), the server
 * answered it, and the table shows exactly what the server answers to that query. Returns the
 * short URLs shown.
 */
export async function expectView(s: Suite, watch: RateWatch, m: ManagerPage, params: Record<string, string>): Promise<string[]> {
  const wanted = { sort_by: 'id', sort: 'desc', per_page: '25', page: '1', ...params };
  await expect.poll(() => watch.lastViewQuery('/links'), POLL).toEqual(wanted);
  const request = watch.seen.filter((r) => r.url.pathname.endsWith('/links') && r.url.searchParams.get('per_page') === '25').at(-1)!;
  expect(request.status).toBe(200);
  const answer = await s.rawGet('/links', new URLSearchParams(wanted));
  expect(answer.status).toBe(200);
  const expected = (answer.body.data as Array<{ short_url: string }>).map((l) => l.short_url);
  await expect.poll(() => m.shownShortUrls(), POLL).toEqual(expected);
  return expected;
}

/** Opens the editor of the link shown as `shortUrl`, lets `change` edit it, saves, and waits for it to close. */
export async function editLink(m: ManagerPage, shortUrl: string, change: (dialog: Locator) => Promise<unknown>): Promise<void> {
  await m.row(shortUrl).getByRole('button', { name: 'Edit' }).click();
  const dialog = m.dialog();
  await dialog.getByLabel('Destination URL').waitFor();
  await change(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' }).catch(async () => {
    throw new Error(`The editor stayed open: ${await dialog.textContent()}`);
  });
}

/** Removes every targeting rule row the editor shows (the kind stays selected). */
export async function removeRules(dialog: Locator): Promise<void> {
  const remove = dialog.locator('fieldset.rules button.remove');
  while ((await remove.count()) > 0) await remove.first().click();
}

/** Sets a Links filter to record `id` (1 for the status): from its list, or typed when not listed. */
export async function chooseFilter(m: ManagerPage, label: string, id: number): Promise<void> {
  const control = m.control(label);
  if (await control.locator(`option[value="${id}"]`).count()) return void (await control.selectOption({ value: String(id) }));
  await control.selectOption({ value: 'other' });
  await m.filters.getByLabel(`${label} ID`, { exact: true }).fill(String(id));
  await m.filters.getByRole('button', { name: 'Apply' }).click();
}
