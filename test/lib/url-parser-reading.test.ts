/**
 * Issue 47: addresses read by the URL parser, and secrets in every part of an address, through
 * every entry path: the tab (toolbar, keyboard, context menu's page and link), the typed field, the
 * context menu's selection, `ln`, the bulk list, and what any input is sent as (queue, retries,
 * presets: the form encoding and the shorten both strip).
 */
import { describe, expect, it } from 'vitest';
import { urlFromSelection } from '../../entrypoints/background/context-menu';
import { encodeLinkForm } from '../../lib/api/link-input';
import { extractUrls } from '../../lib/bulk/extract';
import { emptyLinkForm } from '../../lib/link-form/state';
import { validateLinkForm } from '../../lib/link-form/validate';
import { isMisreadAddress, isPrivatePage, secretParameter, stripCredentials } from '../../lib/url/private';
import { checkShortenable } from '../../lib/url/shortenable';
import { completedUrl, isHttpUrl, readTypedUrl } from '../../lib/url/typed-url';

/** Text a person reads as one address and the parser as another: `parsed` is the parser's, credentials cleared. */
const MISREAD: Array<[string, string]> = [
  ['http:///bob:pw@nas.example/admin', 'http://nas.example/admin'],
  ['https:////bob:pw@nas.example/admin', 'https://nas.example/admin'],
  ['https://\\/bob:pw@nas.example/admin', 'https://nas.example/admin'],
  ['https:\\\\bob:pw@nas.example/admin', 'https://nas.example/admin'],
  ['https://a.example\\@evil.example/x', 'https://a.example/@evil.example/x'],
  ['https:/bob:pw@nas.example/admin', 'https://nas.example/admin'],
];

describe('addresses are read by the parser (issue 47, item 1)', () => {
  it.each(MISREAD)('%s is misread text: refused at every typed entry, never another host, never the password', (text, parsed) => {
    expect(isMisreadAddress(text)).toBe(true);
    expect(isHttpUrl(text)).toBe(false);
    // The typed field: refused at the field, with the parser's reading.
    expect(readTypedUrl(text)).toEqual({ ok: false, reason: 'misread', parsed });
    const errors = validateLinkForm({ ...emptyLinkForm(), url: text, domainId: '1' }, 'create', 44);
    expect(errors.url).toContain(parsed);
    expect(errors.url).not.toContain('pw');
    // `ln`, the context menu's selection, the bulk list.
    expect(readTypedUrl(text, 'words').ok).toBe(false);
    expect(urlFromSelection(text)).toBeNull();
    const bulk = extractUrls(`${text}\nhttps://fine.example/`);
    expect(bulk.urls).toEqual(['https://fine.example/']);
    expect(JSON.stringify(bulk.urls)).not.toContain('evil.example');
  });

  it.each([
    ['http://bob:pw@nas.example/admin', 'http://nas.example/admin'],
    ['https://a%40b:p@ss@host.example:8443/x', 'https://host.example:8443/x'],
    ['https://bob@host.example/', 'https://host.example/'],
  ])('%s: credentials cleared from the parsed URL, whose href is what every path sends (%s)', (text, href) => {
    expect(stripCredentials(text)).toBe(href);
    expect(checkShortenable(text)).toMatchObject({ ok: true, url: href, credentials: true });
    expect(readTypedUrl(text)).toMatchObject({ ok: true, url: href, credentials: true });
    expect(readTypedUrl(text, 'words')).toMatchObject({ ok: true, url: href });
    expect(completedUrl(text)).toBe(href);
    expect(extractUrls(text).urls).toEqual([href]);
    // The queue, retries and presets' destinations: whatever built the input, the form sent has none.
    expect(encodeLinkForm({ url: text, domain_id: 1 } as never, 44).get('url')).toBe(href);
  });

  it('the tab’s address, already the browser’s parsed href, keeps its host: a.example\\@ is the path', () => {
    expect(checkShortenable('https://a.example/@evil.example/x')).toMatchObject({ ok: true, url: 'https://a.example/@evil.example/x' });
    expect(checkShortenable('https://a.example/@evil.example/x')).not.toHaveProperty('credentials');
  });
});

