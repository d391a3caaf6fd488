import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerHandlers, type Handlers } from '../../../lib/messaging/handlers';
import { askOverPort } from '../../../lib/messaging/port';
import { installFakePorts, type FakePorts } from '../../fakes/ports';

// askOverPort keeps one connection to the background's handlers, pairs answers with questions,
// and asks again as a one-off message whenever the connection is missing or drops.
let ports: FakePorts;
let sent: ReturnType<typeof vi.fn>;

const hit = (id: number) => ({ link: { id }, rank: 0 }) as never;

function handlers(patch: Partial<Handlers> = {}): Handlers {
  return {
    searchIndex: async ({ text }) => [hit(text.length)],
    listRecentLinks: async ({ limit }) => Array.from({ length: limit ?? 1 }, (_, i) => ({ id: i }) as never),
    ...patch,
  } as Handlers;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  // Any connection a previous test's page kept is dropped by the setup's fresh install; let it go.
  await tick();
  ports = installFakePorts();
  await tick();
  // The one-off path, answered by the same handlers (the fake's sendMessage has no sender).
  sent = vi.fn(async (message: unknown) => (await fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id })).find((r) => r !== undefined));
  fakeBrowser.runtime.sendMessage = sent as never;
});

describe('askOverPort', () => {
  it('answers over one connection, without one-off messages', async () => {
    registerHandlers(handlers());
    expect(await askOverPort('searchIndex', { profileId: 'default', text: 'abc' })).toEqual([hit(3)]);
    expect(await askOverPort('searchIndex', { profileId: 'default', text: 'abcd' })).toEqual([hit(4)]);
    expect(await askOverPort('listRecentLinks', { profileId: 'default', limit: 2 })).toHaveLength(2);
    expect(ports.connects).toHaveLength(1);
    expect(ports.connects[0]!.name).toBe('linklet');
    expect(sent).not.toHaveBeenCalled();
  });

  it('pairs each answer with its question when a later one is answered first', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    registerHandlers(
      handlers({
        searchIndex: async ({ text }) => {
          if (text === 'slow') await slow;
          return [hit(text.length)];
        },
      }),
    );
    const first = askOverPort('searchIndex', { profileId: 'default', text: 'slow' });
    const second = askOverPort('searchIndex', { profileId: 'default', text: 'quick!' });
    expect(await second).toEqual([hit(6)]);
    release();
    expect(await first).toEqual([hit(4)]);
  });

  it('asks again as a message when the connection drops mid-question, and connects again next time', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const localSearch = vi.fn(async ({ text }: { text: string }) => {
      if (text === 'held' && localSearch.mock.calls.length === 1) await held;
      return [hit(text.length)];
    });
    registerHandlers(handlers({ searchIndex: localSearch }));
    const answer = askOverPort('searchIndex', { profileId: 'default', text: 'held' });
    await tick();
    // The worker is stopped: every connection drops.
    ports.dropAll();
    expect(await answer).toEqual([hit(4)]);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]![0]).toEqual({ linklet: 'searchIndex', data: { profileId: 'default', text: 'held' } });
    release();
    expect(await askOverPort('searchIndex', { profileId: 'default', text: 'again' })).toEqual([hit(5)]);
    expect(ports.connects).toHaveLength(2);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('falls back to a message when nothing listens for connections', async () => {
    // No registerHandlers: the background is not there yet. The one-off message still answers.
    sent.mockResolvedValue([hit(9)]);
    expect(await askOverPort('searchIndex', { profileId: 'default', text: 'x' })).toEqual([hit(9)]);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('falls back to a message when the browser cannot connect', async () => {
    registerHandlers(handlers());
    (fakeBrowser.runtime as unknown as { connect: () => never }).connect = () => {
      throw new Error('Could not establish connection');
    };
    expect(await askOverPort('searchIndex', { profileId: 'default', text: 'xy' })).toEqual([hit(2)]);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('asks again as a message when the handler throws, which rejects as a message does', async () => {
    const localSearch = vi.fn(async () => {
      throw new Error('broken');
    });
    registerHandlers(handlers({ searchIndex: localSearch }));
    // The fake's sendMessage, like Chromium's, rejects when the handler does.
    sent.mockImplementation(async (message: unknown) => {
      const answers = await fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id });
      return Promise.all(answers);
    });
    await expect(askOverPort('searchIndex', { profileId: 'default', text: 'x' })).rejects.toThrow('broken');
    expect(localSearch).toHaveBeenCalledTimes(2);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('asks again as a message when no handler answers on the connection', async () => {
    registerHandlers({ listRecentLinks: async () => [] } as unknown as Handlers);
    sent.mockResolvedValue([hit(7)]);
    expect(await askOverPort('searchIndex', { profileId: 'default', text: 'x' })).toEqual([hit(7)]);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer that is empty', async () => {
    registerHandlers(handlers({ searchIndex: async () => [], listPageLinks: async () => [] }));
    expect(await askOverPort('searchIndex', { profileId: 'default', text: 'x' })).toEqual([]);
    expect(await askOverPort('listPageLinks', { profileId: 'default', url: 'https://a.example/' })).toEqual([]);
    expect(sent).not.toHaveBeenCalled();
  });

  it('answers nothing to a connection of another name or from another extension', async () => {
    const localSearch = vi.fn(async () => [hit(1)]);
    registerHandlers(handlers({ searchIndex: localSearch }));
    const other = fakeBrowser.runtime.connect({ name: 'not-linklet' }) as unknown as FakePorts['connects'][number];
    other.postMessage([1, { linklet: 'searchIndex', data: { text: 'a' } }]);
    ports = installFakePorts('another-extension');
    registerHandlers(handlers({ searchIndex: localSearch }));
    const foreign = fakeBrowser.runtime.connect({ name: 'linklet' }) as unknown as FakePorts['connects'][number];
    const heard = vi.fn();
    foreign.onMessage.addListener(heard);
    foreign.postMessage([1, { linklet: 'searchIndex', data: { text: 'a' } }]);
    await tick();
    await tick();
    expect(localSearch).not.toHaveBeenCalled();
    expect(heard).not.toHaveBeenCalled();
  });
});
