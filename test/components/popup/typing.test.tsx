// @vitest-environment happy-dom
/**
 * No typed character is lost: every change is applied to the form as it is then, however many
 * land in one task, and the page's draft (what was typed here last time) can never arrive after
 * the user typed, as the popup renders only once it is read.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { instanceFacts, storeFacts } from '../../fakes/client';
import { PopupUnderTest } from './popup-under-test';
import { background, configuredPopup, type FakeClient, link, PAGE_URL } from './setup';

let client: FakeClient;
beforeEach(async () => {
  client = await configuredPopup();
  await storeFacts(instanceFacts(44));
  background({ listPageLinks: [], indexLink: undefined });
  client.links.create.mockResolvedValue(link(5));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('typing is never lost', () => {
  it('a draft read late (storage slow to answer) is in place before anything can be typed; what is typed then is sent with it', async () => {
    await fakeBrowser.storage.session.set({
      drafts: { [PAGE_URL]: { form: { url: PAGE_URL, domainId: '1', alias: 'from-draft', clickLimit: '40' }, errors: {}, savedAt: 1 } },
    });
    const read = fakeBrowser.storage.session.get.bind(fakeBrowser.storage.session);
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(fakeBrowser.storage.session, 'get').mockImplementation((async (keys: never) => {
      await slow;
      return read(keys);
    }) as never);
    render(<PopupUnderTest client={client} />);
    await new Promise((r) => setTimeout(r, 50));
    // Nothing to type into while the draft is on its way.
    expect(screen.queryByLabelText('Alias')).toBeNull();
    release();
    const alias = await screen.findByLabelText('Alias');
    // Typed, and Shorten pressed, in the same task as the form appeared.
    fireEvent.input(alias, { target: { value: 'typed-now' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await waitFor(() => expect(client.links.create).toHaveBeenCalledTimes(1));
    expect(client.links.create).toHaveBeenCalledWith(expect.objectContaining({ url: PAGE_URL, domain_id: 1, alias: 'typed-now', expiration_clicks: 40 }));
  });

  it('changes made in one task (a field, "Add rotation URL", the next field, Shorten) all reach the request', async () => {
    render(<PopupUnderTest client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    const type = await screen.findByLabelText('Targeting type');
    fireEvent.change(type, { target: { value: 'rotation' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add rotation URL' }));
    await screen.findByLabelText('Rotation URL 1');
    // All in one task, with no render between them (as a fast typist on a slow laptop).
    act(() => {
      fireEvent.input(field('Rotation URL 1'), { target: { value: 'https://example.com/r1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add rotation URL' }));
      fireEvent.input(field('Alias'), { target: { value: 'rotating' } });
    });
    fireEvent.input(await screen.findByLabelText('Rotation URL 2'), { target: { value: 'https://example.com/r2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await waitFor(() => expect(client.links.create).toHaveBeenCalledTimes(1));
    expect(client.links.create).toHaveBeenCalledWith(
      expect.objectContaining({ alias: 'rotating', target_type: 4, rotation: [{ value: 'https://example.com/r1' }, { value: 'https://example.com/r2' }] }),
    );
  });

  it('typing while the draft of the last keystroke is still being saved keeps every keystroke', async () => {
    render(<PopupUnderTest client={client} />);
    const alias = await screen.findByLabelText('Alias');
    const write = fakeBrowser.storage.session.set.bind(fakeBrowser.storage.session);
    vi.spyOn(fakeBrowser.storage.session, 'set').mockImplementation((async (items: never) => {
      await new Promise((r) => setTimeout(r, 20));
      return write(items);
    }) as never);
    for (const text of ['a', 'ab', 'abc']) fireEvent.input(alias, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await waitFor(() => expect(client.links.create).toHaveBeenCalledWith(expect.objectContaining({ alias: 'abc' })));
  });
});
