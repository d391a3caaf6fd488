// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BulkView } from '../../../components/bulk/BulkView';
import { ValidationError } from '../../../lib/api/errors';
import type { Link } from '../../../lib/api/schemas';
import { loadBatch, newBatch, saveBatch } from '../../../lib/bulk/batch';
import { registerHandlers } from '../../../lib/messaging/handlers';
import { DEFAULT_SETTINGS, readAllSettings, saveApiKey, saveSettings } from '../../../lib/settings';
import { chooseDefaultPreset, savePreset } from '../../../lib/settings/presets';
import { addProfile, removeProfile } from '../../../lib/settings/profiles';
import { connectionStamp } from '../../../lib/connection/connection';
import { connectTo, fakeClient, serveClient, link, type FakeClient } from '../../fakes/client';

let client: FakeClient;
let existing: Map<string, Link>;
/** Answers the next pageLink with this failure instead. */
let lookupFails: { name: 'UnauthorizedError' | 'RateLimitError'; message: string; retryAfter?: number } | null;
/** What each pageLink asked. */
let asked: Array<{ url: string; profileId?: string }>;
const options = { domainId: 1, spaceId: null, pixelIds: [] };

beforeEach(async () => {
  client = fakeClient();
  await serveClient(client);
  existing = new Map();
  lookupFails = null;
  asked = [];
  let id = 100;
  client.links.create.mockImplementation(async (input: { url: string }) => link(++id, { url: input.url, short_url: `https://sho.rt/n${id}` }));
  fakeBrowser.runtime.sendMessage = (async (message: unknown) =>
    (await fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id })).find((r) => r !== undefined)) as never;
  registerHandlers({
    findPageLinks: async ({ url, profileId }) => {
      asked.push({ url, profileId });
      const error = lookupFails;
      lookupFails = null;
      const found = existing.get(url);
      return error ? { ok: false, error } : { ok: true, value: { links: found ? [found] : [] } };
    },
    searchLinks: async () => ({ ok: false, error: { name: 'NetworkError', message: 'unused' } }),
    searchIndex: async () => [],
    listRecentLinks: async () => [],
    listPageLinks: async () => [],
    indexLink: async () => undefined,
    unindexLink: async () => undefined,
    refreshIndex: async () => ({ ok: true, value: { count: 0 } }),
    getIndexStatus: async () => ({ count: 0, refreshedAt: 0, fullAt: 0 }),
    queueShorten: async () => false,
    cancelQueued: async () => undefined,
  });
  // The fake client's instance, whose version the view learns before it shortens anything.
  await saveSettings({ instanceUrl: 'https://sho.rt', defaultDomainId: 1 });
  await saveApiKey('default', 'secret-key', 'https://sho.rt', true);
});
afterEach(() => cleanup());

const show = () => render(<BulkView connect={connectTo(client)} />);
const paste = async (text: string) => fireEvent.input(await screen.findByLabelText(/URLs to shorten/), { target: { value: text } });
/** Clicks a button once it is enabled (Shorten waits for the user's defaults, Retry for the run to end). */
async function start(name: string) {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}
const row = (url: string) => within(screen.getByText(url).closest('tr')!);

