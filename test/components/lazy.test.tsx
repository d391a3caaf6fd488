// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { lazy } from '../../components/lazy';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('a lazily loaded part (the managers, statistics, QR)', () => {
  it('says it is loading, then renders with its props; once loaded it renders at once', async () => {
    let calls = 0;
    const Part = lazy(async () => {
      calls++;
      return Hello;
    }, 'popupLoadFailed');
    render(<Part name="Ada" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    cleanup();
    render(<Part name="Bo" />);
    // No loading line the second time, and no second fetch.
    expect(screen.getByText('Hello Bo')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('a file that cannot load is an alert in the page’s words, and the next render tries again', async () => {
    let fail = true;
    const Part = lazy(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return Hello;
    }, 'managerViewFailed');
    render(<Part name="Ada" />);
    expect((await screen.findByRole('alert')).textContent).toBe('This view could not be loaded. Reload the page and try again.');
    cleanup();
    fail = false;
    render(<Part name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });
});
