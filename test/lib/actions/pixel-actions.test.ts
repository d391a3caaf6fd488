import { describe, expect, it, vi } from 'vitest';
import { deletePixel, savePixel } from '../../../lib/actions';
import { pixelFormOf } from '../../../lib/actions/pixel-form';
import { isMine } from '../../server/types';
import { useServer, VERSIONS } from '../api/helpers';

// Making, changing and deleting a pixel, each one flow (lib/actions), against the reference server.
describe.each(VERSIONS)('acting on a pixel, phpShort v%i', (version) => {
  const t = useServer(version);
  const deps = (changed = vi.fn()) => ({ client: t.client(), changed });
  const mine = () => t.server.db.pixels.filter(isMine);
  const writes = () => t.server.apiRequests().filter((r) => r.method !== 'GET');

  it('creates a pixel with all three fields, and has the pixel choices read again', async () => {
    const changed = vi.fn();
    const outcome = await savePixel(deps(changed), { name: 'Launch', type: 'facebook', value: '1234567890' });
    expect(outcome).toMatchObject({ status: 'saved', pixel: { name: 'Launch', type: 'facebook' } });
    expect(mine().some((p) => p.name === 'Launch')).toBe(true);
    expect(changed).toHaveBeenCalledOnce();
  });

  it('refuses a missing field before any request', async () => {
    t.server.clearRequests();
    expect(await savePixel(deps(), { name: '', type: 'facebook', value: 'x' })).toEqual({ status: 'invalid', problems: { name: 'required' } });
    expect(writes()).toEqual([]);
  });

  it('puts the server’s 422 at its field (a name already taken), nothing changed', async () => {
    const [first, second] = mine();
    const changed = vi.fn();
    const pixel = await t.client().pixels.get(second!.id);
    const initial = pixelFormOf(pixel);
    const outcome = await savePixel(deps(changed), { ...initial, name: first!.name }, { pixel, initial });
    expect(outcome).toMatchObject({ status: 'refused', error: { name: 'ValidationError' }, fields: { name: expect.any(String) }, other: [] });
    expect(t.server.db.pixels.find((p) => p.id === second!.id)?.name).toBe(second!.name);
    expect(changed).not.toHaveBeenCalled();
  });

  it('an edit sends only what changed; nothing changed sends nothing', async () => {
    const pixel = await t.client().pixels.get(mine()[0]!.id);
    const initial = pixelFormOf(pixel);
    t.server.clearRequests();
    expect(await savePixel(deps(), initial, { pixel, initial })).toEqual({ status: 'unchanged' });
    expect(await savePixel(deps(), { ...initial, name: 'Renamed' }, { pixel, initial })).toMatchObject({ status: 'saved', pixel: { name: 'Renamed' } });
    expect(writes().map((r) => [r.method, [...new URLSearchParams(r.body).keys()]])).toEqual([['PATCH', ['name']]]);
  });

  it('told to wait (429): a failure that says how long', async () => {
    t.server.inject({ status: 429, headers: { 'Retry-After': '5' }, match: { method: 'POST' } });
    expect(await savePixel(deps(), { name: 'Later', type: 'facebook', value: '1' })).toMatchObject({
      status: 'failed',
      error: { name: 'RateLimitError' },
      wait: 5,
    });
  });

  it('deletes a pixel; one already gone counts as deleted; both have the choices read again', async () => {
    const id = mine()[0]!.id;
    const changed = vi.fn();
    expect(await deletePixel(deps(changed), id)).toEqual({ status: 'deleted' });
    expect(await deletePixel(deps(changed), id)).toEqual({ status: 'gone' });
    expect(t.server.db.pixels.some((p) => p.id === id)).toBe(false);
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