describe('Shorten several URLs: the form', () => {
  it('finds the URLs in pasted text and says what it left out', async () => {
    show();
    await paste('See https://a.org/1, https://a.org/1 and ftp://files.example/x.\nhttps://b.org/2');
    expect(screen.getByText('2 URLs found. 1 repeated, shortened once. 1 can’t be shortened (listed below).')).toBeTruthy();
    expect(screen.getByText('ftp://files.example/x: only http and https addresses can be shortened')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Shorten 2 URLs' })).toBeTruthy();
  });

  it('shows which addresses get https:// before the run, and stores them so', async () => {
    show();
    await paste('example.com/pricing\nhttps://b.org/2');
    expect(screen.getByText('2 URLs found. https:// added to 1 (listed below).')).toBeTruthy();
    expect(screen.getByText('example.com/pricing → https://example.com/pricing')).toBeTruthy();
    expect(client.links.create).not.toHaveBeenCalled();
    await start('Shorten 2 URLs');
    await waitFor(() => expect(client.links.create).toHaveBeenCalledTimes(2));
    expect(client.links.create.mock.calls.map(([input]) => (input as { url: string }).url)).toEqual(['https://example.com/pricing', 'https://b.org/2']);
  });

  it('leaves out an address with a secret-looking parameter unless kept, and sends no user:password@ (issue 39)', async () => {
    show();
    await paste('https://a.org/1\nhttps://a.org/reset?reset_code=9\nhttps://alice:s3cret@b.org/2');
    expect(screen.getByText('1 left out: a part looks secret')).toBeTruthy();
    expect(screen.getByText('https://a.org/reset?reset_code=9: “reset_code” looks secret')).toBeTruthy();
    expect(screen.getByText('https://b.org/2')).toBeTruthy();
    await start('Shorten 2 URLs');
    await waitFor(() => expect(client.links.create).toHaveBeenCalledTimes(2));
    expect(client.links.create.mock.calls.map(([input]) => (input as { url: string }).url)).toEqual(['https://a.org/1', 'https://b.org/2']);
    expect(JSON.stringify(client.links.list.mock.calls)).not.toContain('s3cret');
  });

  it('sends an address with a secret-looking parameter once the person keeps it', async () => {
    show();
    await paste('https://a.org/reset?reset_code=9');
    fireEvent.click(screen.getByLabelText(/Shorten these too/));
    await start('Shorten 1 URLs');
    await waitFor(() => expect(client.links.create).toHaveBeenCalledTimes(1));
  });

  it('refuses a text without URLs, keeping it', async () => {
    show();
    await paste('nothing here');
    await start('Shorten 0 URLs');
    expect((await screen.findByRole('alert')).textContent).toMatch('No http or https address');
    expect((screen.getByLabelText(/URLs to shorten/) as HTMLTextAreaElement).value).toBe('nothing here');
    expect(client.links.create).not.toHaveBeenCalled();
  });

  it('says when the window’s tabs may not be read, and changes nothing', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(false);
    show();
    await paste('https://a.org/1');
    fireEvent.click(screen.getByRole('button', { name: 'Shorten all tabs in this window' }));
    expect(await screen.findByText(/wasn’t allowed to read your tabs/)).toBeTruthy();
    expect((screen.getByLabelText(/URLs to shorten/) as HTMLTextAreaElement).value).toBe('https://a.org/1');
  });

  it('fills the list with the window’s http(s) tabs once allowed', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ url: 'https://a.org/t1' }, { url: 'chrome://newtab/' }, { url: 'http://b.org/t2' }] as never);
    show();
    await screen.findByLabelText(/URLs to shorten/);
    fireEvent.click(screen.getByRole('button', { name: 'Shorten all tabs in this window' }));
    await waitFor(() => expect((screen.getByLabelText(/URLs to shorten/) as HTMLTextAreaElement).value).toBe('https://a.org/t1\nhttp://b.org/t2'));
    expect(request).toHaveBeenCalledWith({ permissions: ['tabs'] });
  });

  it('gives the tabs permission back once it has read the addresses, unless the "already shortened" mark uses it', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    const remove = vi.spyOn(fakeBrowser.permissions, 'remove').mockResolvedValue(true);
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ url: 'https://a.org/t1' }] as never);
    show();
    await screen.findByLabelText(/URLs to shorten/);
    fireEvent.click(screen.getByRole('button', { name: 'Shorten all tabs in this window' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ permissions: ['tabs'] }));
    cleanup();
    remove.mockClear();
    await saveSettings({ showKnownLink: true });
    show();
    await screen.findByLabelText(/URLs to shorten/);
    fireEvent.click(screen.getByRole('button', { name: 'Shorten all tabs in this window' }));
    await waitFor(() => expect((screen.getByLabelText(/URLs to shorten/) as HTMLTextAreaElement).value).toBe('https://a.org/t1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(remove).not.toHaveBeenCalled();
  });
});

