import { describe, expect, it, vi, type Mock } from 'vitest';
import { changeLink, deleteLink, editLink, type IndexNotes } from '../../../lib/actions';
import { linkSpaceId, type Link } from '../../../lib/api/schemas';
import { linkFormFromLink } from '../../../lib/link-form/from-link';
import { MAX_SERVER_WAIT_S } from '../../../lib/rate-limit';
import { ownLinks, useServer, VERSIONS } from '../api/helpers';

// Edit, delete and the state changes, each one flow (lib/actions), against the reference server of either version.
type Notes = IndexNotes & { saved: Mock<(link: Link) => void>; forget: Mock<(id: number) => void> };
const notes = (): Notes => ({ saved: vi.fn(), forget: vi.fn() });

describe.each(VERSIONS)('acting on a link, phpShort v%i', (version) => {
  const t = useServer(version);
  const clickLimit = version === 44 ? 'expiration_clicks' : 'clicks_limit';
  const deps = (index = notes()) => ({ client: t.client(), version, index });
  const firstLink = () => t.client().links.get(ownLinks(t.server)[0]!.id);
  const writes = () => t.server.apiRequests().filter((r) => r.method !== 'GET');

  describe('editLink', () => {
    it('sends one PATCH of what changed, in the version’s names, and files the server’s answer in the index', async () => {
      const link = await firstLink();
      const initial = linkFormFromLink(link, 'UTC');
      const index = notes();
      t.server.clearRequests();
      const outcome = await editLink(deps(index), { link, initial, form: { ...initial, clickLimit: '50' }, timeZone: 'UTC' });
      expect(outcome).toMatchObject({ status: 'saved', link: { id: link.id } });
      expect(writes().map((r) => [r.method, r.path])).toEqual([['PATCH', `/api/v1/links/${link.id}`]]);
      expect(new URLSearchParams(writes()[0]!.body).get(clickLimit)).toBe('50');
      expect(t.server.db.links.find((l) => l.id === link.id)?.expiration_clicks).toBe(50);
      expect(index.saved).toHaveBeenCalledExactlyOnceWith(outcome.status === 'saved' ? outcome.link : null);
    });

    it('speaks the version it is given, whatever the client was made for', async () => {
      const link = await firstLink();
      const initial = linkFormFromLink(link, 'UTC');
      t.server.clearRequests();
      const other = version === 44 ? 49 : 44;
      await editLink(
        { client: t.client({ version: other }), version, index: notes() },
        { link, initial, form: { ...initial, clickLimit: '7' }, timeZone: 'UTC' },
      );
      expect(new URLSearchParams(writes()[0]!.body).has(clickLimit)).toBe(true);
    });

    it('puts the server’s 422 at the field it names, keeps the link as it was and tells the index nothing', async () => {
      const [mine, other] = ownLinks(t.server);
      const link = await t.client().links.get(mine!.id);
      const initial = linkFormFromLink(link, 'UTC');
      const index = notes();
      const taken = { ...initial, alias: other!.alias };
      // Same domain, so the alias is refused as taken.
      t.server.db.links.find((l) => l.id === other!.id)!.domain_id = mine!.domain_id;
      const outcome = await editLink(deps(index), { link, initial, form: taken, timeZone: 'UTC' });
      expect(outcome).toMatchObject({ status: 'invalid', errors: { alias: expect.any(String) }, error: { name: 'ValidationError', status: 422 } });
      expect(t.server.db.links.find((l) => l.id === mine!.id)?.alias).toBe(mine!.alias);
      expect(index.saved).not.toHaveBeenCalled();
    });

    it('sends nothing when nothing changed, and nothing for a form its own check refuses', async () => {
      const link = await firstLink();
      const initial = linkFormFromLink(link, 'UTC');
      t.server.clearRequests();
      expect(await editLink(deps(), { link, initial, form: initial, timeZone: 'UTC' })).toEqual({ status: 'unchanged' });
      const refused = await editLink(deps(), { link, initial, form: { ...initial, url: 'not a page' }, timeZone: 'UTC' });
      expect(refused).toMatchObject({ status: 'invalid', errors: { url: expect.any(String) } });
      expect(refused).not.toHaveProperty('error');
      expect(writes()).toEqual([]);
    });

    it('told to wait (429): says how long, bounded, and changed nothing', async () => {
      const link = await firstLink();
      const initial = linkFormFromLink(link, 'UTC');
      const form = { ...initial, clickLimit: '9' };
      const before = t.server.db.links.find((l) => l.id === link.id)?.expiration_clicks;
      t.server.inject({ status: 429, headers: { 'Retry-After': '7' }, match: { method: 'PATCH' } });
      expect(await editLink(deps(), { link, initial, form, timeZone: 'UTC' })).toMatchObject({ status: 'failed', error: { name: 'RateLimitError' }, wait: 7 });
      t.server.inject({ status: 429, headers: { 'Retry-After': '99999999' }, match: { method: 'PATCH' } });
      expect(await editLink(deps(), { link, initial, form, timeZone: 'UTC' })).toMatchObject({ status: 'failed', wait: MAX_SERVER_WAIT_S });
      expect(t.server.db.links.find((l) => l.id === link.id)?.expiration_clicks).toBe(before);
    });

    it('a server that cannot be reached or is slow is a failure as data, the link untouched', async () => {
      const link = await firstLink();
      const initial = linkFormFromLink(link, 'UTC');
      t.server.inject({ drop: true, match: { method: 'PATCH' } });
      expect(await editLink(deps(), { link, initial, form: { ...initial, clickLimit: '3' }, timeZone: 'UTC' })).toMatchObject({
        status: 'failed',
        error: { name: 'NetworkError' },
      });
      t.server.inject({ delayMs: 400, match: { method: 'PATCH' } });
      const slow = { client: t.client({ timeoutMs: 100 }), version, index: notes() };
      expect(await editLink(slow, { link, initial, form: { ...initial, clickLimit: '3' }, timeZone: 'UTC' })).toMatchObject({
        status: 'failed',
        error: { name: 'TimeoutError' },
      });
    });
  });

  describe('deleteLink', () => {
    it('deletes the link and drops it from the index', async () => {
      const id = ownLinks(t.server)[0]!.id;
      const index = notes();
      expect(await deleteLink(deps(index), id)).toEqual({ status: 'deleted' });
      expect(t.server.db.links.some((l) => l.id === id)).toBe(false);
      expect(index.forget).toHaveBeenCalledExactlyOnceWith(id);
    });

    it('a link already gone counts as deleted: the index drops it too', async () => {
      const id = ownLinks(t.server)[0]!.id;
      await t.client().links.delete(id);
      const index = notes();
      expect(await deleteLink(deps(index), id)).toEqual({ status: 'gone' });
      expect(index.forget).toHaveBeenCalledExactlyOnceWith(id);
    });

    it('a refusal keeps the link, in the server and in the index', async () => {
      const id = ownLinks(t.server)[0]!.id;
      const index = notes();
      t.server.inject({ status: 429, headers: { 'Retry-After': '3' }, match: { method: 'DELETE' } });
      expect(await deleteLink(deps(index), id)).toMatchObject({ status: 'failed', error: { name: 'RateLimitError' }, wait: 3 });
      t.server.inject({ status: 200, body: { id, object: 'link', deleted: false }, match: { method: 'DELETE' } });
      expect(await deleteLink(deps(index), id)).toMatchObject({ status: 'failed', error: { name: 'HttpError' } });
      expect(t.server.db.links.some((l) => l.id === id)).toBe(true);
      expect(index.forget).not.toHaveBeenCalled();
    });
  });

  describe('changeLink', () => {
    it('turns a link off in the version’s names, and the index holds the server’s answer', async () => {
      const stored = ownLinks(t.server).find((l) => !l.disabled && !l.expiration_date && !l.active_period_end_at)!;
      const link = await t.client().links.get(stored.id);
      const index = notes();
      t.server.clearRequests();
      const outcome = await changeLink(deps(index), link, { kind: 'disable' }, { timeZone: 'UTC', now: Date.now() });
      expect(outcome.status).toBe('changed');
      const sent = new URLSearchParams(writes()[0]!.body);
      if (version === 44) expect(sent.get('disabled')).toBe('1');
      else expect([sent.has('disabled'), sent.has('active_period_end_at')]).toEqual([false, true]);
      expect(index.saved).toHaveBeenCalledExactlyOnceWith(outcome.status === 'changed' ? outcome.link : null);
    });

    it('a link already as asked costs no request', async () => {
      const link = await firstLink();
      t.server.clearRequests();
      expect(await changeLink(deps(), link, { kind: 'space', id: linkSpaceId(link) || null }, { timeZone: 'UTC', now: Date.now() })).toEqual({
        status: 'unchanged',
      });
      expect(writes()).toEqual([]);
    });
  });
});
