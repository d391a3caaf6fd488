// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DefaultsSection } from '../../../components/options/DefaultsSection';
import { DEFAULT_SETTINGS, readSettings } from '../../../lib/settings';

afterEach(cleanup);

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the defaults on the settings page', () => {
  it('keep each choice on screen while it is saved, and the next choice builds on it', async () => {
    // The stored settings reach the page late (they never do here): what was clicked must show
    // at once and stay, whatever renders in between.
    render(<DefaultsSection settings={{ ...DEFAULT_SETTINGS, shortenOnOpen: true, autoCopy: true }} stamp={0} />);
    fireEvent.click(box('Let me choose before shortening'));
    expect(box('Let me choose before shortening').checked).toBe(true);
    fireEvent.click(box('Copy the short link automatically'));
    expect(box('Copy the short link automatically').checked).toBe(false);
    await waitFor(async () => expect(await readSettings()).toMatchObject({ shortenOnOpen: false, autoCopy: false }));
    await screen.findAllByText('Saved.');
    // A render after the saves (their notes) still shows both choices.
    expect(box('Let me choose before shortening').checked).toBe(true);
    expect(box('Copy the short link automatically').checked).toBe(false);
  });
});
