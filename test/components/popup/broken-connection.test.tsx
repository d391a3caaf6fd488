// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError, InvalidResponseError } from '../../../lib/api/errors';
import { activeTab, background, clipboard, configure, fakeClient, type FakeClient } from './setup';
import { PopupUnderTest } from './popup-under-test';
import { serveFactsFrom } from '../../fakes/facts';

// A broken connection (seen on the popup's first request, the page's duplicate check) replaces
// the form with what is wrong, in the settings' words, and the fix: never an empty form whose
// "Choose…" domain looks like the user's to fix.

let client: FakeClient;
beforeEach(async () => {
  client = fakeClient();
  serveFactsFrom(client);
  clipboard();
  activeTab();
  background({ listPageLinks: [], listRecentLinks: [] });
  await configure();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const where = { method: 'GET', path: '/api/v1/links' };
const open = () => render(<PopupUnderTest search="" client={client} />);

function hostAccess(granted: boolean) {
  const permissions = { contains: vi.fn(async () => granted), request: vi.fn(async () => true) };
  (fakeBrowser as unknown as { permissions: unknown }).permissions = permissions;
  return permissions;
}

async function brokenView() {
  await screen.findByRole('heading', { name: 'Linklet cannot use your instance' });
  expect(screen.queryByRole('button', { name: 'Shorten' })).toBeNull();
  expect(screen.queryByLabelText('Domain')).toBeNull();
  return screen.getByRole('alert').textContent ?? '';
}

describe('the popup when the connection is broken', () => {
  it.each([
    ['the key was rejected', new ApiError('UnauthorizedError', '401 Unauthenticated.', { ...where, status: 401 }), 'The server rejected the API key.'],
    ['not a link API', new InvalidResponseError('an HTML page', { ...where, status: 200 }), 'The server does not answer like a link-shortening API.'],
  ])('%s: the settings’ words and "Open settings"', async (_, error, words) => {
    hostAccess(true);
    const openOptionsPage = vi.fn(async () => undefined);
    fakeBrowser.runtime.openOptionsPage = openOptionsPage;
    client.links.list.mockRejectedValue(error);
    open();
    expect(await brokenView()).toContain(words);
    fireEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(openOptionsPage).toHaveBeenCalled();
    expect(client.links.create).not.toHaveBeenCalled();
  });

  it('the plan has no API access: said, with no button that cannot help', async () => {
    hostAccess(true);
    client.links.list.mockRejectedValue(new ApiError('ForbiddenError', '403', { ...where, status: 403 }));
    open();
    expect(await brokenView()).toContain("your account's plan does not include API access");
    expect(screen.queryByRole('button', { name: 'Open settings' })).toBeNull();
  });

  it('the server could not be reached (with access: no probe): the form stays, with "Try again" and the offline queue', async () => {
    hostAccess(true);
    client.links.list.mockRejectedValue(new ApiError('NetworkError', 'network error', where));
    open();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Could not reach the server'));
    expect(screen.queryByRole('heading', { name: 'Linklet cannot use your instance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Shorten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Shorten when back online' })).toBeTruthy();
  });

  it('the server refused the cross-origin request: "Grant access" asks for the instance', async () => {
    const permissions = hostAccess(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    client.links.list.mockRejectedValue(new ApiError('NetworkError', 'network error (Failed to fetch)', where));
    open();
    expect(await brokenView()).toContain('The server refused the cross-origin request.');
    fireEvent.click(screen.getByRole('button', { name: 'Grant access' }));
    expect(permissions.request).toHaveBeenCalledWith({ origins: ['https://sho.rt/*'] });
  });

  it('a passing failure (a server error) keeps the form, with its own "Try again" where it applies', async () => {
    hostAccess(true);
    client.links.list.mockRejectedValue(new ApiError('ServerError', '500', { ...where, status: 500 }));
    open();
    await screen.findByRole('button', { name: 'Shorten' });
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.queryByRole('heading', { name: 'Linklet cannot use your instance' })).toBeNull();
  });

  it('no key saved: says how to start, with "Open settings"', async () => {
    await fakeBrowser.storage.local.remove('apiKey');
    open();
    await screen.findByRole('heading', { name: 'Connect Linklet to your instance' });
    expect(screen.getByRole('button', { name: 'Open settings' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Shorten' })).toBeNull());
  });
});
