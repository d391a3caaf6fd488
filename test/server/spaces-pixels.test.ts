import { describe, expect, it } from 'vitest';
import { landmarks } from './landmarks';
import { call, useServer } from './test-helpers';

const v44 = useServer();
const v49 = useServer({ version: 49 });
const post = (server: typeof v44, path: string, form: string) => call(server(), 'POST', `/api/v1/${path}`, { form });
const put = (server: typeof v44, path: string, form: string) => call(server(), 'PUT', `/api/v1/${path}`, { form });

describe('spaces', () => {
  it('echo a form colour as a string, store it as a number, and default a missing one to 1', async () => {
    const made = await post(v44, 'spaces', 'name=Launch&color=4');
    expect([made.status, made.json.data.color]).toEqual([201, '4']);
    expect((await call(v44(), 'GET', `/api/v1/spaces/${made.json.data.id}`)).json.data.color).toBe(4);
    expect((await post(v49, 'spaces', 'name=Plain')).json.data.color).toBe(1);
    const json = await call(v49(), 'POST', '/api/v1/spaces', { body: '{"name":"Typed","color":6}', headers: { 'Content-Type': 'application/json' } });
    expect(json.json.data.color).toBe(6);
  });

  it('check names (required, ≤32, unique per account without case) and colours 1–6', async () => {
    expect((await post(v44, 'spaces', 'name=marketing&color=9')).json.message).toEqual({
      name: ['The name has already been taken.'],
      color: ['The color field must be between 1 and 6.'],
    });
    expect((await post(v44, 'spaces', `name=${'x'.repeat(33)}`)).json.message).toEqual({ name: ['The name field must not be greater than 32 characters.'] });
    expect((await post(v44, 'spaces', 'name=Clients')).status).toBe(201); // another account's name is free
    expect((await put(v44, 'spaces/1', 'color=')).json.message).toEqual({ color: ['The color field must be an integer.'] });
  });

  it('update by echo, refuse user_id, and are 404 for another account', async () => {
    expect((await put(v49, 'spaces/2', 'name=Studies&color=5')).json.data).toMatchObject({ name: 'Studies', color: '5' });
    expect((await put(v49, 'spaces/2', 'user_id=1')).status).toBe(403);
    expect((await call(v49(), 'GET', `/api/v1/spaces/${landmarks(v49().db)['space.other']!.id}`)).status).toBe(404);
  });

  it('take their links with them when deleted', async () => {
    const inSpace = v44()
      .db.links.filter((l) => l.space_id === 1)
      .map((l) => l.id);
    expect((await call(v44(), 'DELETE', '/api/v1/spaces/1')).json).toEqual({ id: 1, object: 'space', deleted: true, status: 200 });
    expect(v44().db.links.some((l) => inSpace.includes(l.id))).toBe(false);
    expect((await call(v44(), 'DELETE', '/api/v1/spaces/1')).status).toBe(404);
  });
});

describe('pixels', () => {
  it('store the ten types of both versions; twitter is not one of them', async () => {
    for (const type of ['x', 'quora', 'google-ads']) expect((await post(v44, 'pixels', `name=p-${type}&type=${type}&value=ab_1-2`)).status).toBe(201);
    expect((await post(v49, 'pixels', 'name=tw&type=twitter&value=1')).json.message).toEqual({ type: ['The selected type is invalid.'] });
  });

  it('check names and values: alpha-dash, and ADVID-PIXID for AdRoll on create only', async () => {
    expect((await post(v44, 'pixels', '')).json.message).toEqual({
      name: ['The name field is required.'],
      type: ['The type field is required.'],
      value: ['The value field is required.'],
    });
    expect((await post(v44, 'pixels', 'name=Facebook+main&type=adroll&value=has+space')).json.message).toEqual({
      name: ['The name has already been taken.'],
      value: ['The value field must only contain letters, numbers, dashes, and underscores.', 'The value must be in ADVID-PIXID format.'],
    });
    const adroll = await post(v44, 'pixels', 'name=AR&type=adroll&value=ADV-PIX');
    expect(adroll.status).toBe(201);
    expect((await put(v44, `pixels/${adroll.json.data.id}`, 'value=NODASH')).status).toBe(200);
  });

  it('update by echo, and detach from links when deleted', async () => {
    expect((await put(v49, 'pixels/1', 'name=Renamed')).json.data).toMatchObject({ id: 1, name: 'Renamed', type: 'facebook' });
    const withPixel = v49()
      .db.links.filter((l) => l.pixel_ids.includes(1))
      .map((l) => l.id);
    expect(withPixel.length).toBeGreaterThan(0);
    expect((await call(v49(), 'DELETE', '/api/v1/pixels/1')).json).toEqual({ id: 1, object: 'pixel', deleted: true, status: 200 });
    for (const id of withPixel) expect(v49().db.links.find((l) => l.id === id)?.pixel_ids).not.toContain(1);
  });

  it('are 404 for another account, and limited by the plan', async () => {
    expect((await call(v44(), 'GET', `/api/v1/pixels/${landmarks(v44().db)['pixel.other']!.id}`)).status).toBe(404);
    v44().setPlan({ pixels: 8 });
    expect((await post(v44, 'pixels', 'name=Ninth&type=bing&value=1')).json.message).toEqual({ name: ['You created too many pixels.'] });
  });
});
