import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerHandlers, type Handlers } from '../../../lib/messaging/handlers';

// Only the protocol's own handlers answer: a message naming something every object inherits
// (`constructor`, `toString`, `__proto__`) is not a message, and nothing runs for it.
const ask = async (linklet: string) =>
  (await fakeBrowser.runtime.onMessage.trigger({ linklet, data: {} }, { id: fakeBrowser.runtime.id })).find((a) => a !== undefined);

describe('registerHandlers', () => {
  it('answers a message of the protocol', async () => {
    registerHandlers({ getIndexStatus: async () => ({ count: 3 }) } as unknown as Handlers);
    expect(await ask('getIndexStatus')).toEqual({ count: 3 });
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'])('leaves the inherited name %s unanswered', async (name) => {
    const known = vi.fn(async () => 'answered');
    registerHandlers({ getIndexStatus: known } as unknown as Handlers);
    expect(await ask(name)).toBeUndefined();
    expect(known).not.toHaveBeenCalled();
  });

  it.each([null, 'getIndexStatus', { linklet: 7 }, { data: {} }, { offscreen: 'copy', text: 'x' }])(
    'leaves %j unanswered: not a message of the protocol',
    async (message) => {
      const known = vi.fn(async () => 'answered');
      registerHandlers({ getIndexStatus: known } as unknown as Handlers);
      const answers = await fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id });
      expect(answers.find((a) => a !== undefined)).toBeUndefined();
      expect(known).not.toHaveBeenCalled();
    },
  );

  it('leaves a message from another extension unanswered', async () => {
    const known = vi.fn(async () => 'answered');
    registerHandlers({ getIndexStatus: known } as unknown as Handlers);
    const answers = await fakeBrowser.runtime.onMessage.trigger({ linklet: 'getIndexStatus', data: {} }, { id: 'another-extension' });
    expect(answers.find((a) => a !== undefined)).toBeUndefined();
    expect(known).not.toHaveBeenCalled();
  });
});
