import { describe, expect, it } from 'vitest';
import { landmarks } from './landmarks';
import { linkToJson } from './link-view';
import { call, useServer } from './test-helpers';

const server = useServer();
const mark = (name: string) => landmarks(server().db)[name]?.id as number;
const store = (form: string) => call(server(), 'POST', '/api/v1/links', { form });
const update = (id: number, form: string) => call(server(), 'PUT', `/api/v1/links/${id}`, { form });
const show = (id: number) => call(server(), 'GET', `/api/v1/links/${id}`);

describe('v44 links: reading', () => {
  it('answers with v44’s fields in order, nested rows with every column', async () => {
    const res = await show(mark('link.inSpace'));
    expect(Object.keys(res.json.data)).toEqual([
      'id',
      'alias',
      'url',
      'short_url',
      'title',
      'target_type',
      'country_target',
      'platform_target',
      'language_target',
      'rotation_target',
      'last_rotation',
      'disabled',
      'privacy',
      'privacy_password',
      'password',
      'expiration_url',
      'expiration_clicks',
      'clicks',
      'space',
      'domain',
      'pixels',
      'ends_at',
      'created_at',
      'updated_at',
    ]);
    expect(Object.keys(res.json.data.space)).toEqual(['id', 'user_id', 'name', 'color', 'created_at', 'updated_at']);
    expect(Object.keys(res.json.data.domain)).toEqual(['id', 'name', 'index_page', 'not_found_page', 'user_id', 'created_at', 'updated_at']);
    const domain = server().db.domains.find((d) => d.id === res.json.data.domain.id)!;
    expect(res.json.data.short_url).toBe(`https://${domain.name}/${res.json.data.alias}`);
    expect(res.json).toEqual({ data: linkToJson(server().db, server().db.links.find((l) => l.id === mark('link.inSpace'))!), status: 200 });
  });

  it('shows pixels with their owner and the pivot, and the state flags as 0/1 numbers', async () => {
    const { data } = (await show(mark('link.withPixels'))).json;
    expect(data.pixels[0]).toMatchObject({ user_id: 1, pivot: { link_id: data.id, pixel_id: data.pixels[0].id } });
    expect((await show(mark('link.disabled'))).json.data.disabled).toBe(1);
    expect((await show(mark('link.password'))).json.data).toMatchObject({ password: true, privacy_password: false });
    expect((await show(mark('link.privateStats'))).json.data).toMatchObject({ privacy: 2, privacy_password: true, password: false });
    expect((await show(mark('link.expiredDate'))).json.data.ends_at).toMatch(/^\d{4}-\d\d-\d\dT23:59:00\.000000Z$/);
  });

  it('answers 404 for another account’s link, an unknown id and a non-number', async () => {
    for (const id of [mark('link.other'), 999_999, 'abc']) {
      expect((await call(server(), 'GET', `/api/v1/links/${id}`)).json).toEqual({ message: 'Resource not found.', status: 404 });
    }
  });
});