/** Every form the review found, and where it was. */
const SECRET_FORMS: Array<[string, string]> = [
  ['https://app.example/cb#access_token=ya29.abc&token_type=Bearer&state=/inbox?tab=1', 'access_token'],
  ['https://app.example/cb#state=/inbox?tab=1&access_token=ya29.abc', 'access_token'],
  ['https://app.example/a?accesstoken=abc', 'accesstoken'],
  ['https://app.example/a?authtoken=abc', 'authtoken'],
  ['https://app.example/a?sessiontoken=abc', 'sessiontoken'],
  ['https://app.example/a?apitoken=abc', 'apitoken'],
  ['https://app.example/a?accesskey=abc', 'accesskey'],
  ['https://drive.example/file/d/1/view?resourcekey=0-abc', 'resourcekey'],
  ['https://app.example/a?passphrase=correct-horse', 'passphrase'],
  ['https://cas.example/app?ticket=ST-1234-abcdef', 'ticket'],
  ['https://app.example/a?page=2;token=abc', 'token'],
  ['https://app.example/a;jsessionid=0A1B2C3D4E5F', 'jsessionid'],
  ['https://app.example/cart;sessionid=abc/items', 'sessionid'],
  ['https://app.example/reset-password/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 'reset-password/…'],
  ['https://app.example/invite/AbC123dEf456GhI789', 'invite/…'],
  ['https://app.example/auth/magic/login/q7Zk2mP9xW4vB8nR', 'magic/…'],
  ['https://app.example/verify-email/550e8400-e29b-41d4-a716-446655440000', 'verify-email/…'],
  ['https://app.example/confirm/3f2a9c1b7d6e5f408a1b', 'confirm/…'],
  ['https://app.example/#/reset/9f86d081884c7d659a2feaa0', 'reset/…'],
  ['https://app.example/a?state=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl', 'state'],
  ['https://app.example/a#x=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl', 'x'],
];

/** Look-alikes that must still shorten at once. */
const SAFE: string[] = [
  'https://shop.example/list?page=2',
  'https://search.example/?q=token+ring',
  'https://blog.example/blog/reset-your-password-tips',
  'https://blog.example/reset/how-to-reset-your-password-in-2024',
  'https://docs.example/invite/team-members',
  'https://news.example/article?author=alice&tokenize=1',
  'https://app.example/#section-token',
  'https://app.example/#/inbox?tab=1',
  'https://shop.example/p;color=red',
  'https://zoo.example/animals?monkey=1&turkey=2',
  'https://jobs.example/?role=secretary',
  'https://shop.example/verify/order',
];

describe('secrets in any part of the address (issue 47, item 2)', () => {
  it.each(SECRET_FORMS)('%s looks secret (“%s”) on every entry path', (url, what) => {
    expect(secretParameter(url)).toBe(what);
    expect(checkShortenable(url)).toMatchObject({ ok: true, secret: what });
    expect(readTypedUrl(url)).toMatchObject({ ok: true, secret: what });
    expect(readTypedUrl(url, 'words')).toMatchObject({ ok: true, secret: what });
    expect(extractUrls(url).secrets).toEqual([{ url: new URL(url).href, parameter: what }]);
  });

  it.each(SAFE)('%s does not, and shortens at once', (url) => {
    expect(secretParameter(url)).toBeNull();
    expect(checkShortenable(url)).not.toHaveProperty('secret');
  });
});

describe('pages of the person’s own network (issue 47), the plain-http consent’s scope', () => {
  it.each([
    ['http://10.1.2.3/admin/users/42/edit', true],
    ['https://192.168.1.20/', true],
    ['http://172.16.0.9/x', true],
    ['http://nas.local/share', true],
    ['http://router.lan/', true],
    ['http://printer.home.arpa/', true],
    ['https://wiki/team', true],
    ['http://[fd12::1]/', true],
    ['http://localhost:3000/', false],
    ['http://127.0.0.1/', false],
    ['https://example.com/', false],
    ['https://172.32.0.1/', false],
  ])('%s → %s', (url, expected) => {
    expect(isPrivatePage(url)).toBe(expected);
    expect(checkShortenable(url)).toMatchObject(expected ? { ok: true, private: true } : { ok: true });
    if (!expected) expect(checkShortenable(url)).not.toHaveProperty('private');
  });
});
