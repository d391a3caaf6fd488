// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsPage, viewFor } from '../../../components/options/OptionsPage';
import type { OptionsView } from '../../../components/options/views';
import { fakeApi } from './fake-api';
import { installFakePermissions } from './fake-permissions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  location.hash = '';
});

describe('options page', () => {
  it('has the brand, a nav with "Settings" as the current view, and the settings view under its title', async () => {
    installFakePermissions();
    fakeApi();
    render(<OptionsPage welcome={false} />);
    expect(screen.getByText('Linklet').closest('.brand')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(document.title).toBe('Linklet settings');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const link = screen.getByRole('link', { name: 'Settings' });
    expect(nav.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('#settings');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByLabelText('Instance URL')).toBeTruthy();
  });

  it('opens on Settings, not a blank page, for a hash that is not valid percent-encoding', async () => {
    installFakePermissions();
    fakeApi();
    location.hash = '#%E0%A4%A';
    render(<OptionsPage welcome={false} />);
    expect(await screen.findByLabelText('Instance URL')).toBeTruthy();
  });

  it('passes the first-run welcome to the view', async () => {
    installFakePermissions();
    fakeApi();
    render(<OptionsPage welcome />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Linklet' })).toBeTruthy();
  });

  it('heads the Links manager as itself, in the page and in the window’s title', async () => {
    installFakePermissions();
    fakeApi();
    location.hash = '#links';
    render(<OptionsPage welcome={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Links' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Linklet settings' })).toBeNull();
    expect(document.title).toBe('Links · Linklet');
  });
});

describe('viewFor', () => {
  const view = (id: string): OptionsView => ({ id, label: () => id, Component: () => null });
  const views = [view('settings'), view('links'), view('pixels')];

  it.each([
    ['', 'settings'],
    ['#links', 'links'],
    ['#pixels?search=fb&page=2', 'pixels'],
    ['#unknown', 'settings'],
    ['#settings', 'settings'],
    ['#%E0%A4%A', 'settings'],
  ])('%j → %s', (hash, id) => {
    expect(viewFor(hash, views).id).toBe(id);
  });
});
