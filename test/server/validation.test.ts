import { describe, expect, it } from 'vitest';
import { landmarks } from './landmarks';
import { call, useServer } from './test-helpers';

const v44 = useServer();
const v49 = useServer({ version: 49 });
const store = (form: string, server = v44()) => call(server, 'POST', '/api/v1/links', { form });
const errors = async (form: string, server = v44()) => {
  const res = await store(form, server);
  expect(res.status).toBe(422);
  expect(res.json.status).toBe(422);
  return res.json.message as Record<string, string[]>;
};
const URL_ = 'url=https%3A%2F%2Fexample.com%2Fx';
const NO_ACCESS = "You don't have access to this feature.";

describe('422 wording', () => {
  it('uses v44’s labels and v49’s raw field names', async () => {
    expect(await errors('')).toEqual({ url: ['The Link field is required.'], domain_id: ['The Domain field is required.'] });
    expect(await errors('', v49())).toEqual({ url: ['The url field is required.'], domain_id: ['The domain id field is required.'] });
    expect(await errors('url=example.com&domain_id=1')).toEqual({ url: ['The Link field must be a valid URL.'] });
    expect(await errors('url=javascript%3Aalert(1)&domain_id=1', v49())).toEqual({ url: ['The url field must be a valid URL.'] });
  });

  it('checks aliases per domain: characters, length, taken', async () => {
    const taken = v44().db.links[0]!;
    expect(await errors(`${URL_}&domain_id=${taken.domain_id}&alias=${taken.alias.toUpperCase()}`)).toEqual({ alias: ['The Alias has already been taken.'] });
    expect(await errors(`${URL_}&domain_id=1&alias=bad+alias!`, v49())).toEqual({
      alias: ['The alias field must only contain letters, numbers, dashes, and underscores.'],
    });
    expect(await errors(`${URL_}&domain_id=1&alias=${'a'.repeat(256)}`)).toEqual({ alias: ['The Alias field must not be greater than 255 characters.'] });
    const other = taken.domain_id === 1 ? 2 : 1;
    expect((await store(`${URL_}&domain_id=${other}&alias=${taken.alias}`)).status).toBe(201);
  });

  it('refuses another account’s domain, space and pixels, and a pixel of nobody', async () => {
    const marks = landmarks(v44().db);
    expect(await errors(`${URL_}&domain_id=${marks['domain.other']!.id}`)).toEqual({ domain_id: ['Invalid value.'] });
    expect(await errors(`${URL_}&domain_id=999`)).toEqual({ domain_id: ['Invalid value.'] });
    expect(await errors(`${URL_}&domain_id=0`)).toEqual({ domain_id: ['Invalid value.'] });
    expect(await errors(`${URL_}&domain_id=1&space_id=${marks['space.other']!.id}`)).toEqual({ space_id: ['Invalid value.'] });
    expect(await errors(`${URL_}&domain_id=1&pixel_ids[]=${marks['pixel.other']!.id}`, v49())).toEqual({ pixel_ids: ['The pixel ids field is invalid.'] });
  });

  it('v44: expiry date and time need each other and their formats; target_type is 0–4; keys come from lists', async () => {
    expect(await errors(`${URL_}&domain_id=1&expiration_date=2027-01-01`)).toEqual({
      expiration_time: ['The Expiration time field is required when Expiration date is present.'],
    });
    expect(await errors(`${URL_}&domain_id=1&expiration_date=01/01/2027&expiration_time=25:00`)).toEqual({
      expiration_date: ['The Expiration date field must match the format Y-m-d.'],
      expiration_time: ['The Expiration time field must match the format H:i.'],
    });
    expect(await errors(`${URL_}&domain_id=1&target_type=9&disabled=true`)).toEqual({
      disabled: ['The Disabled field must be true or false.'],
      target_type: ['The target type field must not be greater than 4.'],
    });
    const keys = 'country[0][key]=XX&country[0][value]=https%3A%2F%2Fx.example&platform[0][key]=BeOS&platform[0][value]=https%3A%2F%2Fb.example';
    expect(await errors(`${URL_}&domain_id=1&${keys}`)).toEqual({
      'country.0.key': ['Invalid country.'],
      'platform.0.key': ['Invalid platform'],
    });
  });

  it('v49: period bounds in order, targets checked only with targets_type, device keys lower case', async () => {
    expect(await errors(`${URL_}&domain_id=1&active_period_start_at=2027-02-01+00:00&active_period_end_at=2027-01-01+00:00`, v49())).toEqual({
      active_period_start_at: ['The active period start at field must be a date before active period end at.'],
      active_period_end_at: ['The active period end at field must be a date after active period start at.'],
    });
    expect(await errors(`${URL_}&domain_id=1&active_period_end_at=2027-01-01+00:00`, v49())).toEqual({
      active_period_start_at: ['The active period start at field is required when active period end at is present.'],
    });
    expect(await errors(`${URL_}&domain_id=1&targets_type=devices&targets[0][key]=Mobile&targets[0][value]=https%3A%2F%2Fm.example`, v49())).toEqual({
      'targets.0.key': ['The targets.0.key field is invalid.'],
    });
    expect(await errors(`${URL_}&domain_id=1&targets_type=platforms&sensitive_content=yes&targets=x`, v49())).toEqual({
      sensitive_content: ['The sensitive content field must be true or false.'],
      targets_type: ['The selected targets type is invalid.'],
      targets: ['The targets field must be an array.'],
    });
  });
});

