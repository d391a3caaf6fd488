import { describe, expect, it } from 'vitest';
import { emptyLinkForm } from '../../../lib/link-form/state';
import { unsendableClears } from '../../../lib/manager/unsendable';

const initial = { ...emptyLinkForm(), spaceId: '2', expirationClicks: '100' };

describe('edits an update cannot carry', () => {
  it.each([
    [{ spaceId: '' }, ['space_id']],
    [{ expirationClicks: ' ' }, ['expiration_clicks']],
    [{ spaceId: '', expirationClicks: '' }, ['space_id', 'expiration_clicks']],
    [{ spaceId: '3', expirationClicks: '0' }, []],
    [{}, []],
  ])('%j → %j', (patch, fields) => {
    expect(unsendableClears(initial, { ...initial, ...patch })).toEqual(fields);
  });

  it('has nothing to say about a field that was empty already', () => {
    expect(unsendableClears(emptyLinkForm(), emptyLinkForm())).toEqual([]);
  });
});
