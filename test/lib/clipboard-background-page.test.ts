// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { copyInBackgroundPage } from '../../lib/clipboard/copy';

// Firefox: the background is a page with a DOM and no offscreen API; it copies itself
// (`copyFromBackground` picks this in Firefox builds).
describe('copyFromBackground (Firefox: the background page)', () => {
  it('writes the text with the Clipboard API, no offscreen document involved', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await copyInBackgroundPage('https://sho.rt/a');
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/a');
  });
});
