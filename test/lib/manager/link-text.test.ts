import { describe, expect, it } from 'vitest';
import { hostAndPath, selectionText, titleOf } from '../../../lib/manager/link-text';
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
  const links = [link(1, { short_url: 'https://sho.rt/a', url: 'https://a.org/x', title: 'A, "quoted"' }), link(2, { short_url: 'https://sho.rt/b', url: 'https://b.org/', title: null })];

  it('copies the short links one a line', () => {
    expect(selectionText('lines', links, header)).toBe('https://sho.rt/a\nhttps://sho.rt/b');
  });

  it('copies a Markdown table of short link, destination and title', () => {
    expect(selectionText('markdown', links, header)).toBe(
      '| Short link | Destination | Title |\n| --- | --- | --- |\n| https://sho.rt/a | https://a.org/x | A, "quoted" |\n| https://sho.rt/b | https://b.org/ |  |',
    );
  });

  it('copies CSV, quoted where needed', () => {
    expect(selectionText('csv', links, header)).toBe('Short link,Destination,Title\r\nhttps://sho.rt/a,https://a.org/x,"A, ""quoted"""\r\nhttps://sho.rt/b,https://b.org/,\r\n');
  });
});
