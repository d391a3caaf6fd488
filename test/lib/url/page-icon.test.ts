import { describe, expect, it } from 'vitest';
import { MAX_DATA_ICON_CHARS, pageIconUrl } from '../../../lib/url/page-icon';

const PAGE = 'https://www.railway-stories.com/night-trains';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('pageIconUrl', () => {
  it.each([
    ['a data: image', { url: PAGE, favIconUrl: PNG }, PAGE, PNG],
    [
      'an https icon on the page’s own origin',
      { url: PAGE, favIconUrl: 'https://www.railway-stories.com/favicon.ico' },
      PAGE,
      'https://www.railway-stories.com/favicon.ico',
    ],
    ['an icon on another host (a CDN would learn the user opened Linklet)', { url: PAGE, favIconUrl: 'https://cdn.example.net/favicon.ico' }, PAGE, undefined],
    [
      'an http icon',
      { url: 'http://www.railway-stories.com/', favIconUrl: 'http://www.railway-stories.com/favicon.ico' },
      'http://www.railway-stories.com/',
      undefined,
    ],
    ['a browser-internal icon', { url: PAGE, favIconUrl: 'chrome://favicon/https://www.railway-stories.com/' }, PAGE, undefined],
    ['a data: URL that is not an image', { url: PAGE, favIconUrl: 'data:text/html,<script>alert(1)</script>' }, PAGE, undefined],
    ['a card about another page than the tab’s', { url: PAGE, favIconUrl: PNG }, 'https://example.org/typed', undefined],
    ['a tab without an icon', { url: PAGE }, PAGE, undefined],
    ['a tab whose address is hidden', { favIconUrl: PNG }, PAGE, undefined],
    ['an unparseable icon address', { url: PAGE, favIconUrl: 'not a url' }, PAGE, undefined],
  ])('%s', (_, tab, linkUrl, expected) => {
    expect(pageIconUrl(tab, linkUrl)).toBe(expected);
  });

  it('refuses a data: icon over its bound, and takes one at it', () => {
    const at = `data:image/png;base64,${'A'.repeat(MAX_DATA_ICON_CHARS - 'data:image/png;base64,'.length)}`;
    expect(pageIconUrl({ url: PAGE, favIconUrl: at }, PAGE)).toBe(at);
    expect(pageIconUrl({ url: PAGE, favIconUrl: `${at}A` }, PAGE)).toBeUndefined();
  });
});
