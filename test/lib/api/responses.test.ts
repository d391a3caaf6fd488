import { describe, expect, it } from 'vitest';
import { InvalidResponseError, toErrorData } from '../../../lib/api/errors';
import { MAX_RESPONSE_BYTES } from '../../../lib/api/request';
import { rejectionOf, startPlainServer, useServer } from './helpers';

const t = useServer();

const link = (id: number, extra: object = {}) => ({ id, url: `https://example.com/${id}`, short_url: `https://sho.rt/a${id}`, ...extra });
const pixel = (id: number, extra: object = {}) => ({ id, name: `P${id}`, type: 'facebook', value: `${id}`, ...extra });

describe('single records', () => {
  it('reads a bare object when there is no `data` wrapper', async () => {
    t.server.inject({ status: 200, body: link(5, { alias: 'a5' }) });
    expect(await t.client().links.get(5)).toEqual(link(5, { alias: 'a5' }));
  });

  it('reads the fields it knows and leaves out the rest, in the record and its relations', async () => {
    t.server.inject({ status: 200, body: { data: link(5, { qr_code: 'x.png', domain: { id: 1, name: 'sho.rt', ssl: true } }), status: 200 } });
    expect(await t.client().links.get(5)).toEqual(link(5, { domain: { id: 1, name: 'sho.rt' } }));
  });

  it('leaves out a field it cannot read instead of dropping the record', async () => {
    t.server.inject({
      status: 200,
      body: { data: link(5, { title: 5, clicks: 'many', privacy: '1', space: { name: 'no id' }, pixels: [3, { id: '4' }, 'x'] }) },
    });
    expect(await t.client().links.get(5)).toEqual(link(5, { privacy: 1, pixels: [3, { id: 4 }] }));
  });

  it('reads a relation given as a bare id, digits in strings as numbers, flags of any form', async () => {
    const raw = link(5, { id: '5', domain: 2, space: 3, disabled: true, privacy_password: 1, password: '0', expiration_clicks: '12' });
    t.server.inject({ status: 200, body: { data: raw } });
    expect(await t.client().links.get(5)).toEqual(
      link(5, { domain: 2, space: 3, disabled: true, has_stats_password: true, has_link_password: false, click_limit: 12 }),
    );
  });

  it('accepts a store answered with 200 as well as 201', async () => {
    t.server.inject({ status: 200, body: { data: pixel(9), status: 200 }, match: { method: 'POST' } });
    expect(await t.client().pixels.create({ name: 'P9', type: 'facebook', value: '9' })).toEqual(pixel(9));
  });

  it('accepts any 2xx', async () => {
    t.server.inject({ status: 202, body: { data: link(5) } });
    expect((await t.client().links.get(5)).id).toBe(5);
  });

  it('reads JSON behind a byte order mark', async () => {
    t.server.inject({ status: 200, body: `\uFEFF${JSON.stringify({ data: link(5) })}`, contentType: 'application/json' });
    expect((await t.client().links.get(5)).id).toBe(5);
  });

  it.each([
    ['{}', '{}', 'application/json', /answered something that is not a link$/],
    ['null', 'null', 'application/json', /not a link/],
    ['an empty body', '', 'application/json', /not a link/],
    ['{"data": null}', '{"data":null}', 'application/json', /not a link/],
    ['an array', '[{"id":1}]', 'application/json', /not a link/],
    ['an id that is not a number', '{"data":{"id":"five","url":"u","short_url":"s"}}', 'application/json', /not a link$/],
    ['no short_url', '{"data":{"id":5,"url":"u"}}', 'application/json', /not a link$/],
    ['malformed JSON', '{"data": {"id": 5,', 'application/json', /application\/json that is not JSON/],
    ['plain text', 'Service Unavailable', 'text/plain', /text\/plain that is not JSON/],
    ['a captive portal page', '<!DOCTYPE html><html><body>Sign in to Wi-Fi</body></html>', 'text/html', /an HTML page/],
    ['HTML sent as JSON', '<html><body>Login</body></html>', 'application/json', /an HTML page/],
  ])('a 200 with %s is an InvalidResponseError', async (_, body, contentType, message) => {
    t.server.inject({ status: 200, body, contentType });
    const error = await rejectionOf(t.client().links.get(5));
    expect(error).toMatchObject({ name: 'InvalidResponseError', status: 200, method: 'GET', path: '/api/v1/links/5' });
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('<');
    expect(toErrorData(error)).not.toHaveProperty('tooLarge');
  });

  it('a delete answered by an HTML page did not delete', async () => {
    t.server.inject({ status: 200, body: '<html>portal</html>', match: { method: 'DELETE' } });
    expect((await rejectionOf(t.client().links.delete(5))).name).toBe('InvalidResponseError');
  });

  it('a delete answered by an array is an InvalidResponseError', async () => {
    t.server.inject({ status: 200, body: '[1]', contentType: 'application/json', match: { method: 'DELETE' } });
    expect((await rejectionOf(t.client().pixels.delete(5))).name).toBe('InvalidResponseError');
  });
});

