import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api';
import { NotFoundError, UnauthorizedError } from '../../../lib/api/errors';
import type { Link } from '../../../lib/api/schemas';
import { loadFilterChoices, NO_CHOICES, withSeenOnLinks } from '../../../lib/manager/choices';

const page = <T>(items: T[]) => ({ items, meta: { current_page: 1, last_page: 1 }, skipped: [] });
const where = { method: 'GET', path: '/api/v1/x' };

type Lister = () => Promise<unknown>;
function client(lists: Partial<Record<'domains' | 'spaces' | 'pixels' | 'links', Lister>>) {
  const answer = (name: keyof typeof lists) => ({ list: vi.fn(lists[name] ?? (async () => page([]))) });
  return { domains: answer('domains'), spaces: answer('spaces'), pixels: answer('pixels'), links: answer('links') } as unknown as ApiClient;
}

describe('filter choices', () => {
  it('lists domains, spaces and pixels', async () => {
    const c = client({
      domains: async () => page([{ id: 1, name: 'sho.rt' }]),
      spaces: async () => page([{ id: 3, name: 'Work' }]),
      pixels: async () => page([{ id: 4, name: 'FB', type: 'facebook' }, { id: 5 }]),
    });
    await expect(loadFilterChoices(c)).resolves.toEqual({
      domains: [{ id: 1, name: 'sho.rt' }],
      spaces: [{ id: 3, name: 'Work' }],
      pixels: [{ id: 4, name: 'FB', type: 'facebook' }, { id: 5 }],
      pixelsFailed: false,
    });
  });

  it('falls back to the links’ domains and spaces where the installation lacks the lists (404)', async () => {
    const missing = async () => {
      throw new NotFoundError('Not found', { ...where, status: 404 });
    };
    const links = async () => page([{ id: 1, url: 'https://a', short_url: 'https://s.rt/a', domain: { id: 2, name: 's.rt' }, space: { id: 6, name: 'Home' } }]);
    await expect(loadFilterChoices(client({ domains: missing, spaces: missing, links }))).resolves.toMatchObject({
      domains: [{ id: 2, name: 's.rt' }],
      spaces: [{ id: 6, name: 'Home' }],
    });
  });

  it('leaves the dropdowns empty (ids can still be typed) when the server refuses, and says the pixels failed', async () => {
    const refused = async () => {
      throw new UnauthorizedError('Unauthenticated.', { ...where, status: 401 });
    };
    await expect(loadFilterChoices(client({ domains: refused, spaces: refused, pixels: refused, links: refused }))).resolves.toEqual({
      domains: [], spaces: [], pixels: [], pixelsFailed: true,
    });
  });

  it('adds the domains, spaces and pixels seen on links, once each', () => {
    const links: Link[] = [
      { id: 1, url: 'https://a', short_url: 'https://s/1', domain: { id: 1, name: 'sho.rt' }, space: { id: 2, name: 'Work' }, pixels: [{ id: 5, name: 'FB', type: 'facebook' }, 6] },
      { id: 2, url: 'https://b', short_url: 'https://s/2', domain: { id: 1, name: 'sho.rt' }, space: null, pixels: [{ id: 5, name: 'FB' }] },
      { id: 3, url: 'https://c', short_url: 'https://s/3', domain: 9 },
    ];
    expect(withSeenOnLinks({ ...NO_CHOICES, spaces: [{ id: 2, name: 'Known' }] }, links)).toEqual({
      domains: [{ id: 1, name: 'sho.rt' }],
      spaces: [{ id: 2, name: 'Known' }],
      pixels: [{ id: 5, name: 'FB', type: 'facebook' }],
      pixelsFailed: false,
    });
  });

  it('returns the same object when the links add nothing (no re-render)', () => {
    const choices = { ...NO_CHOICES, domains: [{ id: 1, name: 'sho.rt' }] };
    expect(withSeenOnLinks(choices, [{ id: 1, url: 'https://a', short_url: 'https://s/1', domain: { id: 1, name: 'x' } }])).toBe(choices);
  });
});