describe('inputs the real server crashes on (500)', () => {
  const crashes = async (form: string, server = v44(), method = 'POST', path = '/api/v1/links') => {
    const res = await call(server, method, path, { form });
    expect([form, res.status, res.json]).toEqual([form, 500, { message: 'Server Error' }]);
  };

  it('in both versions: privacy= and pixel_ids= (empty or scalar)', async () => {
    for (const server of [v44(), v49()]) {
      await crashes(`${URL_}&domain_id=1&privacy=`, server);
      await crashes(`${URL_}&domain_id=1&pixel_ids=`, server);
      await crashes(`${URL_}&domain_id=1&pixel_ids=1`, server);
      await crashes('privacy=', server, 'PUT', '/api/v1/links/2');
    }
  });

  it('v44: disabled=, and targeting families sent as null, a string or scalar items', async () => {
    for (const form of ['disabled=', 'country=', 'platform=Android', 'language[]=de', 'rotation[0]=https%3A%2F%2Fa.example']) {
      await crashes(`${URL_}&domain_id=1&${form}`);
    }
    expect((await store(`${URL_}&domain_id=1&disabled=`, v49())).status).toBe(201); // v49 ignores it
  });

  it('v49: domain_id=0, and url, expiration_url or a target value sent as an array', async () => {
    await crashes(`${URL_}&domain_id=0`, v49());
    await crashes('url[]=https%3A%2F%2Fa.example&domain_id=1', v49());
    await crashes(`${URL_}&domain_id=1&expiration_url[]=https%3A%2F%2Fb.example`, v49());
    await crashes(`${URL_}&domain_id=1&targets_type=countries&targets[0][key]=DE&targets[0][value][]=https%3A%2F%2Fd.example`, v49());
    expect(await errors('url[]=https%3A%2F%2Fa.example&domain_id=1')).toEqual({ url: ['The Link field must be a valid URL.'] });
  });

  it('keeps a link created before its pixels crashed, and changes nothing on an update that crashed before saving', async () => {
    const before = v44().db.links.length;
    await crashes(`${URL_}&domain_id=1&pixel_ids=`);
    expect(v44().db.links).toHaveLength(before + 1);
    const link = v44().db.links[1]!;
    const alias = link.alias;
    await crashes('alias=changed-now&privacy=', v44(), 'PUT', `/api/v1/links/${link.id}`);
    expect(link.alias).toBe(alias);
  });
});

describe('plan gates (422 on the field)', () => {
  it('v44 gates disabled (even 0), expiry, targeting, passwords, spaces, pixels; not privacy', async () => {
    v44().setPlan({ link_disabling: 0, link_expiration: 0, link_targeting: 0, link_password: 0, spaces: 0, pixels: 0, link_stats: 0 });
    const fields = 'disabled=0&expiration_clicks=0&password=x&space_id=1&pixel_ids[]=1&country[0][key]=DE&country[0][value]=https%3A%2F%2Fd.example';
    const message = await errors(`${URL_}&domain_id=1&${fields}`);
    expect(Object.keys(message).sort()).toEqual(['country.0.key', 'disabled', 'expiration_clicks', 'password', 'pixel_ids', 'space_id']);
    for (const list of Object.values(message)) expect(list).toContain(NO_ACCESS);
    expect((await store(`${URL_}&domain_id=1&privacy=2&privacy_password=s&space_id=`)).status).toBe(201);
  });

  it('v49 gates privacy and the statistics password by link_stats; rotations need no feature', async () => {
    v49().setPlan({ link_stats: 0, link_targeting: 0 });
    expect(await errors(`${URL_}&domain_id=1&privacy=0&password=s`, v49())).toEqual({
      privacy: [NO_ACCESS],
      password: [NO_ACCESS],
    });
    expect((await store(`${URL_}&domain_id=1&targets_type=rotations&targets[0][value]=https%3A%2F%2Fr.example`, v49())).status).toBe(201);
  });

  it('counts links against the plan and needs global_domains for a global domain other than the default', async () => {
    v44().setPlan({ links: 30 });
    expect(await errors(`${URL_}&domain_id=1`)).toEqual({ url: ['You shortened too many links.'] });
    v49().setPlan({ global_domains: 0 });
    const message = await errors(`${URL_}&domain_id=${landmarks(v49().db)['domain.global']!.id}`, v49());
    expect(message).toEqual({ domain_id: ['The domain id field is invalid.', NO_ACCESS] });
    expect((await store(`${URL_}&domain_id=1`, v49())).status).toBe(201);
  });
});