describe('lists', () => {
  it('skips a malformed item and reports it, keeping the others', async () => {
    t.server.inject({
      status: 200,
      body: {
        data: [link(1), { id: 2, url: 'https://example.com/2' }, link(3, { extra: [1, 2] }), 'junk', link(5)],
        meta: { current_page: 1, per_page: 10, total: 5 },
      },
    });
    const page = await t.client().links.list();
    expect(page.items.map((l) => l.id)).toEqual([1, 3, 5]);
    expect(page.items[1]).toEqual(link(3));
    expect(page.skipped).toEqual([
      { index: 1, reason: 'not a link' },
      { index: 3, reason: 'not a link' },
    ]);
  });

  it('accepts pixel type `x` and unknown types in a list', async () => {
    t.server.inject({ status: 200, body: { data: [pixel(1, { type: 'x' }), pixel(2, { type: 'tiktok' })], meta: { current_page: 1 } } });
    const page = await t.client().pixels.list();
    expect(page.items.map((p) => p.type)).toEqual(['x', 'tiktok']);
    expect(page.skipped).toEqual([]);
  });

  it('synthesises meta from the request when the server sends none', async () => {
    t.server.inject({ status: 200, body: { data: [link(1)] } });
    const page = await t.client().links.list({ page: 3, per_page: 25 });
    expect(page.meta).toEqual({ current_page: 3, per_page: 25 });
  });

  it('synthesises meta when it is malformed', async () => {
    t.server.inject({ status: 200, body: { data: [link(1)], meta: { current_page: 'one' } } });
    expect((await t.client().links.list()).meta).toEqual({ current_page: 1, per_page: 10 });
  });

  it('reads a bare array as a page', async () => {
    t.server.inject({ status: 200, body: JSON.stringify([pixel(1), pixel(2)]), contentType: 'application/json' });
    const page = await t.client().pixels.list({ page: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.meta.current_page).toBe(2);
  });

  it('keeps meta fields it does not know', async () => {
    t.server.inject({ status: 200, body: { data: [], meta: { current_page: 4, last_page: 4, total: 31, cursor: 'abc' } } });
    expect((await t.client().links.list()).meta).toEqual({ current_page: 4, last_page: 4, total: 31, cursor: 'abc' });
  });

  it.each([
    ['{}', {}],
    ['null', null],
    ['{"data": {}}', { data: {} }],
    ['{"data": "x"}', { data: 'x' }],
  ])('%s is an InvalidResponseError', async (_, body) => {
    t.server.inject({ status: 200, body: JSON.stringify(body), contentType: 'application/json' });
    const error = await rejectionOf(t.client().links.list());
    expect(error).toMatchObject({ name: 'InvalidResponseError' });
    expect(error.message).toContain('not a list of links');
  });

  it('an empty body is an InvalidResponseError', async () => {
    t.server.inject({ status: 200, body: '' });
    expect((await rejectionOf(t.client().links.list())).name).toBe('InvalidResponseError');
  });

  it('reads a 5 MB list, whose long titles are cut to the server’s own limit', async () => {
    const long = 'x'.repeat(50_000);
    const items = Array.from({ length: 100 }, (_, i) => link(i + 1, { title: long }));
    const body = JSON.stringify({ data: items, meta: { current_page: 1, per_page: 100, total: 100 } });
    expect(body.length).toBeGreaterThan(5_000_000);
    t.server.inject({ status: 200, body: body, contentType: 'application/json' });
    const page = await t.client().links.list({ per_page: 100 });
    expect(page.items).toHaveLength(100);
    expect(page.items[99]?.title).toBe('x'.repeat(255));
  });

  it.each([
    ['a javascript: short URL', { short_url: 'javascript:alert(1)//' }],
    ['a short URL without a scheme', { short_url: 'sho.rt/a' }],
    ['a destination over the server’s 2,048 characters', { url: `https://example.com/${'x'.repeat(2048)}` }],
  ])('skips a link with %s (it would be copied, opened or searched as one)', async (_, patch) => {
    const items = [link(1), link(2, patch)];
    t.server.inject({ status: 200, body: { data: items, meta: { current_page: 1, per_page: 10, total: 2 } } });
    const page = await t.client().links.list();
    expect(page.items.map((l) => l.id)).toEqual([1]);
    expect(page.skipped).toEqual([{ index: 1, reason: 'not a link' }]);
  });

  it('refuses a created link whose short URL is not http(s): an invalid answer, not a link to copy', async () => {
    t.server.inject({ status: 201, body: { data: link(9, { short_url: 'javascript:alert(1)//' }), status: 200 }, match: { method: 'POST' } });
    await expect(t.client().links.create({ url: 'https://example.com/', domain_id: 1 })).rejects.toMatchObject({ name: 'InvalidResponseError' });
  });

  it('InvalidResponseError is "too large" only when told so (request.ts does, for a body over its limit)', () => {
    const where = { method: 'GET', path: '/api/v1/links' };
    expect(new InvalidResponseError('cut short', where, { tooLarge: true }).toData()).toMatchObject({ tooLarge: true });
    expect(new InvalidResponseError('response larger than 8 MiB', where).tooLarge).toBe(false);
    expect(new InvalidResponseError('answered an HTML page instead of JSON', where).tooLarge).toBe(false);
    expect(new InvalidResponseError('the response larger than 8 MiB claims', where).toData()).not.toHaveProperty('tooLarge');
    const cause = new Error('parse');
    expect(new InvalidResponseError('x', where, { cause }).cause).toBe(cause);
  });

  it('refuses a body larger than the limit, announced or not', async () => {
    const big = JSON.stringify({ data: [link(1, { pad: 'x'.repeat(MAX_RESPONSE_BYTES) })] });
    t.server.inject({ status: 200, body: big, contentType: 'application/json' });
    const announced = await rejectionOf(t.client().links.list());
    expect(announced.name).toBe('InvalidResponseError');
    expect(announced.message).toContain('larger than 8 MiB');
    // Told apart as data too, so a page says "too large" rather than "not the API".
    expect(toErrorData(announced)).toMatchObject({ name: 'InvalidResponseError', tooLarge: true });

    // Chunked, without Content-Length: the limit applies while reading.
    const plain = await startPlainServer((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = 'x'.repeat(1024 * 1024);
      res.write('{"data":[{"pad":"');
      for (let i = 0; i < 10; i++) res.write(chunk);
      res.end('"}]}');
    });
    try {
      const streamed = await rejectionOf(t.client({ baseUrl: plain.url }).links.list());
      expect(streamed.name).toBe('InvalidResponseError');
      expect(streamed.message).toContain('larger than 8 MiB');
      expect(toErrorData(streamed)).toMatchObject({ tooLarge: true });
    } finally {
      await plain.close();
    }
  });
});
