import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onInputEntered, suggestionsFor } from '../../../entrypoints/background/omnibox';
import { saveApiKey } from '../../../lib/settings';
import { addProfile } from '../../../lib/settings/profiles';
import { commitFull, makeLink, scopeOf } from '../../lib/link-index/fixtures';
import { startServer, type RefServer } from '../../server';
import { configure, posts } from './helpers';

let home: RefServer;
let work: RefServer;
beforeAll(async () => {
  [home, work] = await Promise.all([startServer({ port: 0, seed: { links: 1 } }), startServer({ port: 0, seed: { links: 1 } })]);
});
afterAll(async () => {
  await Promise.all([home?.close(), work?.close()]);
});

beforeEach(async () => {
  await configure(home);
  const { id } = await addProfile('Work <&> team', { instanceUrl: work.url });
  await saveApiKey(id, work.apiKey, work.origin, true);
  await commitFull(scopeOf(home.origin), [makeLink(1, { alias: 'launch-home', title: 'Launch', short_url: 'https://home.rt/launch-home' })]);
  await commitFull(scopeOf(work.origin, id), [makeLink(2, { alias: 'launch', title: 'Launch day', short_url: 'https://work.rt/launch' })]);
});

describe('the address bar with several profiles', () => {
  it('searches the active profile’s index alone', async () => {
    const suggestions = await suggestionsFor('launch', false);
    expect(suggestions.map((s) => s.content)).toEqual(['https://home.rt/launch-home']);
  });

  it('searches every profile’s index after *, each suggestion naming its profile (escaped), best rank first', async () => {
    const plain = await suggestionsFor('* launch', false);
    expect(plain).toEqual([
      { content: 'https://work.rt/launch', description: 'Work <&> team · work.rt/launch → example.com/page/2 · Launch day' },
      { content: 'https://home.rt/launch-home', description: `${new URL(home.url).host} · home.rt/launch-home → example.com/page/1 · Launch` },
    ]);
    const [first] = await suggestionsFor('*launch', true);
    expect(first!.description).toMatch(/^<dim>Work &lt;&amp;&gt; team ·<\/dim> <url>work.rt\/<match>launch<\/match><\/url>/);
  });

  it('opens a chosen suggestion of another profile, never shortening it', async () => {
    const create = vi.fn(async () => ({}));
    Object.assign(fakeBrowser.tabs, { create, update: create });
    await onInputEntered('https://work.rt/launch', 'newForegroundTab');
    expect(create).toHaveBeenCalledWith({ url: 'https://work.rt/launch', active: true });
    expect([...posts(home), ...posts(work)]).toEqual([]);
  });

  it('opens the best match of every profile for * and words entered', async () => {
    const create = vi.fn(async () => ({}));
    Object.assign(fakeBrowser.tabs, { create, update: create });
    await onInputEntered('*launch', 'newForegroundTab');
    expect(create).toHaveBeenCalledWith({ url: 'https://work.rt/launch', active: true });
  });
});
