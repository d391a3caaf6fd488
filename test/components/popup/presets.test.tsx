// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { activeTab, background, configure, fakeClient, link, PAGE_URL, pixel, page, type FakeClient } from './setup';
import { PopupUnderTest } from './popup-under-test';
import { serveFactsFrom } from '../../fakes/facts';

const NEWS = {
  id: 's-news',
  name: 'Newsletter',
  domainId: 2,
  spaceId: null,
  pixelIds: [5],
  utm: { source: 'news', medium: 'email', extra: [{ key: 'ref', value: 'nl' }] },
};
const SOCIAL = { id: 's-social', name: 'Social', domainId: null, spaceId: null, pixelIds: [], utm: { source: 'social' } };
const NEWS_URL = `${PAGE_URL}?utm_source=news&utm_medium=email&ref=nl`;

let client: FakeClient;
beforeEach(async () => {
  client = fakeClient();
  client.domains.list.mockResolvedValue(
    page([
      { id: 1, name: 'sho.rt' },
      { id: 2, name: 'go.example' },
    ]),
  );
  client.pixels.list.mockResolvedValue(page([pixel(5)]));
  serveFactsFrom(client);
  activeTab();
  background({ listPageLinks: [], listRecentLinks: [], indexLink: undefined });
});
afterEach(() => cleanup());

const urlField = async () => (await screen.findByLabelText('URL to shorten')) as HTMLInputElement;
const presetSelect = async () => (await screen.findByLabelText('Preset')) as HTMLSelectElement;
const drafts = async () => (await fakeBrowser.storage.session.get('drafts')).drafts as Record<string, { form: Record<string, unknown> }> | undefined;

describe('presets in the popup', () => {
  it('no presets: no select', async () => {
    await configure();
    render(<PopupUnderTest search="" client={client} />);
    await urlField();
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.queryByLabelText('Preset')).toBeNull();
  });

  it('the default preset is preselected: the form filled, the URL field showing the UTM parameters; stored as shown', async () => {
    await configure({ presets: [SOCIAL, NEWS], defaultPresetId: 's-news' });
    client.links.create.mockResolvedValue(link(3, { url: NEWS_URL }));
    render(<PopupUnderTest search="" client={client} />);
    await waitFor(async () => expect((await presetSelect()).value).toBe('s-news'));
    expect([...(await presetSelect()).options].map((o) => o.textContent)).toEqual(['None', 'Social', 'Newsletter']);
    await waitFor(async () => expect((await urlField()).value).toBe(NEWS_URL));
    await waitFor(() => expect((screen.getByLabelText('Domain') as HTMLSelectElement).value).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await screen.findByLabelText('Short link');
    expect(client.links.create).toHaveBeenCalledWith(expect.objectContaining({ url: NEWS_URL, domain_id: 2, pixel_ids: [5] }));
  });

  it('choosing another preset replaces the previous one’s parameters; None goes back to the defaults; the draft keeps the choice', async () => {
    await configure({ presets: [SOCIAL, NEWS], defaultPresetId: 's-news' });
    const first = render(<PopupUnderTest search="" client={client} />);
    await waitFor(async () => expect((await urlField()).value).toBe(NEWS_URL));
    fireEvent.change(await presetSelect(), { target: { value: 's-social' } });
    await waitFor(async () => expect((await urlField()).value).toBe(`${PAGE_URL}?utm_source=social`));
    expect((screen.getByLabelText('Domain') as HTMLSelectElement).value).toBe('1');
    await waitFor(async () => expect((await drafts())?.[PAGE_URL]?.form).toMatchObject({ presetId: 's-social', url: `${PAGE_URL}?utm_source=social` }));
    first.unmount();

    render(<PopupUnderTest search="" client={client} />);
    expect((await presetSelect()).value).toBe('s-social');
    expect((await urlField()).value).toBe(`${PAGE_URL}?utm_source=social`);
    fireEvent.change(await presetSelect(), { target: { value: '' } });
    await waitFor(async () => expect((await urlField()).value).toBe(PAGE_URL));
    // "None" chosen is a choice too: the default preset does not come back.
    await waitFor(async () => expect((await drafts())?.[PAGE_URL]?.form.presetId).toBe(''));
  });

  it('the one-off UTM builder in More options writes into the address and previews it', async () => {
    await configure();
    client.links.create.mockResolvedValue(link(4));
    render(<PopupUnderTest search="" client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    fireEvent.input(await screen.findByLabelText('Campaign (utm_campaign)'), { target: { value: 'spring sale' } });
    const expected = `${PAGE_URL}?utm_campaign=spring%20sale`;
    await waitFor(async () => expect((await urlField()).value).toBe(expected));
    expect(screen.getByText(expected, { selector: 'output' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
    fireEvent.input(screen.getByLabelText('Parameter 1 name'), { target: { value: 'ref' } });
    fireEvent.input(screen.getByLabelText('Parameter 1 value'), { target: { value: 'x' } });
    await waitFor(async () => expect((await urlField()).value).toBe(`${expected}&ref=x`));
    fireEvent.input(screen.getByLabelText('Campaign (utm_campaign)'), { target: { value: '' } });
    await waitFor(async () => expect((await urlField()).value).toBe(`${PAGE_URL}?ref=x`));
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await screen.findByLabelText('Short link');
    expect(client.links.create).toHaveBeenCalledWith(expect.objectContaining({ url: `${PAGE_URL}?ref=x` }));
  });
});
