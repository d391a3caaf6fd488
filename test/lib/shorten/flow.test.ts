import { describe, expect, it, vi } from 'vitest';
import { ApiError, RateLimitError, ValidationError } from '../../../lib/api/errors';
import type { ApiClient } from '../../../lib/api';
import type { Link } from '../../../lib/api/schemas';
import { choosePreset } from '../../../lib/link-form/preset';
import { linkFormFromSettings, type LinkFormState } from '../../../lib/link-form/state';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/settings/schema';
import { ShortenFlow, type FlowDeps } from '../../../lib/shorten/flow';
import { setsVersionedOptions } from '../../../lib/link-form/prepare';
import { fakeClient, identifiedFacts, link as sharedLink, page } from '../../fakes/client';

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
    findLocal: async () => [],
    copy,
    instance: async () => identifiedFacts(44),
    refusedCrossOrigin: async () => false,
    index: { saved, forget: vi.fn() },
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
    expect(refused.flow.state).toMatchObject({
      step: 'failed',
      failure: { error: { name: 'NetworkError' }, problem: { name: 'CorsRefused', origin: 'https://sho.rt' } },
    });
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
    expect(await flow.queueRequest(form({ alias: 'typed-after' }))).toEqual({
      input: { url: PAGE, domain_id: 1, alias: 'typed-after' },
      profileId: settings.profileId,
    });
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
    const instance = vi.fn(async () => identifiedFacts(49));
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

describe('the page’s link is reused only when it is what shortening now would make (issue 39)', () => {
  const elsewhere = (id: number) =>
    link(id, { domain: { id: 2, name: 'go.example.test' }, alias: `other${id}`, short_url: `https://go.example.test/other${id}` });

  it('one click on a page whose only link is on another domain: a new link with the defaults, copied, the other named', async () => {
    const { flow, client, copy } = flowOf();
    client.links.list.mockResolvedValue(page([elsewhere(3)]));
    client.links.create.mockResolvedValue(link(9));
    await flow.start('auto');
    expect(client.links.create).toHaveBeenCalledExactlyOnceWith({ url: PAGE, domain_id: 1 });
    expect(flow.state).toMatchObject({ step: 'created', link: { id: 9 }, others: [{ id: 3 }] });
    expect(copy).toHaveBeenCalledExactlyOnceWith(link(9).short_url);
  });

  it('"Use it": the other link is shown and copied, and the one just made is offered for deletion', async () => {
    const { flow, client, copy } = flowOf();
    client.links.list.mockResolvedValue(page([elsewhere(3)]));
    client.links.create.mockResolvedValue(link(9));
    await flow.start('auto');
    await flow.use(elsewhere(3));
    expect(flow.state).toMatchObject({ step: 'existing', link: { id: 3 }, others: [], replaced: { id: 9 } });
    expect(copy).toHaveBeenLastCalledWith(elsewhere(3).short_url);
    flow.replacedDeleted();
    expect(flow.state).toMatchObject({ step: 'existing', link: { id: 3 } });
    expect((flow.state as { replaced?: Link }).replaced).toBeUndefined();
  });

  it('the form first: a link of other pixels is not shown as the page’s; it is named above the form', async () => {
    const { flow, client } = flowOf();
    client.links.list.mockResolvedValue(page([link(3, { pixels: [{ id: 4 }] })]));
    await flow.start('manual');
    expect(flow.state).toMatchObject({ step: 'input', others: [{ id: 3 }] });
    await flow.use(link(3, { pixels: [{ id: 4 }] }));
    expect(flow.state).toMatchObject({ step: 'existing', link: { id: 3 } });
  });

  it('Shorten with the form’s choices reuses a link only when it fits them; an alias typed must be the link’s', async () => {
    const spring = link(3, { alias: 'spring' });
    const same = flowOf();
    same.client.links.list.mockResolvedValue(page([spring]));
    await same.flow.start('held');
    await same.flow.submit(form({ alias: 'spring' }));
    expect(same.flow.state).toMatchObject({ step: 'existing', link: { id: 3 } });
    expect(same.client.links.create).not.toHaveBeenCalled();

    const other = flowOf();
    other.client.links.list.mockResolvedValue(page([spring]));
    other.client.links.create.mockResolvedValue(link(12, { alias: 'summer' }));
    await other.flow.start('held');
    await other.flow.submit(form({ alias: 'summer' }));
    expect(other.flow.state).toMatchObject({ step: 'created', link: { id: 12 }, others: [{ id: 3 }] });

    const pixels = flowOf();
    pixels.client.links.list.mockResolvedValue(page([spring]));
    pixels.client.links.create.mockResolvedValue(link(13));
    await pixels.flow.start('held');
    await pixels.flow.submit(form({ pixelIds: [4] }));
    expect(pixels.client.links.create).toHaveBeenCalledExactlyOnceWith({ url: PAGE, domain_id: 1, pixel_ids: [4] });
  });

  it('"On another domain…": one store there with the link’s page, space and pixels; the link just made is offered for deletion', async () => {
    const { flow, client } = flowOf();
    client.links.create
      .mockResolvedValueOnce(link(9, { space: { id: 4, name: 'Campaigns' }, pixels: [{ id: 5 }, { id: 6 }] }))
      .mockResolvedValueOnce(elsewhere(10));
    await flow.start('auto');
    client.links.list.mockClear();
    expect(await flow.onDomain(2, 'spring')).toBeUndefined();
    expect(client.links.create).toHaveBeenLastCalledWith({ url: PAGE, domain_id: 2, space_id: 4, pixel_ids: [5, 6], alias: 'spring' });
    expect(flow.state).toMatchObject({ step: 'created', link: { id: 10 }, replaced: { id: 9 } });
  });

  it('"On another domain…" refused: the link shown stays, the failure goes to the panel', async () => {
    const { flow, client } = flowOf();
    client.links.create
      .mockResolvedValueOnce(link(9))
      .mockRejectedValueOnce(new ValidationError('taken', where, { alias: ['The alias has already been taken.'] }));
    await flow.start('auto');
    const steps: string[] = [];
    flow.subscribe(() => steps.push(flow.state.step));
    const failure = await flow.onDomain(2, 'taken');
    expect(failure).toMatchObject({ error: { name: 'ValidationError', fields: { alias: ['The alias has already been taken.'] } } });
    expect(flow.state).toMatchObject({ step: 'created', link: { id: 9 } });
    expect(steps.every((step) => step === 'created')).toBe(true);
  });

  it('an address with a secret-looking parameter is held: the form, and nothing sent until Shorten', async () => {
    const { flow, client } = flowOf();
    await flow.start('held');
    expect(flow.state).toEqual({ step: 'input' });
    expect(client.links.list).not.toHaveBeenCalled();
    client.links.create.mockResolvedValue(link(5));
    await flow.submit(form());
    expect(client.links.list).toHaveBeenCalledTimes(1);
    expect(flow.state).toMatchObject({ step: 'created' });
  });
});

