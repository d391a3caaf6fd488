import { describe, expect, it, vi } from 'vitest';
import { ApiError, ValidationError } from '../../../lib/api/errors';
import type { ApiClient } from '../../../lib/api';
import { linkFormFromSettings } from '../../../lib/link-form/state';
import { DEFAULT_SETTINGS } from '../../../lib/settings/schema';
import { attemptStore, type StoreMemory } from '../../../components/popup/shorten-ops';
import { instanceFacts, storeFacts } from '../../fakes/client';
import { configure, fakeClient, link, page, PAGE_URL } from './setup';

// What one store attempt leaves in the memory useShorten keeps between attempts.
const settings = { ...DEFAULT_SETTINGS, defaultDomainId: 1 };
const memory = (patch: Partial<StoreMemory> = {}): StoreMemory => ({
  duplicate: Promise.resolve(null),
  skipDuplicate: false,
  unanswered: false,
  knownId: 0,
  ...patch,
});

function attempt(client: ReturnType<typeof fakeClient>, remembered: StoreMemory, action: 'submit' | 'auto' = 'auto', clicks = '') {
  const valid = vi.fn();
  const form = { ...linkFormFromSettings(settings), url: PAGE_URL, clickLimit: clicks };
  const api = Promise.resolve(client as unknown as ApiClient);
  return { valid, outcome: attemptStore({ action, form, settings, url: PAGE_URL, client: api, memory: remembered, valid }) };
}

describe('attemptStore', () => {
  it('offers the duplicate instead of storing, until the user wants a new link', async () => {
    const client = fakeClient();
    client.links.create.mockResolvedValue(link(9));
    const remembered = memory({ duplicate: Promise.resolve(link(3)) });
    expect(await attempt(client, remembered).outcome).toEqual({ kind: 'existing', link: link(3) });
    expect(client.links.create).not.toHaveBeenCalled();

    remembered.skipDuplicate = true;
    expect(await attempt(client, remembered).outcome).toEqual({ kind: 'created', link: link(9) });
    expect(remembered).toMatchObject({ knownId: 9, skipDuplicate: true });
  });

  it('after a store without an answer, looks for the link it may have made before storing again', async () => {
    const client = fakeClient();
    client.links.create.mockRejectedValueOnce(new ApiError('TimeoutError', 'slow', { method: 'POST', path: '/links' }));
    const remembered = memory({ knownId: 4 });
    expect(await attempt(client, remembered).outcome).toMatchObject({ kind: 'failed', error: { name: 'TimeoutError' } });
    expect(remembered.unanswered).toBe(true);

    client.links.list.mockResolvedValue(page([link(4), link(7)]));
    expect(await attempt(client, remembered).outcome).toEqual({ kind: 'landed', link: link(7) });
    expect(remembered).toMatchObject({ unanswered: false, knownId: 7 });
    expect(client.links.create).toHaveBeenCalledTimes(1);
  });

  it('returns field messages, from the form or the server; the old ones go only as a valid form is sent', async () => {
    const client = fakeClient();
    // Versioned options need the instance's version: stored, as after connecting.
    await configure();
    await storeFacts(instanceFacts(44));
    const invalid = attempt(client, memory(), 'submit', 'many');
    expect(await invalid.outcome).toMatchObject({ kind: 'fields', fields: { clickLimit: expect.any(String) } });
    expect(invalid.valid).not.toHaveBeenCalled();
    expect(client.links.create).not.toHaveBeenCalled();

    const taken = { alias: ['The alias has already been taken.'] };
    client.links.create.mockRejectedValueOnce(new ValidationError('taken', { method: 'POST', path: '/links' }, taken));
    const refused = attempt(client, memory(), 'submit');
    expect(await refused.outcome).toEqual({ kind: 'fields', fields: { alias: 'The alias has already been taken.' } });
    expect(refused.valid).toHaveBeenCalledTimes(1);
  });

  describe('the automatic shorten with a default preset', () => {
    const preset = { id: 's-1', name: 'Mail', domainId: 5, spaceId: null, pixelIds: [2], utm: { source: 'mail' } };
    const withPreset = { ...settings, presets: [preset], defaultPresetId: 's-1' };
    const tagged = `${PAGE_URL}${PAGE_URL.includes('?') ? '&' : '?'}utm_source=mail`;
    const run = (client: ReturnType<typeof fakeClient>, remembered: StoreMemory, action: 'submit' | 'auto' = 'auto') =>
      attemptStore({ action, form: { ...linkFormFromSettings(settings), url: PAGE_URL }, settings: withPreset, url: PAGE_URL, client: Promise.resolve(client as unknown as ApiClient), memory: remembered, valid: vi.fn() });

    it('takes the start’s check and store, which were of the tagged address, without asking again', async () => {
      const client = fakeClient();
      const remembered = memory({ sent: Promise.resolve(link(8, { url: tagged })) });
      expect(await run(client, remembered)).toEqual({ kind: 'created', link: link(8, { url: tagged }) });
      expect(client.links.list).not.toHaveBeenCalled();
      expect(remembered.checked).toBe(tagged);
    });

    it('stores the tagged address with the preset’s options when the start’s store failed, and checks the untagged page anew', async () => {
      const client = fakeClient();
      client.links.create.mockResolvedValue(link(9));
      const remembered = memory({ sent: Promise.resolve(null) });
      expect(await run(client, remembered)).toMatchObject({ kind: 'created' });
      expect(client.links.create).toHaveBeenCalledWith({ url: tagged, domain_id: 5, pixel_ids: [2] });
      // The user's own form, without the preset: the start's check was not of that address.
      remembered.skipDuplicate = false;
      client.links.list.mockResolvedValue(page([link(3, { url: PAGE_URL })]));
      expect(await run(client, remembered, 'submit')).toEqual({ kind: 'existing', link: link(3, { url: PAGE_URL }) });
    });
  });
});
