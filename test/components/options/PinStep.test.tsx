// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PinStep } from '../../../components/options/PinStep';
import { fakeToolbar, restoreToolbar } from '../../fakes/toolbar';

// The first run's "Pin Linklet": the way to pin, until the browser says the button is pinned.
afterEach(() => {
  cleanup();
  restoreToolbar();
});

function browserWith(isOnToolbar: boolean | undefined) {
  const browser = fakeToolbar(isOnToolbar === undefined ? {} : { isOnToolbar });
  /** The step listens to the browser (its effect ran). */
  return { ...browser, listening: () => waitFor(() => expect(browser.listeners.size).toBe(1)) };
}

const DONE = 'Done: Linklet’s button is pinned to the toolbar, one click from any page.';
const howTo = () => screen.queryByRole('img', { name: /Where to pin Linklet/ });

describe('"Pin Linklet"', () => {
  it('shows how to pin while the button is not pinned, and says it is done once the user pins it', async () => {
    const browser = browserWith(false);
    render(<PinStep />);
    expect(screen.getByRole('heading', { name: 'Pin Linklet' })).toBeTruthy();
    expect(howTo()).toBeTruthy();
    expect(screen.getByText(/until you pin it/)).toBeTruthy();
    await browser.listening();
    browser.pin(true);
    expect(await screen.findByText(DONE)).toBeTruthy();
    expect(howTo()).toBeNull();
    // In a live region, so the change is announced.
    expect(screen.getByText(DONE).closest('[aria-live="polite"]')).toBeTruthy();
    browser.pin(false);
    expect(await screen.findByRole('img', { name: /Where to pin Linklet/ })).toBeTruthy();
    expect(screen.queryByText(DONE)).toBeNull();
  });

  it('says it is done at once when the button is pinned already', async () => {
    browserWith(true);
    render(<PinStep />);
    expect(await screen.findByText(DONE)).toBeTruthy();
    expect(howTo()).toBeNull();
  });

  it('keeps the way to pin when the browser cannot tell', async () => {
    browserWith(undefined);
    render(<PinStep />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(howTo()).toBeTruthy();
    expect(screen.queryByText(DONE)).toBeNull();
  });
});
