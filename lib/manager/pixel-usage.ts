import type { ApiClient } from '../api';

/**
 * How many links use a pixel: the link list filtered by `pixel_id`, read from `meta.total`
 * (one small request, whatever the count). null when the server's paginator gives no total and
 * the links fill more than one page, so the confirmation never states a wrong number.
 */
export async function countPixelUsage(client: ApiClient, pixelId: number, signal?: AbortSignal): Promise<number | null> {
  const page = await client.links.list({ pixel_id: pixelId, per_page: 10 }, { signal });
  if (typeof page.meta.total === 'number') return page.meta.total;
  const single = page.meta.last_page === 1 || page.items.length < 10;
  return single ? page.items.length : null;
}