describe('v44 links: creating', () => {
  it('answers 201 with "status": 200, form values echoed as strings and unset columns null', async () => {
    const res = await store('url=https%3A%2F%2Fexample.com%2Fa&domain_id=1&privacy=2&target_type=1&expiration_clicks=500&disabled=0');
    expect(res.status).toBe(201);
    expect(res.json.status).toBe(200);
    expect(res.json.data).toMatchObject({
      privacy: '2',
      target_type: '1',
      expiration_clicks: '500',
      disabled: '0',
      clicks: null,
      last_rotation: null,
      ends_at: null,
      country_target: null,
      space: null,
      pixels: [],
      domain: { id: 1, user_id: 0, name: 'sho.rt' },
    });
    expect(res.json.data.alias).toMatch(/^[0-9a-z]{5}$/);
    expect((await store('url=https%3A%2F%2Fexample.com%2Fb&domain_id=1&alias=')).json.data.alias).toMatch(/^[0-9a-z]{5}$/);
    const read = (await show(res.json.data.id)).json.data;
    expect(read).toMatchObject({ privacy: 2, target_type: 1, expiration_clicks: 500, disabled: 0, clicks: 0, last_rotation: 0 });
  });

  it('echoes a JSON body in its own types', async () => {
    const res = await call(server(), 'POST', '/api/v1/links', {
      body: JSON.stringify({ url: 'https://example.com/j', domain_id: 1, privacy: 1, disabled: true, pixel_ids: [1] }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.json.data).toMatchObject({ privacy: 1, disabled: true, pixels: [{ id: 1 }] });
  });

  it('stores every v44 field: link password, stats password, expiry in the account’s zone, targeting lists', async () => {
    const res = await store(
      'url=https%3A%2F%2Fexample.com%2Fall&domain_id=2&alias=all-1&space_id=1&pixel_ids[]=1&pixel_ids[]=2&password=pw&privacy=2&privacy_password=sp' +
        '&expiration_date=2031-05-04&expiration_time=10:30&expiration_url=https%3A%2F%2Fexample.com%2Fgone&target_type=4' +
        '&country[0][key]=DE&country[0][value]=https%3A%2F%2Fexample.de&rotation[0][value]=https%3A%2F%2Fa.example&rotation[1][value]=https%3A%2F%2Fb.example',
    );
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      alias: 'all-1',
      short_url: 'https://go.example.com/all-1',
      password: true,
      privacy_password: true,
      ends_at: '2031-05-04T10:30:00.000000Z',
      space: { id: 1 },
      country_target: [{ key: 'DE', value: 'https://example.de' }],
      rotation_target: [{ value: 'https://a.example' }, { value: 'https://b.example' }],
    });
    expect(res.json.data.pixels.map((p: { id: number }) => p.id)).toEqual([1, 2]);
  });

  it('ignores v49’s names: redirect_password, clicks_limit, active period, sensitive_content, targets', async () => {
    const res = await store(
      'url=https%3A%2F%2Fexample.com%2Fx&domain_id=1&redirect_password=x&clicks_limit=5&active_period_start_at=2027-01-01+00:00' +
        '&active_period_end_at=2027-02-01+00:00&sensitive_content=1&targets_type=countries&targets[0][key]=US&targets[0][value]=https%3A%2F%2Fu.example',
    );
    expect(res.json.data).toMatchObject({ password: false, expiration_clicks: null, ends_at: null, country_target: null, target_type: null });
    expect(res.json.data).not.toHaveProperty('targets');
  });

  it('keeps only the caller’s pixels when some of the ids are, and stores a list with a gap keyed by index', async () => {
    const other = mark('pixel.other');
    const res = await store(`url=https%3A%2F%2Fexample.com%2Fp&domain_id=1&pixel_ids[]=2&pixel_ids[]=${other}&pixel_ids[]=999`);
    expect(res.json.data.pixels.map((p: { id: number }) => p.id)).toEqual([2]);
    const gap = await store(
      'url=https%3A%2F%2Fexample.com%2Fg&domain_id=1&country[0][key]=US&country[0][value]=https%3A%2F%2Fu.example' +
        '&country[1][key]=&country[1][value]=&country[2][key]=DE&country[2][value]=https%3A%2F%2Fd.example',
    );
    expect(gap.json.data.country_target).toEqual({ 0: { key: 'US', value: 'https://u.example' }, 2: { key: 'DE', value: 'https://d.example' } });
  });

  it('accepts the default and the global domains, and a space id of 0 as no space', async () => {
    expect((await store(`url=https%3A%2F%2Fexample.com%2Fx&domain_id=${mark('domain.global')}`)).json.data.short_url).toMatch(/^https:\/\/lnk\.global\.test\//);
    expect((await store('url=https%3A%2F%2Fexample.com%2Fy&domain_id=1&space_id=0')).json.data.space).toBeNull();
  });
});

describe('v44 links: updating and deleting', () => {
  it('echoes the fields sent and reads the rest from the database', async () => {
    const id = mark('link.plain');
    const res = await update(id, 'privacy=1&alias=renamed-1');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ privacy: '1', alias: 'renamed-1', clicks: expect.any(Number), disabled: 0 });
  });

  it('clears pixels with pixel_ids[]= and crashes on pixel_ids= (scalar)', async () => {
    const id = mark('link.withPixels');
    expect((await update(id, 'pixel_ids=')).json).toEqual({ message: 'Server Error' });
    expect((await update(id, 'pixel_ids[]=')).json.data.pixels).toEqual([]);
  });

  it('keeps targeting lists on target_type=0, clears a family with an empty rule, crashes on country=', async () => {
    const id = mark('link.targeted');
    const zero = await update(id, 'target_type=0');
    expect(zero.json.data.target_type).toBe('0');
    expect(zero.json.data.country_target.length).toBeGreaterThan(0);
    expect((await update(id, 'country[0][key]=&country[0][value]=')).json.data.country_target).toEqual([]);
    expect((await update(id, 'country=')).status).toBe(500);
  });

  it('clears the link password with password=, leaves a space with space_id=, ignores domain_id', async () => {
    expect((await update(mark('link.password'), 'password=')).json.data.password).toBe(false);
    expect((await update(mark('link.inSpace'), 'space_id=')).json.data.space).toBeNull();
    const id = mark('link.plain');
    const before = (await show(id)).json.data.domain.id;
    const res = await update(id, 'domain_id=3');
    expect([res.status, res.json.data.domain.id]).toEqual([200, before]);
  });

  it('changes nothing with a multipart body and refuses user_id with 403', async () => {
    const id = mark('link.plain');
    const before = (await show(id)).json.data.alias;
    const multipart = await call(server(), 'PUT', `/api/v1/links/${id}`, {
      body: '--B\r\nContent-Disposition: form-data; name="alias"\r\n\r\nnew-alias\r\n--B--\r\n',
      headers: { 'Content-Type': 'multipart/form-data; boundary=B' },
    });
    expect(multipart.json.data.alias).toBe(before);
    expect((await update(id, 'user_id=2')).json).toEqual({ message: 'This action is unauthorized.' });
  });

  it('deletes a link with its statistics, then answers 404', async () => {
    const id = mark('link.withStats');
    expect((await call(server(), 'DELETE', `/api/v1/links/${id}`)).json).toEqual({ id, object: 'link', deleted: true, status: 200 });
    expect(server().db.clicks.some((c) => c.link_id === id)).toBe(false);
    expect((await call(server(), 'DELETE', `/api/v1/links/${id}`)).status).toBe(404);
  });
});
