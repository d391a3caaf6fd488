import { describe, expect, it } from 'vitest';
import { hostAndPath, pixelNames, selectionText, shortText, spaceText, titleOf } from '../../../lib/manager/link-text';
import { link } from '../../fakes/client';

describe('titleOf', () => {
  it.each([
    ['Summer sale', 'https://shop.example/summer', { text: 'Summer sale', fallback: false }],
    ['  ', 'https://www.example.com/pricing?plan=team#faq', { text: 'www.example.com/pricing', fallback: true }],
    [null, 'https://example.com/', { text: 'example.com', fallback: true }],
    [undefined, 'http://127.0.0.1:8050/a/b', { text: '127.0.0.1/a/b', fallback: true }],
    [null, 'not a url', { text: 'not a url', fallback: true }],
  ])('title %j of %s reads %j', (title, url, shown) => {
    expect(titleOf({ title, url })).toEqual(shown);
  });

  it('hostAndPath keeps the path as the URL writes it', () => {
    expect(hostAndPath('https://example.com/caf%C3%A9')).toBe('example.com/caf%C3%A9');
  });
});

describe('selectionText', () => {
  const header = ['Short link', 'Destination', 'Title'] as const;
  const links = [
    link(1, { short_url: 'https://sho.rt/a', url: 'https://a.org/x', title: 'A, "quoted"' }),
    link(2, { short_url: 'https://sho.rt/b', url: 'https://b.org/', title: null }),
  ];

  it('copies the short links one a line', () => {
    expect(selectionText('lines', links, header)).toBe('https://sho.rt/a\nhttps://sho.rt/b');
  });

  it('copies a Markdown table of short link, destination and title', () => {
    expect(selectionText('markdown', links, header)).toBe(
      '| Short link | Destination | Title |\n| --- | --- | --- |\n| https://sho.rt/a | https://a.org/x | A, "quoted" |\n| https://sho.rt/b | https://b.org/ |  |',
    );
  });

  it('copies CSV, quoted where needed', () => {
    expect(selectionText('csv', links, header)).toBe(
      'Short link,Destination,Title\r\nhttps://sho.rt/a,https://a.org/x,"A, ""quoted"""\r\nhttps://sho.rt/b,https://b.org/,\r\n',
    );
  });
});

describe('how the table names a link’s short URL, space and pixels', () => {
  it.each([
    ['https://sho.rt/summer-sale', 'sho.rt/summer-sale'],
    ['http://127.0.0.1/abc', '127.0.0.1/abc'],
    ['HTTPS://Go.Example.com/x', 'Go.Example.com/x'],
    ['http://127.0.0.1:8012/seed3000', '127.0.0.1:8012/seed3000'],
  ])('%s shows as %s', (url, shown) => {
    expect(shortText(url)).toBe(shown);
  });

  it('names the space and pixels from the link, else from the instance’s lists, else by number', () => {
    const known = [
      { id: 4, name: 'Campaigns' },
      { id: 7, name: 'GA site' },
    ];
    expect(spaceText(link(1, { space: { id: 2, name: 'Personal' } }), known)).toBe('Personal');
    expect(spaceText(link(1, { space: 4 }), known)).toBe('Campaigns');
    expect(spaceText(link(1, { space: null, space_id: 9 }), known)).toBe('#9');
    expect(spaceText(link(1, { space: null }), known)).toBe('');
    expect(pixelNames(link(1, { pixels: [{ id: 1, name: 'FB main' }, 7, { id: 8 }] }), known)).toEqual(['FB main', 'GA site', '#8']);
  });
});
