import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api';
import type { Link, Page } from '../../../lib/api/schemas';
import { link } from '../../fakes/client';
import { countPixelUsage } from '../../../lib/manager/pixel-usage';

function clientAnswering(page: Page<Link>) {
  const list = vi.fn(async () => page);
  return { client: { links: { list } } as unknown as ApiClient, list };
}

describe('pixel usage count', () => {
  it('asks for the links filtered by the pixel, one small page, and reads meta.total', async () => {
    const { client, list } = clientAnswering({ items: [link(1)], meta: { current_page: 1, total: 37, last_page: 4 }, skipped: [] });
    await expect(countPixelUsage(client, 7)).resolves.toBe(37);
    expect(list).toHaveBeenCalledWith({ pixel_id: 7, per_page: 10 }, { signal: undefined });
  });

  it('counts the items when there is no total but only one page', async () => {
    const { client } = clientAnswering({ items: [link(1), link(2)], meta: { current_page: 1 }, skipped: [] });
    await expect(countPixelUsage(client, 7)).resolves.toBe(2);
  });

  it('says "unknown" rather than a wrong number when there is no total and more pages', async () => {
    const items = Array.from({ length: 10 }, (_, i) => link(i + 1));
    const { client } = clientAnswering({ items, meta: { current_page: 1, last_page: 3 }, skipped: [] });
    await expect(countPixelUsage(client, 7)).resolves.toBeNull();
  });

  it('counts zero', async () => {
    const { client } = clientAnswering({ items: [], meta: { current_page: 1, total: 0 }, skipped: [] });
    await expect(countPixelUsage(client, 7)).resolves.toBe(0);
  });
});
