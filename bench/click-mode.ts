/**
 * Requests per Shorten click (the popup's default mode): the popup opens over a fresh page, what
 * it sends on open is counted, then its Shorten button is clicked and what follows is counted.
 */
import type { RecordedRequest } from '../test/server';
import { apiOnly, attachToPopup, closePopup, openAsToolbarPopup, probeTime, shortUrlFor, type OpenContext } from './toolbar-open';
import { sleep, until } from './util';

export interface ClickSample {
  onOpen: RecordedRequest[];
  perClick: RecordedRequest[];
}

/** The popup's button, by its accessible name. */
export const SHORTEN_BUTTON = /^Shorten$/;

export async function clickSample(ctx: OpenContext, runId: string): Promise<ClickSample> {
  const url = ctx.pageUrl(`bench-click-${runId}`);
  const from = ctx.api.requests.length;
  await openAsToolbarPopup(ctx, 'popup.html', url);
  const { page, detach } = await attachToPopup(ctx.session, 'popup.html');
  try {
    const button = page.getByRole('button', { name: SHORTEN_BUTTON });
    await button.waitFor({ state: 'visible', timeout: 10_000 });
    // What the popup sends on open (e.g. a duplicate check) has arrived by now on loopback.
    await sleep(1000);
    const clickedAt = ctx.api.requests.length;
    await button.click();
    const shortUrl = await until(() => shortUrlFor(ctx.api, url), 10_000, `the popup to create a link for ${url}`);
    await probeTime(page, shortUrl);
    await sleep(300);
    return { onOpen: apiOnly(ctx.api.requests.slice(from, clickedAt)), perClick: apiOnly(ctx.api.requests.slice(clickedAt)) };
  } finally {
    await closePopup(page);
    await detach();
    await sleep(200);
  }
}
