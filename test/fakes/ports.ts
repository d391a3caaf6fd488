/**
 * runtime.connect / runtime.onConnect for WXT's fake browser, which has neither: a connection is
 * a pair of ports, each end's postMessage reaching the other end's listeners a turn later (as a
 * JSON copy, like the browser's); disconnecting one end tells the other. With no onConnect
 * listener, the caller's port is dropped at once, as Chromium does.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';

type Listener = (...args: any[]) => unknown;

function fakeEvent() {
  const listeners = new Set<Listener>();
  return {
    listeners,
    addListener: (listener: Listener) => void listeners.add(listener),
    removeListener: (listener: Listener) => void listeners.delete(listener),
    hasListener: (listener: Listener) => listeners.has(listener),
    hasListeners: () => listeners.size > 0,
    fire: (...args: unknown[]) => listeners.forEach((listener) => listener(...args)),
  };
}

export interface FakePort {
  name: string;
  sender?: { id?: string };
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: ReturnType<typeof fakeEvent>;
  onDisconnect: ReturnType<typeof fakeEvent>;
}

function makeEnd(name: string, sender: FakePort['sender']) {
  const end = { name, sender, onMessage: fakeEvent(), onDisconnect: fakeEvent(), open: true } as FakePort & {
    open: boolean;
    other?: FakePort & { open: boolean };
  };
  end.postMessage = (message) => {
    if (!end.open) throw new Error('Attempting to use a disconnected port object');
    const copy = JSON.parse(JSON.stringify(message ?? null));
    queueMicrotask(() => end.other?.open && end.other.onMessage.fire(copy, end.other));
  };
  end.disconnect = () => {
    if (!end.open) return;
    end.open = false;
    const other = end.other!;
    if (!other.open) return;
    other.open = false;
    queueMicrotask(() => other.onDisconnect.fire(other));
  };
  return end;
}

export interface FakePorts {
  /** Ports opened so far (the caller's end). */
  connects: FakePort[];
  /** Drops every open connection, as a stopped worker does: both ends hear onDisconnect. */
  dropAll(): void;
}

let installed: FakePorts | undefined;

/** The fake the test setup installed for the running test. */
export const fakePorts = (): FakePorts => installed!;

/** Installs the fake on `fakeBrowser.runtime`, after dropping every connection of the last install. */
export function installFakePorts(senderId = fakeBrowser.runtime.id): FakePorts {
  installed?.dropAll();
  const onConnect = fakeEvent();
  const pairs: (FakePort & { open: boolean })[][] = [];
  const ports: FakePorts = {
    connects: [],
    dropAll() {
      for (const pair of pairs) {
        for (const end of pair) {
          if (!end.open) continue;
          end.open = false;
          queueMicrotask(() => end.onDisconnect.fire(end));
        }
      }
    },
  };
  const runtime = fakeBrowser.runtime as unknown as { connect: unknown; onConnect: unknown };
  runtime.onConnect = onConnect;
  runtime.connect = (info: { name?: string } = {}) => {
    const name = info.name ?? '';
    const caller = makeEnd(name, undefined) as FakePort & { open: boolean; other?: FakePort & { open: boolean } };
    const receiver = makeEnd(name, { id: senderId }) as FakePort & { open: boolean; other?: FakePort & { open: boolean } };
    caller.other = receiver;
    receiver.other = caller;
    pairs.push([caller, receiver]);
    ports.connects.push(caller);
    if (onConnect.listeners.size === 0) {
      receiver.open = false;
      caller.open = false;
      queueMicrotask(() => caller.onDisconnect.fire(caller));
    } else {
      onConnect.fire(receiver);
    }
    return caller;
  };
  installed = ports;
  return ports;
}
