import { describe, expect, it, vi } from 'vitest';
import { ApiError, RateLimitError, ValidationError } from '../../../lib/api/errors';
import type { ApiClient } from '../../../lib/api';
import type { Link } from '../../../lib/api/schemas';
import { choosePreset } from '../../../lib/link-form/preset';
import { linkFormFromSettings, type LinkFormState } from '../../../lib/link-form/state';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/settings/schema';
import { setsVersionedOptions, ShortenFlow, type FlowDeps } from '../../../lib/shorten/flow';
import { fakeClient, instanceInfo, link as sharedLink, page } from '../../fakes/client';

// The popup's shorten as states (lib/shorten/flow.ts), driven with a fake client.
const PAGE = 'https://example.com/article';
const where = { method: 'POST', path: '/api/v1/links' };
const link = (id: number, patch: Partial<Link> = {}) => sharedLink(id, { url: PAGE, ...patch });
const settings: Settings = { ...DEFAULT_SETTINGS, defaultDomainId: 1, autoCopy: true };

function flowOf(client = fakeClient(), patch: Partial<FlowDeps> = {}) {
  const copy = vi.fn(async (_text: string) => true);
  const saved = vi.fn();
  const timers: Array<{ run: () => void; ms: number }> = [];
  const deps: FlowDeps = {
    client: client as unknown as ApiClient,
    settings,
    page: PAGE,
    title: 'An article',
    findLocal: async () => null,
    copy,
    instance: async () => instanceInfo(44),
    refusedCrossOrigin: async () => false,
    saved,
    clearDraft: async () => undefined,
    setTimer: (run, ms) => (timers.push({ run, ms }), () => undefined),
    ...patch,
  };
  const flow = new ShortenFlow(deps);
  // Each step once (a copy tells the views again, in the same step).
  const steps: string[] = [];
  flow.subscribe(() => steps.at(-1) !== flow.state.step && steps.push(flow.state.step));
  return { flow, client, copy, saved, steps, timers };
}

const form = (patch: Partial<LinkFormState> = {}): LinkFormState => ({ ...linkFormFromSettings(settings), url: PAGE, ...patch });