describe('a link known from this device alone is said as such (issue 40)', () => {
  const refused = () => new ApiError('UnauthorizedError', 'GET /api/v1/links: 401', { method: 'GET', path: '/api/v1/links', status: 401 });

  it('with the key refused, the device’s link is shown with the refusal and never copied by itself', async () => {
    const { flow, client, copy, saved } = flowOf(fakeClient(), { findLocal: async () => [link(3)] });
    client.links.list.mockRejectedValue(refused());
    await flow.start('auto');
    expect(flow.state).toMatchObject({ step: 'existing', link: { id: 3 }, fromDevice: { name: 'UnauthorizedError' } });
    expect(copy).not.toHaveBeenCalled();
    expect(saved).not.toHaveBeenCalled();
    expect(client.links.create).not.toHaveBeenCalled();
    // Copied when asked.
    await flow.copy('url');
    expect(copy).toHaveBeenCalledOnce();
  });

  it('no link of the device fits: the refusal is the state, nothing is stored', async () => {
    const { flow, client } = flowOf(fakeClient(), { findLocal: async () => [link(3, { pixels: [{ id: 8 }] })] });
    client.links.list.mockRejectedValue(refused());
    await flow.start('auto');
    expect(flow.state).toMatchObject({ step: 'failed', failure: { error: { name: 'UnauthorizedError' }, atStart: true } });
    expect(client.links.create).not.toHaveBeenCalled();
    const manual = flowOf(fakeClient(), { findLocal: async () => [link(3, { pixels: [{ id: 8 }] })] });
    manual.client.links.list.mockRejectedValue(refused());
    await manual.flow.start('manual');
    expect(manual.flow.state).toMatchObject({ step: 'failed', failure: { error: { name: 'UnauthorizedError' } } });
  });

  it('Try again asks the server again rather than the device’s answer kept', async () => {
    const { flow, client } = flowOf(fakeClient(), { findLocal: async () => [link(3)] });
    client.links.list.mockRejectedValueOnce(refused()).mockResolvedValue(page([link(3)]));
    await flow.start('auto');
    await flow.retry();
    expect(client.links.list).toHaveBeenCalledTimes(2);
    expect(flow.state).toMatchObject({ step: 'existing', link: { id: 3 } });
    expect((flow.state as { fromDevice?: unknown }).fromDevice).toBeUndefined();
  });
});
