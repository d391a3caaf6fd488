import { describe, expect, it } from 'vitest';
import { originsToRelease } from '../../lib/settings/host-release';
import { parseProfile } from '../../lib/settings/schema';

const profile = (id: string, instanceUrl: string) => parseProfile({ instanceUrl }, id);

describe('originsToRelease', () => {
  it.each([
    ['an origin no one else uses', [profile('a', 'https://a.example')], [profile('b', 'https://b.example')], ['https://a.example']],
    ['a profile whose address changed', [profile('a', 'https://old.example')], [profile('a', 'https://new.example')], ['https://old.example']],
    ['a profile whose address stayed', [profile('a', 'https://a.example')], [profile('a', 'https://a.example')], []],
    ['an origin another profile still uses', [profile('a', 'https://a.example/x')], [profile('b', 'https://a.example')], []],
    ['a profile without an instance', [profile('a', '')], [profile('b', 'https://b.example')], []],
  ])('%s', (_, before, after, origins) => {
    expect(originsToRelease(before, after, false)).toEqual(origins);
  });

  it('keeps a host another profile uses on another port where the grant has no port (Firefox)', () => {
    const removed = [profile('a', 'http://127.0.0.1:8001')];
    const remaining = [profile('b', 'http://127.0.0.1:8002')];
    expect(originsToRelease(removed, remaining, true)).toEqual([]);
    expect(originsToRelease(removed, remaining, false)).toEqual(['http://127.0.0.1:8001']);
  });
});