describe('Shorten several URLs: the batch', () => {
  it('fills the table as it goes, reuses existing links, lists a 422 with its message, and retries it', async () => {
    existing.set('https://a.org/2', link(7, { url: 'https://a.org/2', short_url: 'https://sho.rt/old' }));
    client.links.create.mockRejectedValueOnce(
      new ValidationError('invalid', { method: 'POST', path: '/api/v1/links', status: 422 }, { url: ['The url format is invalid.'] }),
    );
    show();
    await paste('https://a.org/1\nhttps://a.org/2\nhttps://a.org/3');
    await start('Shorten 3 URLs');
    await screen.findByText('3 of 3 done, 1 failed.');
    expect(row('https://a.org/1').getByText('Failed: The url format is invalid.')).toBeTruthy();
    expect(row('https://a.org/2').getByText('https://sho.rt/old')).toBeTruthy();
    expect(row('https://a.org/2').getByText('Already had this link')).toBeTruthy();
    expect(row('https://a.org/3').getByText('Created')).toBeTruthy();
    await start('Retry failed');
    await screen.findByText('3 of 3 done, 0 failed.');
    expect(row('https://a.org/1').getByText('Created')).toBeTruthy();
    expect(client.links.create).toHaveBeenCalledTimes(3);
    expect((await loadBatch())!.items.map((i) => i.state)).toEqual(['done', 'reused', 'done']);
  });

  it('stops at a refused key, keeping the rest waiting, and goes on with Continue', async () => {
    lookupFails = { name: 'UnauthorizedError', message: 'GET /api/v1/links: Unauthenticated.' };
    show();
    await paste('https://a.org/1 https://a.org/2 https://a.org/3');
    await start('Shorten 3 URLs');
    await screen.findByText('1 of 3 done, 1 failed.');
    expect(row('https://a.org/2').getByText('Waiting')).toBeTruthy();
    await start('Continue');
    await screen.findByText('3 of 3 done, 1 failed.');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('a server that asks to wait for weeks: the wait is ten minutes at most, and Stop ends it at once; keyboard focus goes to Continue', async () => {
    lookupFails = { name: 'RateLimitError', message: 'GET /api/v1/links: 429', retryAfter: 2_147_483 };
    show();
    await paste('https://a.org/1 https://a.org/2');
    await start('Shorten 2 URLs');
    await screen.findByText('Waiting for the server’s rate limit: going on in about 600 s.');
    const stop = screen.getByRole('button', { name: 'Stop' });
    stop.focus();
    fireEvent.click(stop);
    const next = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.queryByText(/Waiting for the server’s rate limit/)).toBeNull();
    expect(row('https://a.org/1').getByText('Waiting')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(client.links.create).not.toHaveBeenCalled();
    expect((await loadBatch())!.items.map((i) => i.state)).toEqual(['waiting', 'waiting']);
    // Continue goes on where it stopped.
    fireEvent.click(next);
    await screen.findByText('2 of 2 done, 0 failed.');
    expect(client.links.create).toHaveBeenCalledTimes(2);
  });

  it('retries one row from its own button', async () => {
    client.links.create.mockRejectedValueOnce(new ValidationError('invalid', { method: 'POST', path: '/api/v1/links', status: 422 }, { url: ['Bad.'] }));
    show();
    await paste('https://a.org/1 https://a.org/2');
    await start('Shorten 2 URLs');
    await screen.findByText('2 of 2 done, 1 failed.');
    await start('Retry https://a.org/1');
    await screen.findByText('2 of 2 done, 0 failed.');
  });

  it('resumes a stored batch, looking up a URL that was sent without an answer before sending it again', async () => {
    const batch = newBatch(client.origin, 'https://a.org/1\nhttps://a.org/2', options, ['https://a.org/1', 'https://a.org/2']);
    batch.items[0] = { url: 'https://a.org/1', state: 'sending', sent: 1 };
    await saveBatch(batch);
    existing.set('https://a.org/1', link(9, { url: 'https://a.org/1', short_url: 'https://sho.rt/landed' }));
    show();
    await screen.findByText('2 of 2 done, 0 failed.');
    expect(row('https://a.org/1').getByText('https://sho.rt/landed')).toBeTruthy();
    expect(client.links.create).toHaveBeenCalledTimes(1);
    expect(client.links.create).toHaveBeenCalledWith({ url: 'https://a.org/2', domain_id: 1 });
  });

  it('left for another view mid-run and opened again, goes on once the first run stopped, making each link once', async () => {
    let id = 200;
    client.links.create.mockImplementation(async (input: { url: string }) => {
      await new Promise((r) => setTimeout(r, 30));
      return link(++id, { url: input.url, short_url: `https://sho.rt/s${id}` });
    });
    const first = show();
    await paste('https://a.org/1 https://a.org/2 https://a.org/3 https://a.org/4');
    await start('Shorten 4 URLs');
    await screen.findByText('1 of 4 done, 0 failed.');
    first.unmount();
    show();
    await screen.findByText('4 of 4 done, 0 failed.');
    expect(client.links.create).toHaveBeenCalledTimes(4);
    expect(screen.queryByText(/running in another Linklet tab/)).toBeNull();
  });

  it('does not resume a batch made for another instance', async () => {
    await saveBatch(newBatch('https://other.example', '', options, ['https://a.org/1']));
    show();
    await screen.findByLabelText(/URLs to shorten/);
    expect(client.links.create).not.toHaveBeenCalled();
  });

  it('copies all as CSV, and starts a new batch with the text of the last one', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show();
    await paste('https://a.org/1');
    await start('Shorten 1 URLs');
    await screen.findByText('1 of 1 done, 0 failed.');
    fireEvent.change(screen.getByLabelText('Copy as'), { target: { value: 'csv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy all' }));
    await screen.findByText('Copied.');
    expect(writeText).toHaveBeenCalledWith('Original,Short link,Status\r\nhttps://a.org/1,https://sho.rt/n101,Created\r\n');
    fireEvent.click(screen.getByRole('button', { name: 'New batch' }));
    expect(((await screen.findByLabelText(/URLs to shorten/)) as HTMLTextAreaElement).value).toBe('https://a.org/1');
    expect(await loadBatch()).toBeNull();
  });

  it('downloads the results as a CSV file through a Blob URL', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (created.push(blob as Blob), 'blob:bulk-1'));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    show();
    await paste('https://a.org/1');
    await start('Shorten 1 URLs');
    await screen.findByText('1 of 1 done, 0 failed.');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(clicked[0]).toMatchObject({ href: 'blob:bulk-1', download: 'linklet-links.csv' });
    expect(await created[0]!.text()).toBe('Original,Short link,Status\r\nhttps://a.org/1,https://sho.rt/n101,Created\r\n');
  });

  it('leaves a batch another Linklet page is running to that page', async () => {
    const request = vi.fn(async (_name: string, _options: unknown, run: (lock: unknown) => Promise<unknown>) => run(null));
    const before = Object.getOwnPropertyDescriptor(navigator, 'locks');
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      await saveBatch(newBatch(client.origin, '', options, ['https://a.org/1']));
      show();
      expect((await screen.findByRole('alert')).textContent).toBe('This batch is running in another Linklet tab; its results show there.');
      expect(client.links.create).not.toHaveBeenCalled();
    } finally {
      if (before) Object.defineProperty(navigator, 'locks', before);
      else delete (navigator as { locks?: unknown }).locks;
    }
  });
});