describe('the automatic shorten (the toolbar click)', () => {
  it('checks, stores with the defaults, shows the link and copies it once', async () => {
    const { flow, client, copy, saved, steps } = flowOf();
    client.links.create.mockResolvedValue(link(5));
    await flow.start('auto');
    expect(steps).toEqual(['checking', 'storing', 'created']);
    expect(client.links.create).toHaveBeenCalledExactlyOnceWith({ url: PAGE, domain_id: 1 });
    expect(copy).toHaveBeenCalledExactlyOnceWith(link(5).short_url);
    expect(saved).toHaveBeenCalledWith(link(5));
    expect(flow.copied).toBe('url');
  });

  it('clears no draft: it starts only without one, and no form was shown to type one', async () => {
    const clearDraft = vi.fn(async () => undefined);
    const { flow, client, steps } = flowOf(fakeClient(), { clearDraft });
    client.links.create.mockResolvedValue(link(5));
    await flow.start('auto');
    expect(steps).toEqual(['checking', 'storing', 'created']);
    expect(clearDraft).not.toHaveBeenCalled();
  });

  it('clears the draft of a link made from the form it fell back to, before the link shows', async () => {
    const order: string[] = [];
    const clearDraft = vi.fn(async () => void order.push('cleared'));
    const { flow, client } = flowOf(fakeClient(), { clearDraft });
    flow.subscribe(() => order.push(flow.state.step));
    client.links.create.mockRejectedValueOnce(new ValidationError('invalid', where, { alias: ['taken'] }));
    await flow.start('auto');
    expect(flow.state.step).toBe('input');
    client.links.create.mockResolvedValue(link(6));
    await flow.submit(form({ alias: 'other' }));
    expect(clearDraft).toHaveBeenCalledOnce();
    expect(order.slice(order.indexOf('cleared'), order.indexOf('cleared') + 2)).toEqual(['cleared', 'created']);
  });

  it('shows (and copies) the link the page already has instead of making another', async () => {
    const { flow, client, copy, steps } = flowOf();
    client.links.list.mockResolvedValue(page([link(3)]));
    await flow.start('auto');
    expect(steps).toEqual(['checking', 'existing']);
    expect(client.links.create).not.toHaveBeenCalled();
    expect(copy).toHaveBeenCalledExactlyOnceWith(link(3).short_url);
  });

  it('applies the default preset: its domain, pixels and UTM parameters, looked up and stored tagged', async () => {
    const preset = { id: 's-1', name: 'Mail', domainId: 5, spaceId: null, pixelIds: [2], utm: { source: 'mail' } };
    const { flow, client } = flowOf(fakeClient(), { settings: { ...settings, presets: [preset], defaultPresetId: 's-1' } });
    client.links.create.mockResolvedValue(link(9));
    await flow.start('auto');
    const tagged = `${PAGE}?utm_source=mail`;
    expect(client.links.list).toHaveBeenCalledWith(expect.objectContaining({ search: tagged, search_by: 'url' }));
    expect(client.links.create).toHaveBeenCalledWith({ url: tagged, domain_id: 5, pixel_ids: [2] });
  });

  it('without copying allowed, shows the link and copies nothing', async () => {
    const { flow, client, copy } = flowOf(fakeClient(), { settings: { ...settings, autoCopy: false } });
    client.links.create.mockResolvedValue(link(5));
    await flow.start('auto');
    expect(flow.state).toMatchObject({ step: 'created' });
    expect(copy).not.toHaveBeenCalled();
  });

  it('a failed check sends no store; Try again checks again first', async () => {
    const { flow, client } = flowOf();
    client.links.list.mockRejectedValueOnce(new ApiError('NetworkError', 'down', { method: 'GET', path: '/api/v1/links' }));
    await flow.start('auto');
    expect(flow.state).toMatchObject({ step: 'failed', failure: { error: { name: 'NetworkError' } } });
    expect(client.links.create).not.toHaveBeenCalled();
    client.links.create.mockResolvedValue(link(6));
    await flow.retry();
    expect(client.links.list).toHaveBeenCalledTimes(2);
    expect(flow.state).toMatchObject({ step: 'created', link: { id: 6 } });
  });

  it('says a network error that was the server refusing the cross-origin request as that, and any other as itself', async () => {
    const down = () => new ApiError('NetworkError', 'Failed to fetch', { method: 'GET', path: '/api/v1/links' });
    const refused = flowOf(fakeClient(), { refusedCrossOrigin: async () => true });
    refused.client.links.list.mockRejectedValueOnce(down());
    await refused.flow.start('auto');
    expect(refused.flow.state).toMatchObject({ step: 'failed', failure: { error: { name: 'NetworkError' }, problem: { name: 'CorsRefused', origin: 'https://sho.rt' } } });
    // Refused is no outage: the queue would only meet the same refusal.
    expect(refused.flow.state).not.toMatchObject({ failure: { outage: true } });

    const unreachable = flowOf();
    unreachable.client.links.list.mockRejectedValueOnce(down());
    await unreachable.flow.start('auto');
    expect(unreachable.flow.state).toMatchObject({ step: 'failed', failure: { problem: { name: 'NetworkError' }, outage: true } });
  });

  it('refused for the rate limit: goes again by itself once the wait (bounded) is over', async () => {
    const { flow, client, timers } = flowOf();
    client.links.create.mockRejectedValueOnce(new RateLimitError('429', { ...where, status: 429 }, 99_999_999)).mockResolvedValueOnce(link(7));
    await flow.start('auto');
    expect(flow.state).toMatchObject({ step: 'failed', failure: { error: { name: 'RateLimitError' } } });
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(600_000 + 100);
    timers[0]!.run();
    await vi.waitFor(() => expect(flow.state).toMatchObject({ step: 'created', link: { id: 7 } }));
    expect(client.links.create).toHaveBeenCalledTimes(2);
  });
});

