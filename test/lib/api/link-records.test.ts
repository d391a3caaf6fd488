/**
 * The link records each version answers, read into the client's one shape: nested rows with
 * every column (a space's integer `color`, `user_id`, each pixel's `pivot`), the create echo's
 * strings and nulls, targeting keyed by index. Nothing the server sends may be skipped.
 */
import { describe, expect, it } from 'vitest';
import type { LinkCreateInput } from '../../../lib/api';
import { ownLinks, recordingFetch, seedLink, stored, useServer, VERSIONS } from './helpers';

describe.each(VERSIONS)('link records of phpShort v%i', (version) => {
  const t = useServer(version);
  const marketing = { id: 1, name: 'Marketing' };
  const pixelsOneTwo = [
    { id: 1, name: 'Facebook main', type: 'facebook' },
    { id: 2, name: 'GA4 property', type: 'google-analytics' },
  ];

  /** A link in space 1 with pixels 1 and 2, as the seed has none with both. */
  function linkInSpaceWithPixels() {
    const link = ownLinks(t.server)[4]!;
    Object.assign(link, { space_id: 1, pixel_ids: [1, 2] });
    return link;
  }

  describe('a link in a space, with pixels', () => {
    it('the wire carries the full rows: colour as a number, user_id, pivots', async () => {
      const link = linkInSpaceWithPixels();
      const wire = recordingFetch();
      await t.client({ fetch: wire.fetch }).links.get(link.id);
      const data = JSON.parse(wire.bodies[0]!).data;
      expect(data.space).toMatchObject({ id: 1, user_id: 1, name: 'Marketing', color: 4 });
      expect(data.pixels[0]).toMatchObject({ id: 1, user_id: 1, pivot: { link_id: link.id, pixel_id: 1 } });
    });

    it('is read in a list, not skipped', async () => {
      const link = linkInSpaceWithPixels();
      const page = await t.client().links.list({ space_id: 1, per_page: 100 });
      expect(page.skipped).toEqual([]);
      const expected = ownLinks(t.server).filter((l) => l.space_id === 1);
      expect(page.items.map((l) => l.id).sort((a, b) => a - b)).toEqual(expected.map((l) => l.id).sort((a, b) => a - b));
      for (const item of page.items) expect(item.space).toEqual(marketing);
      expect(page.items.find((l) => l.id === link.id)?.pixels).toEqual(pixelsOneTwo);
    });

    it('is read by get', async () => {
      const link = linkInSpaceWithPixels();
      const got = await t.client().links.get(link.id);
      expect(got).toMatchObject({ id: link.id, space: marketing, pixels: pixelsOneTwo, domain: { id: link.domain_id } });
    });

    it('is read from the create answer', async () => {
      const made = await t.client().links.create({ url: 'https://example.com/in-space', domain_id: 1, space_id: 1, pixel_ids: [1, 2] });
      expect(made).toMatchObject({ space: marketing, pixels: pixelsOneTwo, domain: { id: 1, name: 'sho.rt', user_id: 0 } });
      expect(stored(t.server, made.id)).toMatchObject({ space_id: 1, pixel_ids: [1, 2] });
    });

    it('is read from the update answer', async () => {
      const link = linkInSpaceWithPixels();
      const updated = await t.client().links.update(link.id, { alias: 'still-in-space' });
      expect(updated).toMatchObject({ id: link.id, alias: 'still-in-space', space: marketing, pixels: pixelsOneTwo });
      const moved = await t.client().links.update(link.id, { space_id: 2 });
      expect(moved.space).toEqual({ id: 2, name: 'Research' });
    });
  });

  describe('the create echo (201, form values as strings, unset columns null)', () => {
    const options: Record<44 | 49, Partial<LinkCreateInput>> = {
      44: {
        privacy: 2,
        privacy_password: 'stats',
        disabled: 0,
        expiration_clicks: 500,
        target_type: 1,
        country: [{ key: 'DE', value: 'https://example.de/' }],
      },
      49: {
        privacy: 2,
        password: 'stats',
        sensitive_content: 1,
        clicks_limit: 500,
        targets_type: 'countries',
        targets: [{ key: 'DE', value: 'https://example.de/' }],
      },
    };

    it('is read into typed fields', async () => {
      const wire = recordingFetch();
      const made = await t.client({ fetch: wire.fetch }).links.create({ url: 'https://example.com/echo', domain_id: 1, ...options[version] });
      const echo = JSON.parse(wire.bodies[0]!);
      expect(echo.status).toBe(200);
      expect(echo.data).toMatchObject({ privacy: '2', clicks: null, last_rotation: null, [version === 44 ? 'expiration_clicks' : 'clicks_limit']: '500' });
      expect(made).toMatchObject({ privacy: 2, click_limit: 500, clicks: null, has_stats_password: true, has_link_password: false });
      expect(made.targeting).toEqual({
        kind: version === 44 ? 'country' : 'countries',
        rules: expect.objectContaining({ [version === 44 ? 'country' : 'countries']: [{ key: 'DE', value: 'https://example.de/' }] }),
      });
      if (version === 44) expect(made.disabled).toBe(0);
      else expect(made.sensitive_content).toBe(true);
    });

    it('reads the nulls of a bare create as nulls, and the same link read back as numbers', async () => {
      const client = t.client();
      const made = await client.links.create({ url: 'https://example.com/bare', domain_id: 1 });
      expect(made).toMatchObject({ privacy: null, click_limit: null, clicks: null, space: null, pixels: [], targeting: { kind: null } });
      expect(made.alias).toMatch(/^[0-9a-z]{5,}$/);
      const back = await client.links.get(made.id);
      expect(back).toMatchObject({ privacy: 0, click_limit: 0, clicks: 0, has_link_password: false, has_stats_password: false });
    });
  });

  describe('targeting', () => {
    it('reads rules stored keyed by index as a list, in index order', async () => {
      const link = seedLink(t.server, 'link.keyed');
      const got = await t.client().links.get(link.id);
      const kind = version === 44 ? 'country' : 'countries';
      expect(got.targeting).toMatchObject({
        kind,
        rules: {
          [kind]: [
            { key: 'US', value: expect.any(String) },
            { key: 'CA', value: expect.any(String) },
          ],
        },
      });
      const page = await t.client().links.list({ per_page: 100 });
      expect(page.skipped).toEqual([]);
      expect(page.items.find((l) => l.id === link.id)?.targeting).toEqual(got.targeting);
    });

    it('reads every seeded link of either kind without skipping one', async () => {
      const page = await t.client().links.list({ per_page: 100 });
      expect(page.skipped).toEqual([]);
      expect(page.items).toHaveLength(ownLinks(t.server).length);
      const password = seedLink(t.server, 'link.password');
      const privateStats = seedLink(t.server, 'link.privateStats');
      expect(page.items.find((l) => l.id === password.id)).toMatchObject({ has_link_password: true, has_stats_password: false });
      expect(page.items.find((l) => l.id === privateStats.id)).toMatchObject({ privacy: 2, has_link_password: false, has_stats_password: true });
    });
  });
});
