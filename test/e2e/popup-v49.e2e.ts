import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { RefServer } from '../server';
import { pixelTypeName } from '../../components/link-fields/pixel-option';
import { journey } from './fixture';

// The toolbar popup against an instance of phpShort v49, which renamed or dropped most link
// options: the popup learns the version from the server and shows and sends exactly its fields.
// No default domain chosen: the account's default (domain 1, not in /domains) stands in.
const it = journey({ server: { version: 49, seed: { links: 30 } }, settings: { autoCopy: false } });

const stores = (server: RefServer) => server.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
const form = (pairs: Array<[string, string]>) => new URLSearchParams(pairs).toString();
const shortLinkOf = (popup: Page) => popup.getByLabel('Short link', { exact: true });

describe('a v49 instance', () => {
  it('"More options" shows v49’s fields and sends each under v49’s name', async ({ server, pages }) => {
    const { popup, url } = await pages.popupOver('Every v49 option');
    // The account (its default domain) may still be on its way from the check that followed the
    // save just before: the popup fills the domain in when it comes.
    await expect.poll(() => popup.getByLabel('Domain', { exact: true }).inputValue(), { timeout: 5_000 }).toBe('1');
    await popup.getByRole('button', { name: 'More options' }).click();
    await popup.getByLabel('Link password', { exact: true }).fill('visitor pass');
    for (const absent of ['Disabled', 'Expiration date', 'Expiration time']) expect(await popup.getByLabel(absent, { exact: true }).count()).toBe(0);
    await popup.getByLabel('Statistics', { exact: true }).selectOption({ label: 'Password' });
    await popup.getByLabel('Statistics password', { exact: true }).fill('stats pass');
    await popup.getByLabel('Active from', { exact: true }).fill('2030-01-01T08:00');
    await popup.getByLabel('Active until', { exact: true }).fill('2031-05-04T10:30');
    await popup.getByLabel('Click limit', { exact: true }).fill('500');
    await popup.getByLabel('Sensitive content', { exact: true }).check();
    await popup.getByLabel('Targeting type', { exact: true }).selectOption({ label: 'Devices' });
    await popup.getByRole('button', { name: 'Add device rule' }).click();
    await popup.getByLabel('Device (rule 1)', { exact: true }).selectOption({ label: 'Mobile' });
    await popup.locator('#more-devices-0-value').fill('https://example.com/m');
    server.clearRequests();
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await shortLinkOf(popup).waitFor();
    expect(stores(server)).toHaveLength(1);
    expect(stores(server)[0]!.body).toBe(
      form([
        ['url', url],
        ['domain_id', '1'],
        ['redirect_password', 'visitor pass'],
        ['privacy', '2'],
        ['password', 'stats pass'],
        ['sensitive_content', '1'],
        ['active_period_start_at', '2030-01-01 08:00'],
        ['active_period_end_at', '2031-05-04 10:30'],
        ['clicks_limit', '500'],
        ['targets_type', 'devices'],
        ['targets[0][key]', 'mobile'],
        ['targets[0][value]', 'https://example.com/m'],
      ]),
    );
    const stored = server.db.links.at(-1)!;
    // The link password, not the statistics one, protects the link.
    expect(stored).toMatchObject({ password: 'visitor pass', privacy: 2, privacy_password: 'stats pass', targets_type: 'devices' });
  });

  it('Edit removes every pixel and the targeting the way v49 understands', async ({ server, pages }) => {
    const { popup } = await pages.popupOver('Edit on v49');
    await popup.getByRole('button', { name: 'More options' }).click();
    await popup.getByLabel('Targeting type', { exact: true }).selectOption({ label: 'Countries' });
    await popup.getByRole('button', { name: 'Add country rule' }).click();
    await popup.getByLabel('Country (rule 1)', { exact: true }).fill('de');
    await popup.locator('#more-countries-0-value').fill('https://example.de/');
    const pixel = server.db.pixels.find((p) => p.user_id === undefined || p.user_id === 1)!;
    await popup.getByLabel(`${pixel.name} (${pixelTypeName(pixel.type)})`).check();
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await shortLinkOf(popup).waitFor();
    const id = server.db.links.at(-1)!.id;
    expect(server.db.links.at(-1)).toMatchObject({ pixel_ids: [pixel.id], targets_type: 'countries' });

    await popup.getByRole('button', { name: 'Change…', exact: true }).click();
    await popup.getByLabel(`${pixel.name} (${pixelTypeName(pixel.type)})`).uncheck();
    await popup.getByLabel('Targeting type', { exact: true }).selectOption({ label: 'None' });
    server.clearRequests();
    await popup.getByRole('button', { name: 'Save changes' }).click();
    await popup.getByText('Saved').waitFor();
    const patch = server.apiRequests().find((r) => r.path === `/api/v1/links/${id}` && r.method === 'PATCH')!;
    expect(patch.body).toBe(
      form([
        ['pixel_ids[]', ''],
        ['targets_type', ''],
        ['targets', ''],
      ]),
    );
    const stored = server.db.links.find((l) => l.id === id)!;
    expect(stored.pixel_ids).toEqual([]);
    expect(stored.targets_type).toBeNull();
  });
});