describe('Shorten several URLs: profile and preset', () => {
  const preset = { id: 's-news', name: 'Newsletter', domainId: 2, spaceId: 4, pixelIds: [7], utm: { source: 'news', campaign: 'spring sale' } };
  const activeId = async () => (await readAllSettings()).activeProfileId;

  it('a chosen preset fills domain, space and pixels and tags each URL before it is looked up and stored; the batch keeps it', async () => {
    await savePreset(await activeId(), preset);
    show();
    await paste('https://a.org/1?x=1#top\nhttps://a.org/2');
    expect(screen.queryByText(/Each URL gets/)).toBeNull();
    fireEvent.change(await screen.findByLabelText('Preset'), { target: { value: 's-news' } });
    expect(screen.getByText('Each URL gets these parameters before it is shortened: utm_source=news, utm_campaign=spring sale')).toBeTruthy();
    await start('Shorten 2 URLs');
    await screen.findByText('2 of 2 done, 0 failed.');
    const tagged = 'https://a.org/1?x=1&utm_source=news&utm_campaign=spring%20sale#top';
    expect(asked.map((a) => a.url)).toEqual([tagged, 'https://a.org/2?utm_source=news&utm_campaign=spring%20sale']);
    expect(client.links.create).toHaveBeenCalledWith({ url: tagged, domain_id: 2, space_id: 4, pixel_ids: [7] });
    // The table lists what was pasted.
    expect(row('https://a.org/1?x=1#top').getByText('Created')).toBeTruthy();
    expect((await loadBatch())!.options).toEqual({ profileId: await activeId(), presetId: 's-news', utm: preset.utm, domainId: 2, spaceId: 4, pixelIds: [7] });
  });

  it('starts with the profile’s default preset, and None goes back to its defaults', async () => {
    await savePreset(await activeId(), preset);
    await chooseDefaultPreset(await activeId(), 's-news');
    show();
    const select = (await screen.findByLabelText('Preset')) as HTMLSelectElement;
    expect(select.value).toBe('s-news');
    fireEvent.change(select, { target: { value: '' } });
    await paste('https://a.org/1');
    await start('Shorten 1 URLs');
    await screen.findByText('1 of 1 done, 0 failed.');
    expect(client.links.create).toHaveBeenCalledWith({ url: 'https://a.org/1', domain_id: 1 });
  });

  it('shows no Profile choice with one profile', async () => {
    show();
    await screen.findByLabelText(/URLs to shorten/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shorten 0 URLs' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByLabelText('Profile')).toBeNull();
  });

  describe('with a second profile', () => {
    let work: FakeClient;
    let workId: string;
    const connect = (profileId?: string) => (profileId === workId ? connectTo(work) : connectTo(client))();
    beforeEach(async () => {
      work = fakeClient();
      Object.assign(work, { baseUrl: 'https://work.example', origin: 'https://work.example' });
      work.links.create.mockImplementation(async (input: { url: string }) => link(500, { url: input.url, short_url: 'https://work.example/w1' }));
      workId = (
        await addProfile('Work', {
          instanceUrl: 'https://work.example',
          defaultDomainId: 5,
          presets: [{ ...preset, id: 's-work', name: 'Work links', domainId: 6 }],
        })
      ).id;
    });

    it('shortens through the chosen profile’s connection, asks its duplicates of it, and offers its presets', async () => {
      render(<BulkView connect={connect} />);
      const profiles = await screen.findByLabelText('Profile');
      expect(screen.queryByLabelText('Preset')).toBeNull();
      fireEvent.change(profiles, { target: { value: workId } });
      const presets = (await screen.findByLabelText('Preset')) as HTMLSelectElement;
      expect([...presets.options].map((o) => o.text)).toEqual(['None', 'Work links']);
      await paste('https://a.org/1');
      await start('Shorten 1 URLs');
      await screen.findByText('1 of 1 done, 0 failed.');
      expect(work.links.create).toHaveBeenCalledWith({ url: 'https://a.org/1', domain_id: 5 });
      expect(client.links.create).not.toHaveBeenCalled();
      expect(asked).toEqual([{ url: 'https://a.org/1', profileId: workId }]);
      expect(await loadBatch()).toMatchObject({ origin: 'https://work.example', options: { profileId: workId } });
    });

    it('says so, keeping the list, when the chosen profile has no key', async () => {
      const noKey = async (profileId?: string) =>
        profileId === workId ? { ready: false as const, settings: DEFAULT_SETTINGS, missing: 'key' as const } : connectTo(client)();
      render(<BulkView connect={noKey} />);
      fireEvent.change(await screen.findByLabelText('Profile'), { target: { value: workId } });
      await paste('https://a.org/1');
      await start('Shorten 1 URLs');
      expect((await screen.findByText(/profile was removed or has no API key/)).closest('[role="alert"]')).toBeTruthy();
      expect((screen.getByLabelText(/URLs to shorten/) as HTMLTextAreaElement).value).toBe('https://a.org/1');
      expect(client.links.create).not.toHaveBeenCalled();
      expect(await loadBatch()).toBeNull();
    });

    it('resumes a stored batch of that profile through its connection, whichever profile is active', async () => {
      await saveBatch(newBatch('https://work.example', '', { ...options, profileId: workId }, ['https://a.org/1']));
      render(<BulkView connect={connect} />);
      await screen.findByText('1 of 1 done, 0 failed.');
      expect(work.links.create).toHaveBeenCalledTimes(1);
      expect(client.links.create).not.toHaveBeenCalled();
    });

    it('does not resume a batch whose profile now names another instance', async () => {
      await saveBatch(newBatch('https://old.example', '', { ...options, profileId: workId }, ['https://a.org/1']));
      render(<BulkView connect={connect} />);
      await screen.findByLabelText(/URLs to shorten/);
      expect(work.links.create).not.toHaveBeenCalled();
    });

    describe('its connection gone while its batch runs (issue 29)', () => {
      /** The Work connection as storage gives it now (a stamp of its profile, address and key). */
      const stamped = async () => ({
        ...(await connectTo(work)()),
        settings: { ...DEFAULT_SETTINGS, profileId: workId, instanceUrl: 'https://work.example' },
        stamp: await connectionStamp(workId),
      });
      const running = async () => {
        await saveApiKey(workId, 'work-key', 'https://work.example', true);
        const stamp = await stamped();
        // The first lookup is refused with a long wait: the run waits, holding Work's client.
        lookupFails = { name: 'RateLimitError', message: '429', retryAfter: 300 };
        await saveBatch(newBatch('https://work.example', '', { ...options, profileId: workId }, ['https://a.org/1', 'https://a.org/2']));
        render(<BulkView connect={async (profileId?: string) => (profileId === workId ? stamp : connectTo(client)())} />);
        await screen.findByText(/Waiting for the server’s rate limit/);
      };

      it.each([
        ['removed', () => removeProfile(workId)],
        ['given another key', () => saveApiKey(workId, 'someone-elses-key', 'https://work.example', true)],
        ['pointed at another instance', () => saveSettings({ instanceUrl: 'https://elsewhere.example' }, workId)],
      ])('its profile %s: the run stops at once, says why, and its client makes nothing more', async (_, change) => {
        await running();
        await change();
        expect((await screen.findByRole('alert')).textContent).toBe('The batch’s profile was removed or has no API key: start a new batch.');
        expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(work.links.create).not.toHaveBeenCalled();
        expect(asked).toHaveLength(1);
      });

      it("another profile's change leaves it running", async () => {
        await running();
        await saveSettings({ defaultDomainId: 3 });
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(screen.queryByRole('alert')?.textContent ?? null).toBeNull();
        expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
      });
    });
  });
});
