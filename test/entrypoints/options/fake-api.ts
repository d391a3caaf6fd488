import { vi } from 'vitest';

export interface FakeApiOptions {
  apiKey?: string;
  linkTotal?: number;
  /** null: the installation lacks the endpoint (404). */
  domains?: Array<{ id: number; name: string }> | null;
  spaces?: Array<{ id: number; name: string }> | null;
  pixels?: Array<{ id: number; name: string; type: string }>;
  /** The phpShort version it answers as (the version probe and the plan's features). Default 44. */
  version?: 44 | 49;
  /** The account's default domain. Default 1. */
  defaultDomain?: number | null;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const page = (items: unknown[]) => ({ data: items, meta: { current_page: 1, last_page: 1, per_page: 100, total: items.length } });

/**
 * A `fetch` answering like a small instance (one page of everything), so component tests run the
 * real client. Records every URL and the Authorization it carried.
 */
export function fakeApi(options: FakeApiOptions = {}) {
  const apiKey = options.apiKey ?? 'key-0123456789';
  const calls: Array<{ url: string; authorization?: string; mode?: string }> = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    calls.push({ url: url.href, authorization: headers.get('authorization') ?? undefined, mode: init?.mode });
    if (headers.get('authorization') !== `Bearer ${apiKey}`) return json(401, { message: 'Unauthenticated.' });
    switch (url.pathname) {
      case '/api/v1/links': {
        const total = options.linkTotal ?? 3;
        const links = Array.from({ length: Math.min(total, 10) }, (_, i) => ({
          id: i + 1,
          url: `https://example.com/${i}`,
          short_url: `https://sho.rt/${i}`,
          domain: { id: 1, name: 'sho.rt' },
          space: i % 2 ? { id: 5, name: 'Seen space' } : null,
        }));
        return json(200, { data: links, meta: { current_page: 1, last_page: Math.ceil(total / 10) || 1, per_page: 10, total } });
      }
      case '/api/v1/domains':
        return options.domains === null ? json(404, { message: 'Not found' }) : json(200, page(options.domains ?? []));
      case '/api/v1/spaces':
        return options.spaces === null ? json(404, { message: 'Not found' }) : json(200, page(options.spaces ?? []));
      case '/api/v1/pixels':
        return json(200, page(options.pixels ?? []));
      case '/api/v1/account': {
        const features: Record<string, number> = { api: 1, links: -1, spaces: -1, domains: -1, pixels: -1, link_stats: 1, link_targeting: 1, link_password: 1 };
        if ((options.version ?? 44) === 44) features.link_disabling = 1;
        const account = {
          id: 1,
          name: 'Jane',
          timezone: 'UTC',
          plan: { id: 2, name: 'Pro', features },
          default_domain: options.defaultDomain === undefined ? 1 : options.defaultDomain,
          default_space: null,
        };
        return json(200, { data: account, status: 200 });
      }
      case '/api/v1/stats/0':
        // The version probe: v44 does not know the name `click`, v49 has no link 0.
        return (options.version ?? 44) === 44
          ? json(422, { message: { name: ['The selected name is invalid.'] }, status: 422 })
          : json(404, { message: 'Resource not found.', status: 404 });
      default:
        return json(404, { message: 'Not found' });
    }
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, apiKey };
}

/**
 * After a test: the settings page's own checks of the saved instance may still be asking once it
 * is unmounted; they meet an offline network, never the real one (test/setup.ts fails a test whose
 * code fetches another machine).
 */
export function offlineAfterTest(): void {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
}
