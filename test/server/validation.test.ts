import { describe, expect, it } from 'vitest';
import { call, useServer } from './test-helpers';

const server = useServer();

const store = (form: string) => call(server(), 'POST', '/api/v1/links', { form: `url=https://example.com/x&domain_id=1&${form}` });

describe('422 on link store', () => {
  it('has the recorded shape: field messages under message, and status 422', async () => {
    const alias = server().db.links.find((l) => l.domain_id === 1)!.alias;
    const res = await store(`alias=${alias}`);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: { alias: ['The alias has already been taken.'] }, status: 422 });
  });

  it('requires url and domain_id', async () => {
    const res = await call(server(), 'POST', '/api/v1/links', { form: 'alias=abc' });
    expect(res.json.message).toEqual({ url: ['The url field is required.'], domain_id: ['The domain id field is required.'] });
  });

  it('creates nothing when invalid', async () => {
    const before = server().db.links.length;
    await store('disabled=7');
    expect(server().db.links).toHaveLength(before);
  });

  it.each([
    ['url=example.com/no-scheme&domain_id=1', 'url'],
    ['url=ftp://example.com/file&domain_id=1', 'url'],
    ['url=https://example.com&domain_id=99', 'domain_id'],
    ['url=https://example.com&domain_id=one', 'domain_id'],
  ])('rejects %s (%s)', async (form, field) => {
    const res = await call(server(), 'POST', '/api/v1/links', { form });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.message)).toEqual([field]);
  });

  it('checks alias uniqueness per domain, ignoring case', async () => {
    server().db.links[0]!.domain_id = 1;
    server().db.links[0]!.alias = 'Promo';
    expect((await store('alias=PROMO')).json.message).toEqual({ alias: ['The alias has already been taken.'] });
    const otherDomain = await call(server(), 'POST', '/api/v1/links', { form: 'url=https://example.com&domain_id=2&alias=promo' });
    expect(otherDomain.status).toBe(201);
  });

  it.each([
    ['alias=has space', 'alias', 'The alias field must only contain letters, numbers, dashes, and underscores.'],
    ['alias=a.b', 'alias', 'The alias field must only contain letters, numbers, dashes, and underscores.'],
    ['disabled=2', 'disabled', 'The selected disabled is invalid.'],
    ['privacy=3', 'privacy', 'The selected privacy is invalid.'],
    ['target_type=3', 'target_type', 'The selected target type is invalid.'],
    ['expiration_date=2030-13-01', 'expiration_date', 'The expiration date field must match the format Y-m-d.'],
    ['expiration_date=2030-02-30', 'expiration_date', 'The expiration date field must match the format Y-m-d.'],
    ['expiration_date=01/02/2030', 'expiration_date', 'The expiration date field must match the format Y-m-d.'],
    ['expiration_date=2030-01-01&expiration_time=24:00', 'expiration_time', 'The expiration time field must match the format H:i.'],
    ['expiration_date=2030-01-01&expiration_time=9:30', 'expiration_time', 'The expiration time field must match the format H:i.'],
    ['expiration_time=10:00', 'expiration_date', 'The expiration date field is required when expiration time is present.'],
    ['expiration_clicks=-1', 'expiration_clicks', 'The expiration clicks field must be at least 0.'],
    ['expiration_clicks=1.5', 'expiration_clicks', 'The expiration clicks field must be an integer.'],
    ['expiration_url=javascript:alert(1)', 'expiration_url', 'The expiration url field must be a valid URL.'],
    ['space_id=99', 'space_id', 'The selected space id is invalid.'],
    ['pixel_ids[]=1&pixel_ids[]=99', 'pixel_ids.1', 'The selected pixel ids.1 is invalid.'],
    ['pixel_ids=1', 'pixel_ids', 'The pixel ids field must be an array.'],
    ['country[0][key]=UK&country[0][value]=https://example.com/uk', 'country.0.key', 'The selected country.0.key is invalid.'],
    ['country[0][key]=us&country[0][value]=https://example.com/us', 'country.0.key', 'The selected country.0.key is invalid.'],
    ['country[0][key]=US&country[0][value]=not-a-url', 'country.0.value', 'The country.0.value field must be a valid URL.'],
    ['country[0][key]=US', 'country.0.value', 'The country.0.value field is required.'],
    ['platform[0][key]=iPhone&platform[0][value]=https://example.com', 'platform.0.key', 'The selected platform.0.key is invalid.'],
    ['language[0][key]=EN&language[0][value]=https://example.com', 'language.0.key', 'The selected language.0.key is invalid.'],
    ['language[0][key]=eng&language[0][value]=https://example.com', 'language.0.key', 'The selected language.0.key is invalid.'],
    ['rotation[0][value]=ftp://example.com', 'rotation.0.value', 'The rotation.0.value field must be a valid URL.'],
    ['rotation[3][key]=x', 'rotation.3.value', 'The rotation.3.value field is required.'],
    ['alias[]=x', 'alias', 'The alias field must be a string.'],
  ])('rejects %s', async (form, field, message) => {
    const res = await store(form);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: { [field]: [message] }, status: 422 });
  });

  it.each([
    'disabled=0', 'privacy=1', 'target_type=4', 'expiration_clicks=0', 'country[0][key]=GB&country[0][value]=https://example.com/gb',
    'platform[0][key]=Chrome OS&platform[0][value]=https://example.com', 'language[0][key]=pt&language[0][value]=http://example.com',
    'expiration_date=2024-02-29&expiration_time=23:59',
  ])('accepts %s', async (form) => {
    expect((await store(form)).status).toBe(201);
  });

  it('collects several fields at once', async () => {
    const res = await store('disabled=9&privacy=9&space_id=abc');
    expect(Object.keys(res.json.message).sort()).toEqual(['disabled', 'privacy', 'space_id']);
    expect(res.json.message.space_id).toEqual(['The space id field must be an integer.']);
  });
});

