// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import type { ComponentProps } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PixelPicker } from '../../../components/link-fields/PixelPicker';
import { pixelTypeName } from '../../../components/link-fields/pixel-option';

afterEach(() => cleanup());

type Props = ComponentProps<typeof PixelPicker>;
const PIXELS = [
  { id: 3, name: 'FB main', type: 'facebook' },
  { id: 4, name: '', type: null },
];

function show(props: Partial<Props> = {}) {
  const values: number[][] = [];
  render(<PixelPicker pixels={PIXELS} value={[]} onValue={(v) => values.push(v)} {...props} />);
  return values;
}

describe('PixelPicker', () => {
  it('is a group of checkboxes by name and type (#id without a name), named "Pixels" by default', () => {
    show({ value: [4] });
    const group = screen.getByRole('group', { name: 'Pixels' });
    expect((within(group).getByLabelText('FB main (Facebook)') as HTMLInputElement).checked).toBe(false);
    expect((within(group).getByLabelText('#4') as HTMLInputElement).checked).toBe(true);
  });

  it('adds and removes ids as boxes are ticked, each click from the one before even before the page renders it', () => {
    // The parent here never renders the new value: the second click still counts the first.
    const values = show({ value: [4] });
    fireEvent.click(screen.getByLabelText('FB main (Facebook)'));
    fireEvent.click(screen.getByLabelText('#4'));
    expect(values).toEqual([[4, 3], [3]]);
  });

  it('keeps selected ids the list lacks, so they can be removed', () => {
    const values = show({ pixels: [], value: [9] });
    expect(screen.queryByText('No pixels yet.')).toBeNull();
    fireEvent.click(screen.getByLabelText('#9'));
    expect(values).toEqual([[]]);
  });

  it.each([
    [null, 'Loading pixels…'],
    ['failed', 'The pixels could not be loaded.'],
    [[], 'No pixels yet.'],
  ] as const)('says how the list is (%s)', (pixels, text) => {
    show({ pixels });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('takes its own name and "none" text, and says nothing of loading when the page does (quiet)', () => {
    const { rerender } = render(
      <PixelPicker legend="Default pixels" noneText="No pixels on this account." quiet pixels={null} value={[]} onValue={() => undefined} />,
    );
    const group = screen.getByRole('group', { name: 'Default pixels' });
    expect(group.textContent).toBe('Default pixels');
    rerender(<PixelPicker legend="Default pixels" noneText="No pixels on this account." quiet pixels={[]} value={[]} onValue={() => undefined} />);
    expect(screen.getByText('No pixels on this account.')).toBeTruthy();
  });

  it('announces its error with the group', () => {
    show({ id: 'pixels', error: 'Unknown pixel.' });
    const group = screen.getByRole('group', { name: 'Pixels' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Unknown pixel.');
  });
});

describe('PixelPicker with many pixels', () => {
  const TYPES = ['facebook', 'google-analytics', 'tiktok', 'linkedin'];
  const forty = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, name: `Pixel ${i + 1}`, type: TYPES[i % 4]! }));

  it('above eight, adds a filter by name or type and says how many are selected; filtering hides, never unselects', async () => {
    const values = show({ id: 'pixels', pixels: forty, value: [2, 40] });
    const filter = await screen.findByLabelText('Filter pixels');
    const count = document.getElementById(filter.getAttribute('aria-describedby')!)!;
    expect(count.textContent).toBe('2 of 40 selected.');
    fireEvent.input(filter, { target: { value: 'tiktok' } });
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    fireEvent.input(filter, { target: { value: 'pixel 1' } });
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual([
      'Pixel 1 (Facebook)',
      ...Array.from({ length: 10 }, (_, i) => `Pixel ${10 + i} (${pixelTypeName(TYPES[(9 + i) % 4])})`),
    ]);
    fireEvent.click(screen.getByLabelText('Pixel 1 (Facebook)'));
    expect(values).toEqual([[2, 40, 1]]);
    fireEvent.input(filter, { target: { value: 'nothing like it' } });
    expect(count.textContent).toBe('2 of 40 selected. No pixel matches the filter.');
  });

  it('up to eight, is the plain list', async () => {
    show({ pixels: forty.slice(0, 8) });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByLabelText('Filter pixels')).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
  });
});
