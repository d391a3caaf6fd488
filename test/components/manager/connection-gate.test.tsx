// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectionGate } from '../../../components/manager/ConnectionGate';
import { saveApiKey, saveSettings } from '../../../lib/settings';
import { addProfile, removeProfile } from '../../../lib/settings/profiles';
import { startServer, type RefServer } from '../../server';

// An open manager page holds a client only while storage still gives it (issue 29): its profile
// removed, or its key changed, and the client is dropped and the connection read again.
let server: RefServer;
beforeAll(async () => {
  // Every key these tests store is one of the instance's: the gate learns the version with it.
  server = await startServer({
    port: 0,
    seed: { links: 2 },
    accounts: ['work-key', 'another-work-key', 'new-default-key'].map((apiKey) => ({ apiKey, seed: false })),
  });
});
afterAll(async () => {
  await server?.close();
});
afterEach(cleanup);

let work = '';
beforeEach(async () => {
  server.reset();
  await saveSettings({ instanceUrl: server.url });
  await saveApiKey('default', server.apiKey, server.origin, true);
  work = (await addProfile('Work', { instanceUrl: server.url })).id;
  await saveApiKey(work, 'work-key', server.origin, true);
});

/** The gate of profile `id`'s connection; its view counts the clients it was handed. */
function show(id: string) {
  const clients = new Set<unknown>();
  render(
    <ConnectionGate profileId={id}>
      {(client) => {
        clients.add(client);
        return <p>Connected to {client.origin}</p>;
      }}
    </ConnectionGate>,
  );
  return clients;
}

describe('ConnectionGate', () => {
  it('with the version not identified (the server down), says why with a retry, and asks nothing in a guessed version', async () => {
    server.inject({ status: 503, times: 100 });
    show('default');
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText(/Connected to/)).toBeNull();
    server.clearFaults();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText(`Connected to ${server.origin}`);
  });

  it('drops the client of a profile that is removed, and says what is missing', async () => {
    show(work);
    await screen.findByText(`Connected to ${server.origin}`);
    await removeProfile(work);
    expect((await screen.findByRole('alert')).textContent).toContain('Linklet is not connected to your link-shortening instance yet.');
    expect(screen.queryByText(/Connected to/)).toBeNull();
  });

  it('drops the client when its key changes, and carries on with a client of the new key', async () => {
    const clients = show(work);
    await screen.findByText(`Connected to ${server.origin}`);
    const before = clients.size;
    await saveApiKey(work, 'another-work-key', server.origin, true);
    await expect.poll(() => clients.size).toBeGreaterThan(before);
    await screen.findByText(`Connected to ${server.origin}`);
  });

  it("keeps its client through another profile's change, or a change of defaults", async () => {
    const clients = show(work);
    await screen.findByText(`Connected to ${server.origin}`);
    await saveSettings({ defaultDomainId: 2 });
    await saveApiKey('default', 'new-default-key', server.origin, true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clients.size).toBe(1);
  });
});
