import { describe, expect, it } from 'vitest';
import { landmarks } from './landmarks';
import { call, useServer } from './test-helpers';

const server = useServer({ version: 49 });
const mark = (name: string) => landmarks(server().db)[name]?.id as number;
const store = (form: string) => call(server(), 'POST', '/api/v1/links', { form });
const update = (id: number, form: string) => call(server(), 'PUT', `/api/v1/links/${id}`, { form });
const show = (id: number) => call(server(), 'GET', `/api/v1/links/${id}`);

describe('v49 links: reading', () => {
  it('answers with v49’s fields in order; expires_at is always null', async () => {
    const { data } = (await show(mark('link.inSpace'))).json;
    expect(Object.keys(data)).toEqual([
      'id',
      'alias',
      'url',
      'short_url',
      'title',
      'targets_type',
      'targets',
      'last_rotation',
      'sensitive_content',
      'privacy',
      'password',
      'redirect_password',
      'active_period_start_at',
      'active_period_end_at',
      'clicks_limit',
      'expiration_url',
      'clicks',
      'space',
      'domain',
      'pixels',
      'expires_at',
      'created_at',
      'updated_at',
    ]);
    expect(data.expires_at).toBeNull();
    expect((await show(mark('link.expiredDate'))).json.data.expires_at).toBeNull();
  });

  it('names the link password redirect_password and the statistics password password', async () => {
    expect((await show(mark('link.password'))).json.data).toMatchObject({ redirect_password: true, password: false });
    expect((await show(mark('link.privateStats'))).json.data).toMatchObject({ privacy: 2, password: true, redirect_password: false });
  });

  it('has targets as a list, or as an object keyed by index where a rule was dropped', async () => {
    expect((await show(mark('link.targeted'))).json.data).toMatchObject({ targets_type: 'countries', targets: expect.any(Array) });
    const keyed = (await show(mark('link.keyed'))).json.data;
    expect(Array.isArray(keyed.targets)).toBe(false);
    expect(Object.keys(keyed.targets)).toEqual(['0', '2']);
    expect((await show(mark('link.sensitive'))).json.data.sensitive_content).toBe(1);
  });
});

describe('v49 links: creating', () => {
  it('answers 201 with the echo: form strings, unset columns null', async () => {
    const res = await store(
      'url=https%3A%2F%2Fexample.com%2Fa&domain_id=1&privacy=1&clicks_limit=50&sensitive_content=1' +
        '&targets_type=devices&targets[0][key]=mobile&targets[0][value]=https%3A%2F%2Fm.example',
    );
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      privacy: '1',
      clicks_limit: '50',
      sensitive_content: '1',
      targets_type: 'devices',
      targets: [{ key: 'mobile', value: 'https://m.example' }],
      clicks: null,
      last_rotation: null,
      expires_at: null,
    });
    expect((await show(res.json.data.id)).json.data).toMatchObject({ privacy: 1, clicks_limit: 50, sensitive_content: 1, clicks: 0 });
  });

  it('reads the active period in the account’s zone and answers it as ISO dates', async () => {
    const res = await store('url=https%3A%2F%2Fexample.com%2Fp&domain_id=1&active_period_start_at=2030-01-01+08:00&active_period_end_at=2031-05-04+10:30');
    expect(res.json.data).toMatchObject({ active_period_start_at: '2030-01-01T08:00:00.000000Z', active_period_end_at: '2031-05-04T10:30:00.000000Z' });
  });

  it('takes v44’s password as the statistics password and ignores the rest of v44’s names', async () => {
    const res = await store(
      'url=https%3A%2F%2Fexample.com%2Fx&domain_id=1&password=meant-for-visitors&disabled=1&expiration_clicks=5&expiration_date=2027-01-01' +
        '&expiration_time=10:00&target_type=1&country[0][key]=US&country[0][value]=https%3A%2F%2Fu.example&privacy_password=z',
    );
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ password: true, redirect_password: false, privacy: null, clicks_limit: null, targets: null });
    expect(res.json.data).not.toHaveProperty('disabled');
  });

  it('stores targets without validating them when targets_type is not sent', async () => {
    const res = await store('url=https%3A%2F%2Fexample.com%2Fr&domain_id=1&targets[0][key]=Nowhere&targets[0][value]=not-a-url');
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ targets_type: null, targets: [{ key: 'Nowhere', value: 'not-a-url' }] });
  });

  it('looks the domain up before validating: unknown → model 404, 0 → 500, another account’s → 422', async () => {
    expect((await store('domain_id=999')).json).toEqual({ message: 'No query results for model [App\\Models\\Domain].' });
    expect((await store('url=https%3A%2F%2Fexample.com&domain_id=0')).status).toBe(500);
    const other = await store(`url=https%3A%2F%2Fexample.com&domain_id=${mark('domain.other')}`);
    expect(other.json.message).toEqual({ domain_id: ['The domain id field is invalid.'] });
  });
});

describe('v49 links: updating', () => {
  it('clears targeting with targets_type=&targets= (targets come back [])', async () => {
    const res = await update(mark('link.targeted'), 'targets_type=&targets=');
    expect(res.json.data).toMatchObject({ targets_type: null, targets: [] });
  });

  it('clears the link password with redirect_password= and the period with empty bounds', async () => {
    expect((await update(mark('link.password'), 'redirect_password=')).json.data.redirect_password).toBe(false);
    const id = mark('link.expiredDate');
    const res = await update(id, 'active_period_start_at=&active_period_end_at=&clicks_limit=');
    expect(res.json.data).toMatchObject({ active_period_start_at: null, active_period_end_at: null, clicks_limit: null });
    expect((await show(id)).json.data.clicks_limit).toBeNull();
  });

  it('ignores disabled and domain_id, and answers a framework 404 for an alias on a link that does not exist', async () => {
    const id = mark('link.plain');
    const before = (await show(id)).json.data;
    const res = await update(id, 'disabled=1&domain_id=3');
    expect(res.json.data).toEqual({ ...before, updated_at: res.json.data.updated_at });
    expect((await update(999_999, 'alias=zzz')).json).toEqual({ message: 'No query results for model [App\\Models\\Link] 999999' });
    expect((await update(999_999, 'url=https%3A%2F%2Fx.example')).json).toEqual({ message: 'Resource not found.', status: 404 });
    expect((await update(mark('link.other'), 'alias=stolen')).status).toBe(404);
  });
});
