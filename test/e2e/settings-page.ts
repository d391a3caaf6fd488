/**
 * The settings page as the first-run and settings-layout journeys read it: controls by their
 * visible labels, where things are on screen (boxes relative to the window, as Playwright gives
 * them), and the page's order from top to bottom.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ExtensionSession } from './harness';
import { sleep } from './helpers';

/** The window the issue measured in (issue 30: "Save gives no visible feedback"). */
export const WINDOW = { width: 1280, height: 800 };
const WAIT = { timeout: 15_000 };

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The tab the install opened by itself (runtime.onInstalled, reason "install"), at the window size. */
export async function welcomeTab(session: ExtensionSession): Promise<Page> {
  const url = session.pageUrl('options.html?welcome=1');
  const deadline = Date.now() + WAIT.timeout;
  let page: Page | undefined;
  while (!(page = session.context.pages().find((p) => p.url() === url)) && Date.now() < deadline) await sleep(100);
  if (!page) throw new Error('Installing the extension opened no welcome tab');
  page.setDefaultTimeout(WAIT.timeout);
  await page.setViewportSize(WINDOW);
  await page.bringToFront();
  await field(page, 'Instance URL').waitFor();
  return page;
}

export interface Box {
  top: number;
  bottom: number;
}

/** Where `locator` is in the window now (negative: above it; past `WINDOW.height`: below it). */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return { top: box.y, bottom: box.y + box.height };
}

/** `locator` lies wholly inside the window, and (with `near`) starts at most `gap` px below that element's bottom. */
export async function expectInWindow(locator: Locator, near?: { of: Locator; gap: number }): Promise<void> {
  const box = await boxOf(locator);
  const height = (await locator.page().viewportSize())?.height ?? WINDOW.height;
  expect(box.top, 'above the window').toBeGreaterThanOrEqual(0);
  expect(box.bottom, 'below the window').toBeLessThanOrEqual(height);
  if (near) {
    const anchor = await boxOf(near.of);
    expect(box.top - anchor.bottom, 'far from what was pressed').toBeLessThanOrEqual(near.gap);
    expect(box.top).toBeGreaterThanOrEqual(anchor.bottom);
  }
}

/** Scrolls so `locator`'s bottom sits `margin` px above the window's bottom edge: a user who scrolled down to it. */
export async function scrollToBottomEdge(locator: Locator, margin = 8): Promise<void> {
  const box = await boxOf(locator);
  const height = (await locator.page().viewportSize())?.height ?? WINDOW.height;
  await locator.page().evaluate((by) => window.scrollBy(0, by), box.bottom - (height - margin));
  await expect.poll(async () => Math.round((await boxOf(locator)).bottom)).toBe(Math.round(height - margin));
}

/** The texts of the page's headings of `level`, in page order. */
export function headings(page: Page, level: number): Promise<string[]> {
  return page.getByRole('heading', { level }).allTextContents();
}

/** Whether each locator comes after the one before it in the page (document order). */
export async function inPageOrder(...locators: Locator[]): Promise<boolean> {
  const tops: number[] = [];
  for (const locator of locators) tops.push((await boxOf(locator)).top + (await locator.page().evaluate(() => window.scrollY)));
  return tops.every((top, i) => i === 0 || top > tops[i - 1]!);
}