describe('the form first ("Let me choose before shortening")', () => {
  it('shows the form, and the page’s own link instead when it has one', async () => {
    const { flow, client, copy } = flowOf();
    client.links.list.mockResolvedValue(page([link(3)]));
    await flow.start('manual');
    expect(flow.state).toMatchObject({ step: 'existing', link: { id: 3 } });
    // Shown, not copied: the user has not asked for anything yet.
    expect(copy).not.toHaveBeenCalled();
  });

  it('stores what the form says, once however often Shorten is pressed, and copies it', async () => {
    const { flow, client, copy } = flowOf();
    let answer: (value: Link) => void = () => {};
    client.links.create.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await flow.start('manual');
    const first = flow.submit(form({ alias: 'mine' }));
    const second = flow.submit(form({ alias: 'mine' }));
    await vi.waitFor(() => expect(client.links.create).toHaveBeenCalledTimes(1));
    answer(link(8, { alias: 'mine' }));
    await Promise.all([first, second]);
    expect(client.links.create).toHaveBeenCalledExactlyOnceWith({ url: PAGE, domain_id: 1, alias: 'mine' });
    expect(flow.state).toMatchObject({ step: 'created' });
    expect(copy).toHaveBeenCalledTimes(1);
  });

  it('says field messages, from the form (no request) or the server', async () => {
    const { flow, client } = flowOf();
    await flow.start('manual');
    await flow.submit(form({ clickLimit: 'many' }));
    expect(flow.state).toMatchObject({ step: 'input', fields: { clickLimit: expect.any(String) } });
    expect(client.links.create).not.toHaveBeenCalled();
    client.links.create.mockRejectedValueOnce(new ValidationError('taken', where, { alias: ['The alias has already been taken.'] }));
    await flow.submit(form({ alias: 'taken' }));
    expect(flow.state).toEqual({ step: 'input', fields: { alias: 'The alias has already been taken.' } });
  });

  it('after a store without an answer, looks for the link it may have made before storing again', async () => {
    const { flow, client } = flowOf();
    client.links.list.mockResolvedValue(page([link(4)]));
    await flow.start('manual');
    flow.createAnother();
    client.links.create.mockRejectedValueOnce(new ApiError('TimeoutError', 'slow', where));
    await flow.submit(form());
    expect(flow.state).toMatchObject({ step: 'failed', failure: { error: { name: 'TimeoutError' }, outage: true } });
    // "Shorten when back online" queues the form as it is when pressed, for the popup's profile.
    expect(await flow.queueRequest(form({ alias: 'typed-after' }))).toEqual({ input: { url: PAGE, domain_id: 1, alias: 'typed-after' }, profileId: settings.profileId });
    client.links.list.mockResolvedValue(page([link(4), link(7)]));
    await flow.retry(form());
    expect(flow.state).toMatchObject({ step: 'landed', link: { id: 7 } });
    expect(client.links.create).toHaveBeenCalledTimes(1);
  });

  it('never looks after a refusal that made nothing (429)', async () => {
    const { flow, client } = flowOf();
    await flow.start('manual');
    client.links.create.mockRejectedValueOnce(new RateLimitError('429', { ...where, status: 429 }, 30)).mockResolvedValueOnce(link(4));
    await flow.submit(form());
    const lists = client.links.list.mock.calls.length;
    await flow.retry(form());
    expect(flow.state).toMatchObject({ step: 'created', link: { id: 4 } });
    // The check's answer is kept; no look for a landed link after a refusal.
    expect(client.links.list.mock.calls.length).toBe(lists);
  });

  it('a rate-limited submit goes again by itself with the form as it is then', async () => {
    const { flow, client, timers } = flowOf();
    let latest = form({ alias: 'first' });
    flow.formFrom(() => latest);
    await flow.start('manual');
    client.links.create.mockRejectedValueOnce(new RateLimitError('429', { ...where, status: 429 }, 2)).mockResolvedValueOnce(link(9));
    await flow.submit(latest);
    latest = form({ alias: 'typed-meanwhile' });
    timers[0]!.run();
    await vi.waitFor(() => expect(flow.state).toMatchObject({ step: 'created' }));
    expect(client.links.create).toHaveBeenLastCalledWith({ url: PAGE, domain_id: 1, alias: 'typed-meanwhile' });
  });

  it('versioned options wait for the instance’s version; a chosen preset is not one', async () => {
    const instance = vi.fn(async () => instanceInfo(49));
    const { flow, client } = flowOf(fakeClient(), { instance });
    client.links.create.mockResolvedValue(link(2));
    await flow.start('manual');
    await flow.submit(form({ clickLimit: '5' }));
    expect(instance).toHaveBeenCalledTimes(1);
    expect(client.withVersion).toHaveBeenCalledWith(49);
    expect(client.links.create).toHaveBeenCalledWith({ url: PAGE, domain_id: 1, clicks_limit: 5 });
    const NEWS = { id: 'n', name: 'News', domainId: 2, spaceId: 4, pixelIds: [5], utm: { source: 'news' } };
    expect(setsVersionedOptions(choosePreset(form(), NEWS, [NEWS], form()))).toBe(false);
  });

  it('"Create another" gives the form for a new link; a deleted link too', async () => {
    const { flow, client } = flowOf();
    client.links.list.mockResolvedValue(page([link(3)]));
    await flow.start('manual');
    flow.createAnother();
    expect(flow.state).toEqual({ step: 'input' });
    client.links.create.mockResolvedValue(link(11));
    await flow.submit(form());
    expect(flow.state).toMatchObject({ step: 'created', link: { id: 11 } });
    flow.deleted();
    expect([flow.state, flow.notice]).toEqual([{ step: 'input' }, 'deleted']);
  });

  it('a page that cannot be shortened: the form, and nothing asked', async () => {
    const { flow, client } = flowOf(fakeClient(), { page: '' });
    await flow.start('auto');
    expect(flow.state).toEqual({ step: 'input' });
    expect(client.links.list).not.toHaveBeenCalled();
  });
});
