import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api';
import { NotFoundError } from '../../../lib/api/errors';
import type { Link } from '../../../lib/api/schemas';
import { loadFilterChoices, NO_CHOICES, withSeenOnLinks } from '../../../lib/manager/choices';

const page = <T>(items: T[]) => ({ items, meta: { current_page: 1 }, skipped: [] });

function client(overrides: Partial<Record<'domains' | 'spaces' | 'pixels', () => Promise<unknown>>>) {
  const answer = (name: 'domains' | 'spaces' | 'pixels') => vi.fn(overrides[name] ?? (async () => page([])));
  return {
    domains: { list: answer('domains') },
    spaces: { list: answer('spaces') },
    pixels: { list: answer('pixels') },
  } as unknown as ApiClient & Record<'domains' | 'spaces' | 'pixels', { list: ReturnType<typeof vi.fn> }>;
}

describe('filter choices', () => {
  it('lists domains, spaces and pixels by name', async () => {
    const c = client({
      domains: async () => page([{ id: 1, name: 'sho.rt' }, { id: 2, name: null, url: 'https://go.to' }]),
      spaces: async () => page([{ id: 3, name: 'Work' }]),
      pixels: async () => page([{ id: 4, name: 'FB' }, { id: 5 }]),
    });
    await expect(loadFilterChoices(c)).resolves.toEqual({
      domains: [{ id: 1, name: 'sho.rt' }, { id: 2, name: 'https://go.to' }],
      spaces: [{ id: 3, name: 'Work' }],
      pixels: [{ id: 4, name: 'FB' }, { id: 5, name: '#5' }],
    });
    expect(c.pixels.list).toHaveBeenCalledWith({ per_page: 100, sort_by: 'name', sort: 'asc' });
  });

  it('works without the endpoints outside the contract (404) and without pixels (error)', async () => {
    const missing = async () => {
      throw new NotFoundError('Not found', { method: 'GET', path: '/api/v1/domains', status: 404 });
    };
    const c = client({ domains: missing, spaces: missing, pixels: async () => Promise.reject(new Error('offline')) });
    await expect(loadFilterChoices(c)).resolves.toEqual({ domains: [], spaces: [], pixels: [] });
  });

  it('adds the domains, spaces and pixels seen on links, once each', () => {
    const links: Link[] = [
      { id: 1, url: 'https://a', short_url: 'https://s/1', domain: { id: 1, name: 'sho.rt' }, space: { id: 2, name: 'Work' }, pixels: [{ id: 5, name: 'FB' }, 6] },
      { id: 2, url: 'https://b', short_url: 'https://s/2', domain: { id: 1, name: 'sho.rt' }, space: null, pixels: [{ id: 5, name: 'FB' }] },
      { id: 3, url: 'https://c', short_url: 'https://s/3', domain: 9 },
    ];
    expect(withSeenOnLinks({ ...NO_CHOICES, spaces: [{ id: 2, name: 'Known' }] }, links)).toEqual({
      domains: [{ id: 1, name: 'sho.rt' }],
      spaces: [{ id: 2, name: 'Known' }],
      pixels: [{ id: 5, name: 'FB' }],
    });
  });

  it('returns the same object when the links add nothing (no re-render)', () => {
    const choices = { domains: [{ id: 1, name: 'sho.rt' }], spaces: [], pixels: [] };
    expect(withSeenOnLinks(choices, [{ id: 1, url: 'https://a', short_url: 'https://s/1', domain: { id: 1, name: 'x' } }])).toBe(choices);
  });
});
