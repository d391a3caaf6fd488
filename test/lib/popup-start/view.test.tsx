// @vitest-environment happy-dom
/**
 * The start's early view of the short link (lib/popup-start/view.ts) and its hand-off to the app:
 * the link shows before the app has loaded, as text, and the app's own view replaces it.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popup } from '../../../components/popup/Popup';
import { startPopup } from '../../../lib/popup-start';
import { prepareEarlyView } from '../../../lib/popup-start/view';
import { activeTab, background, clipboard, configure, fakeClient, link, page, type FakeClient } from '../../components/popup/setup';

const state = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('../../../lib/connection', () => ({ clientOf: vi.fn(() => state.client) }));

let client: FakeClient;
beforeEach(() => {
  client = fakeClient();
  state.client = client;
  document.body.innerHTML = '<div id="early" hidden></div><div id="app"></div>';
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the early view', () => {
  it('is built hidden, then shows the link and the page as text, selected', () => {
    const view = prepareEarlyView(document)!;
    const root = document.getElementById('early')!;
    expect(root.hidden).toBe(true);
    view.show({ shortUrl: 'https://sho.rt/x', existing: false, page: '<img src=x onerror=alert(1)>' });
    expect(root.hidden).toBe(false);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.target')!.textContent).toContain('<img src=x onerror=alert(1)>');
    const field = root.querySelector<HTMLInputElement>('input.short-url')!;
    expect(field.value).toBe('https://sho.rt/x');
    expect(document.activeElement).toBe(field);
    expect(root.querySelector('h2')!.textContent).toBe('Your short link');
  });

  it('is none without its element', () => {
    document.body.innerHTML = '';
    expect(prepareEarlyView(document)).toBeNull();
  });

  it('shows the automatic shorten’s link before the app loads, and the app’s view replaces it', async () => {
    await configure({ shortenOnOpen: true });
    activeTab();
    const copied = clipboard();
    background({ findLinkByUrl: null, linkSaved: undefined, recentLinks: [] });
    client.links.list.mockResolvedValue(page([]));
    client.links.create.mockResolvedValue(link(7));
    const { start, appMayLoad } = startPopup('', document);
    await appMayLoad;
    const early = document.getElementById('early')!;
    expect(early.hidden).toBe(false);
    expect(early.querySelector('input')!.value).toBe('https://sho.rt/a7');
    expect(copied).toHaveBeenCalledWith('https://sho.rt/a7');
    render(<Popup start={start} />, { container: document.getElementById('app')! });
    await vi.waitFor(() => expect(document.getElementById('early')).toBeNull());
    expect(screen.getAllByDisplayValue('https://sho.rt/a7')).toHaveLength(1);
  });
});
