import { describe, expect, it, vi } from 'vitest';
import { isOpenable, openInNewTab } from '../../../lib/manager/open-url';

describe('opening a URL from a list', () => {
  it.each([
    ['https://sho.rt/a', true],
    ['http://127.0.0.1:8080/x', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['chrome://settings', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
    ['', false],
  ])('%s openable: %s', (url, ok) => {
    expect(isOpenable(url)).toBe(ok);
  });

  it('opens http(s) in a new tab without giving it a handle on this page', () => {
    const open = vi.fn();
    expect(openInNewTab('https://sho.rt/a', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://sho.rt/a', '_blank', 'noopener');
  });

  it('never opens another scheme', () => {
    const open = vi.fn();
    expect(openInNewTab('javascript:alert(1)', open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
