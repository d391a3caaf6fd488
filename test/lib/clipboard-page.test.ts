// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, markdownLink } from '../../lib/clipboard/page';

const setClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

afterEach(() => vi.restoreAllMocks());

describe('copying from an extension page', () => {
  it('uses the Clipboard API', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard(writeText);
    expect(await copyText('https://sho.rt/a')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/a');
  });

  it('falls back to a selected textarea and execCommand, then gives the focus back', async () => {
    setClipboard(async () => {
      throw new DOMException('Document is not focused', 'NotAllowedError');
    });
    let copied = '';
    const exec = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    (document as unknown as { execCommand: typeof exec }).execCommand = exec;
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    expect(await copyText('https://sho.rt/b')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe('https://sho.rt/b');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('says so when neither way works', async () => {
    setClipboard(async () => {
      throw new Error('denied');
    });
    (document as unknown as { execCommand: () => boolean }).execCommand = () => false;
    expect(await copyText('x')).toBe(false);
  });
});

describe('Markdown links', () => {
  it.each([
    ['Example page', 'https://sho.rt/a', '[Example page](https://sho.rt/a)'],
    ['A [draft] \\ note', 'https://sho.rt/a', '[A \\[draft\\] \\\\ note](https://sho.rt/a)'],
    ['  ', 'https://sho.rt/a', '[https://sho.rt/a](https://sho.rt/a)'],
    ['x', 'https://sho.rt/a_(b)', '[x](https://sho.rt/a_%28b%29)'],
    // The server's title is text: Markdown and HTML in it are shown, not read.
    ['*bold* _it_ `code` ~~gone~~ a|b', 'https://sho.rt/a', '[\\*bold\\* \\_it\\_ \\`code\\` \\~\\~gone\\~\\~ a\\|b](https://sho.rt/a)'],
    ['<img src=x onerror=alert(1)> &amp;', 'https://sho.rt/a', '[\\<img src=x onerror=alert(1)\\> \\&amp;](https://sho.rt/a)'],
    ['two\nlines', 'https://sho.rt/a b>', '[two lines](https://sho.rt/a%20b%3E)'],
  ])('%s', (title, url, expected) => {
    expect(markdownLink(title, url)).toBe(expected);
  });
});
