// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { activeTab, background, configure, fakeClient, PAGE_URL, type FakeClient } from './setup';
import { PopupUnderTest } from './popup-under-test';
import { serveFactsFrom } from '../../fakes/facts';

let client: FakeClient;
beforeEach(async () => {
  client = fakeClient();
  serveFactsFrom(client);
  activeTab();
  await configure();
  background({ listPageLinks: [], listRecentLinks: [] });
});
afterEach(() => cleanup());

const more = () => screen.findByRole('button', { name: 'More options' });

describe('options that are set stay in sight', () => {
  it('a restored draft that sets options opens "More options"; closed, one line says what is set', async () => {
    await fakeBrowser.storage.session.set({
      drafts: { [PAGE_URL]: { form: { url: PAGE_URL, domainId: '1', linkPassword: 'pw', clickLimit: '100' }, errors: {}, savedAt: 1 } },
    });
    render(<PopupUnderTest search="" client={client} />);
    expect((await more()).getAttribute('aria-expanded')).toBe('true');
    expect(((await screen.findByLabelText('Click limit')) as HTMLInputElement).value).toBe('100');
    fireEvent.click(await more());
    const line = await screen.findByText('Link password, expires after 100 clicks');
    expect((await more()).getAttribute('aria-describedby')).toBe(line.id);
  });

  it('says nothing for a new link with only the defaults, and nothing while open', async () => {
    render(<PopupUnderTest search="" client={client} />);
    const button = await more();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelector('.options-summary')).toBeNull();
    fireEvent.click(button);
    fireEvent.input(await screen.findByLabelText('Click limit'), { target: { value: '1' } });
    expect(document.querySelector('.options-summary')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(document.querySelector('.options-summary')?.textContent).toBe('Expires after 1 click'));
  });
});