describe('422 on link update', () => {
  it('refuses an empty url or alias', async () => {
    const res = await call(server(), 'PATCH', '/api/v1/links/1', { form: 'url=&alias=' });
    expect(res.json.message).toEqual({ url: ['The url field is required.'], alias: ['The alias field is required.'] });
  });

  it('lets a link keep its own alias, but not take another link’s', async () => {
    const [a, b] = server().db.links.filter((l) => l.domain_id === 1);
    expect((await call(server(), 'PATCH', `/api/v1/links/${a!.id}`, { form: `alias=${a!.alias}` })).status).toBe(200);
    const res = await call(server(), 'PATCH', `/api/v1/links/${a!.id}`, { form: `alias=${b!.alias}` });
    expect(res.json.message).toEqual({ alias: ['The alias has already been taken.'] });
  });

  it('requires a date for a time on the merged record', async () => {
    const link = server().db.links.find((l) => !l.expiration_date)!;
    expect((await call(server(), 'PATCH', `/api/v1/links/${link.id}`, { form: 'expiration_time=10:00' })).status).toBe(422);
    link.expiration_date = '2031-05-05';
    const res = await call(server(), 'PATCH', `/api/v1/links/${link.id}`, { form: 'expiration_time=10:00' });
    expect(res.json.data.ends_at).toBe('2031-05-05T10:00:00.000000Z');
  });
});

describe('422 on pixels', () => {
  it('requires name, type and value on store', async () => {
    const res = await call(server(), 'POST', '/api/v1/pixels', { form: '' });
    expect(res.json).toEqual({
      message: { name: ['The name field is required.'], type: ['The type field is required.'], value: ['The value field is required.'] },
      status: 422,
    });
  });

  it('rejects an unknown type on store and update', async () => {
    const bad = await call(server(), 'POST', '/api/v1/pixels', { form: 'name=n&type=tiktok&value=1' });
    expect(bad.json.message).toEqual({ type: ['The selected type is invalid.'] });
    expect((await call(server(), 'PATCH', '/api/v1/pixels/1', { form: 'type=myspace' })).status).toBe(422);
    expect((await call(server(), 'PATCH', '/api/v1/pixels/1', { form: 'name=' })).json.message).toEqual({ name: ['The name field is required.'] });
  });
});
