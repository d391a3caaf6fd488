import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearDraft, loadDraft, MAX_DRAFTS, saveDraft } from '../../lib/drafts/drafts';
import { emptyLinkForm } from '../../lib/link-form/state';

const form = (alias: string) => ({ ...emptyLinkForm(), domainId: '1', alias });
const stored = async () => (await fakeBrowser.storage.session.get('drafts')).drafts as Record<string, unknown> | undefined;

describe('drafts per tab URL', () => {
  it('keeps what was typed, with its field errors, in storage.session only', async () => {
    await saveDraft('https://a.example/', form('mine'), { alias: 'The alias has already been taken.' }, 1000);
    expect(await loadDraft('https://a.example/')).toEqual({
      form: form('mine'),
      errors: { alias: 'The alias has already been taken.' },
      savedAt: 1000,
    });
    expect(await loadDraft('https://b.example/')).toBeNull();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('is cleared for one URL, leaving the others', async () => {
    await saveDraft('https://a.example/', form('a'));
    await saveDraft('https://b.example/', form('b'));
    await clearDraft('https://a.example/');
    expect(await loadDraft('https://a.example/')).toBeNull();
    expect((await loadDraft('https://b.example/'))?.form.alias).toBe('b');
  });

  it(`keeps the ${MAX_DRAFTS} newest`, async () => {
    for (let i = 0; i <= MAX_DRAFTS; i++) await saveDraft(`https://e.example/${i}`, form(String(i)), {}, 1000 + i);
    const urls = Object.keys((await stored()) ?? {});
    expect(urls).toHaveLength(MAX_DRAFTS);
    expect(urls).not.toContain('https://e.example/0');
    expect((await loadDraft(`https://e.example/${MAX_DRAFTS}`))?.form.alias).toBe(String(MAX_DRAFTS));
  });

  it('loses no keystroke when saves overlap', async () => {
    await Promise.all([saveDraft('https://a.example/', form('a')), saveDraft('https://b.example/', form('b')), saveDraft('https://c.example/', form('c'))]);
    expect(Object.keys((await stored()) ?? {}).sort()).toEqual(['https://a.example/', 'https://b.example/', 'https://c.example/']);
  });

  it('reads a damaged store as no draft, and bad fields as empty', async () => {
    await fakeBrowser.storage.session.set({
      drafts: { 'https://a.example/': { form: 'x' }, 'https://b.example/': { form: { alias: 'ok', privacy: 7 }, errors: { alias: 3, url: 'bad' } } },
    });
    expect(await loadDraft('https://a.example/')).toBeNull();
    expect(await loadDraft('https://b.example/')).toEqual({ form: { ...emptyLinkForm(), alias: 'ok' }, errors: { url: 'bad' }, savedAt: 0 });
    await fakeBrowser.storage.session.set({ drafts: ['nonsense'] });
    expect(await loadDraft('https://a.example/')).toBeNull();
  });
});
