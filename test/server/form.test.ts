import { describe, expect, it } from 'vitest';
import { emptyObject, parseForm, parseInput } from './http-utils';

/** Plain objects for comparison (the parser builds prototype-less ones). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('parseForm (PHP bracket syntax)', () => {
  it('reads plain fields, decoding + and percent escapes', () => {
    expect(plain(parseForm('url=https%3A%2F%2Fexample.com%2F%3Fa%3D1&title=two+words&empty=&flag'))).toEqual({
      url: 'https://example.com/?a=1',
      title: 'two words',
      empty: '',
      flag: '',
    });
  });

  it('appends [] entries in order', () => {
    expect(plain(parseForm('pixel_ids[]=3&pixel_ids[]=1&pixel_ids%5B%5D=2'))).toEqual({ pixel_ids: { 0: '3', 1: '1', 2: '2' } });
  });

  it('reads indexed and nested entries', () => {
    expect(plain(parseForm('country[0][key]=US&country[0][value]=https://a.example&country[1][key]=DE&rotation[0][value]=x'))).toEqual({
      country: { 0: { key: 'US', value: 'https://a.example' }, 1: { key: 'DE' } },
      rotation: { 0: { value: 'x' } },
    });
  });

  it('continues [] after the largest explicit index, as PHP does', () => {
    expect(plain(parseForm('a[5]=x&a[]=y'))).toEqual({ a: { 5: 'x', 6: 'y' } });
  });

  it('lets a later value replace an earlier one', () => {
    expect(plain(parseForm('alias=a&alias=b'))).toEqual({ alias: 'b' });
    expect(plain(parseForm('a=1&a[x]=2'))).toEqual({ a: { x: '2' } });
  });

  it('keeps malformed escapes and odd keys without throwing', () => {
    const parsed = parseForm('a=%E0%A4%A&&=v&__proto__=p&b]=1');
    expect(Object.entries(parsed)).toEqual([
      ['a', '%E0%A4%A'],
      ['__proto__', 'p'],
      ['b]', '1'],
    ]);
    expect(Object.getPrototypeOf(parsed)).toBeNull(); // `__proto__` was an ordinary key
  });
});

describe('parseInput (what the controllers read)', () => {
  it('reads form bodies over the query string', () => {
    expect(plain(parseInput('POST', 'application/x-www-form-urlencoded; charset=UTF-8', 'a=body', parseForm('a=query&b=query')))).toEqual({
      a: 'body',
      b: 'query',
    });
  });

  it('keeps the JSON types of a JSON body, lists keyed by index', () => {
    expect(plain(parseInput('POST', 'application/json', '{"n":1,"t":true,"z":null,"ids":[1,2],"o":{"k":"v"}}', emptyObject()))).toEqual({
      n: 1,
      t: true,
      z: null,
      ids: { 0: 1, 1: 2 },
      o: { k: 'v' },
    });
  });

  it('trims strings and turns empty ones into null, passwords untrimmed', () => {
    const input = parseInput('POST', 'application/x-www-form-urlencoded', 'a=+x+&b=&c[]=&password=+pw+&privacy_password=+s+', emptyObject());
    expect(plain(input)).toEqual({ a: 'x', b: null, c: { 0: null }, password: ' pw ', privacy_password: ' s ' });
    expect(plain(parseInput('POST', 'application/json', '{"a":"  ","b":" y "}', emptyObject()))).toEqual({ a: null, b: 'y' });
  });

  it('reads multipart fields of a POST but not of a PUT, as PHP does', () => {
    const body =
      '--B\r\nContent-Disposition: form-data; name="url"\r\n\r\nhttps://a.example\r\n--B\r\nContent-Disposition: form-data; name="ids[]"\r\n\r\n3\r\n--B--\r\n';
    expect(plain(parseInput('POST', 'multipart/form-data; boundary=B', body, emptyObject()))).toEqual({ url: 'https://a.example', ids: { 0: '3' } });
    expect(plain(parseInput('PUT', 'multipart/form-data; boundary=B', body, emptyObject()))).toEqual({});
  });

  it('sees nothing in other content types or broken JSON', () => {
    expect(plain(parseInput('POST', 'text/plain', 'a=1', emptyObject()))).toEqual({});
    expect(plain(parseInput('POST', undefined, 'a=1', emptyObject()))).toEqual({});
    expect(plain(parseInput('POST', 'application/json', '{"a":', emptyObject()))).toEqual({});
  });
});
