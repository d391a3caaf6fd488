import { describe, expect, it } from 'vitest';
import { keepOwned, ownerOf } from '../../../lib/queue/owners';
import type { Queued } from '../../../lib/queue/queue';
import { parseProfile } from '../../../lib/settings/schema';

const profile = (id: string, instanceUrl: string) => parseProfile({ instanceUrl }, id);
const item = (profileId: string, origin: string): Queued => ({
  id: `${profileId}-${origin}`,
  profileId,
  origin,
  input: { url: 'https://example.org/', domain_id: 1 },
  source: 'popup',
  state: 'waiting',
  at: 1,
});

describe('whose a queued item is (issue 29)', () => {
  const work = profile('p-work', 'https://sho.rt');
  const home = profile('p-home', 'https://sho.rt');
  const other = profile('p-other', 'https://other.example');

  it.each([
    ['its own profile, on the instance it was queued for', item('p-work', 'https://sho.rt'), [work, home], 'p-work'],
    ['not another profile on the same instance, even the only one left', item('p-work', 'https://sho.rt'), [home], null],
    ['none once its profile names another instance', item('p-work', 'https://sho.rt'), [profile('p-work', 'https://moved.example'), home], null],
    ['an item of an earlier version (no profile): the one profile with its instance', item('', 'https://other.example'), [work, other], 'p-other'],
    [
      'an item of an earlier version with two profiles on its instance: none (it could go to the wrong account)',
      item('', 'https://sho.rt'),
      [work, home],
      null,
    ],
    ['an item of an earlier version with no profile on its instance: none', item('', 'https://gone.example'), [work], null],
  ])('%s', (_, queued, profiles, expected) => {
    expect(ownerOf(queued, profiles)?.id ?? null).toBe(expected);
  });

  it("keepOwned drops the orphans and names the owner of an earlier version's item", () => {
    const items = [item('p-work', 'https://sho.rt'), item('p-gone', 'https://sho.rt'), item('', 'https://other.example')];
    expect(keepOwned(items, [work, other]).map((q) => [q.id, q.profileId])).toEqual([
      ['p-work-https://sho.rt', 'p-work'],
      ['-https://other.example', 'p-other'],
    ]);
  });
});
