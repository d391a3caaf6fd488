import { describe, expect, it } from 'vitest';
import type { Link } from '../../lib/api';
import { choicesOf, fallbackDomainId, filterChoicesOf, NO_CHOICES, withSeenOnLinks } from '../../lib/instance/choices';
import { choicesFromLinkList } from '../../lib/instance/collect';
import type { Facts } from '../../lib/instance';

const at = 1;
const facts = (patch: Omit<Facts, 'origin'>): Facts => ({ origin: 'https://sho.rt', ...patch });
const seen = (domains: Array<{ id: number; name?: string }>, spaces: Array<{ id: number; name?: string }> = []) => ({
  at,
  value: { total: 3, domains, spaces },
});
const account = (defaultDomainId: number | null) => ({ at, value: { defaultDomainId, defaultSpaceId: null, planName: 'Pro', features: {}, timezone: 'UTC' } });

describe('choicesOf: the lists from the instance facts, no request', () => {
  it('the account’s default domain first (named as phpShort names it: the host name, no port), then its own (/domains), then the global ones its newest links use', () => {
    const choices = choicesOf(
      facts({
        account: account(1),
        domains: {
          at,
          value: [
            { id: 2, name: 'go.example.com' },
            { id: 3, name: 'l.acme.test' },
          ],
        },
        spaces: { at, value: [{ id: 5, name: 'Work' }] },
        links: seen(
          [
            { id: 7, name: 'g.lobal' },
            { id: 2, name: 'go.example.com' },
          ],
          [{ id: 6, name: 'Home' }],
        ),
      }),
      'https://sho.rt:8443',
    );
    expect(choices).toEqual({
      domains: [
        { id: 1, name: 'sho.rt' },
        { id: 2, name: 'go.example.com' },
        { id: 3, name: 'l.acme.test' },
        { id: 7, name: 'g.lobal' },
      ],
      spaces: [{ id: 5, name: 'Work' }],
      source: { domains: 'server', spaces: 'server' },
    });
  });

  it('falls back to the domains and spaces on the newest links where the server has no lists (null)', () => {
    const choices = choicesOf(
      facts({
        account: { at, value: null },
        domains: { at, value: null },
        spaces: { at, value: null },
        links: seen([{ id: 4, name: 's.rt' }], [{ id: 6, name: 'Home' }]),
      }),
    );
    expect(choices).toEqual({ domains: [{ id: 4, name: 's.rt' }], spaces: [{ id: 6, name: 'Home' }], source: { domains: 'links', spaces: 'links' } });
  });

  it('is empty (ids can still be typed) when nothing is known yet', () => {
    expect(choicesOf(facts({}))).toEqual({ domains: [], spaces: [], source: { domains: 'links', spaces: 'links' } });
  });
});

describe('fallbackDomainId: the domain of a new user who chose none', () => {
  it.each<[string, Omit<Facts, 'origin'>, number | null]>([
    ['the account’s default', { account: account(3), domains: { at, value: [{ id: 2 }, { id: 4 }] } }, 3],
    [
      'the only domain there is (no account: a contract-only server)',
      { account: { at, value: null }, domains: { at, value: null }, links: seen([{ id: 9, name: 's.rt' }]) },
      9,
    ],
    ['the only domain of /domains', { account: { at, value: null }, domains: { at, value: [{ id: 2 }] } }, 2],
    ['none when there are several and no account: the user chooses', { account: { at, value: null }, links: seen([{ id: 1 }, { id: 2 }]) }, null],
    ['none when nothing is known', {}, null],
  ])('%s', (_, known, expected) => {
    expect(fallbackDomainId(facts(known))).toBe(expected);
  });
});

describe('choicesFromLinkList', () => {
  it('reads flat ids and names the domain by its short URL host when no name is given, the most used first', () => {
    const links = [
      { id: 1, url: 'https://a.example', short_url: 'https://s.example/a', domain_id: 7, space_id: 4 },
      { id: 2, url: 'https://b.example', short_url: 'https://s.example/b', domain: 7, space: { id: 4, name: 'Team' } },
      { id: 3, url: 'https://c.example', short_url: 'https://t.example/c', domain: { id: 8, name: 'T' }, space: null },
    ] as Link[];
    expect(choicesFromLinkList(links)).toEqual({
      domains: [
        { id: 7, name: 's.example' },
        { id: 8, name: 'T' },
      ],
      spaces: [{ id: 4, name: 'Team' }],
    });
  });
});

describe('filter choices', () => {
  it('lists domains, spaces and pixels, and says when the pixels could not be read', () => {
    const known = facts({
      domains: { at, value: [{ id: 1, name: 'sho.rt' }] },
      spaces: { at, value: [{ id: 3, name: 'Work' }] },
      pixels: { at, value: [{ id: 4, name: 'FB', type: 'facebook' }] },
    });
    expect(filterChoicesOf(known)).toEqual({
      domains: [{ id: 1, name: 'sho.rt' }],
      spaces: [{ id: 3, name: 'Work' }],
      pixels: [{ id: 4, name: 'FB', type: 'facebook' }],
      pixelsFailed: false,
    });
    expect(filterChoicesOf(facts({ pixels: { at, error: { name: 'UnauthorizedError', message: 'no' } } })).pixelsFailed).toBe(true);
  });

  it('adds the domains, spaces and pixels seen on links, once each', () => {
    const links: Link[] = [
      {
        id: 1,
        url: 'https://a',
        short_url: 'https://s/1',
        domain: { id: 1, name: 'sho.rt' },
        space: { id: 2, name: 'Work' },
        pixels: [{ id: 5, name: 'FB', type: 'facebook' }, 6],
      },
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
