import { bootReady, requestKey, type BootState } from './state';

/**
 * A `fetch` for the popup's client that takes over the requests the boot already sent: the same
 * method and URL get the boot's response (once) instead of a second request. The client reads it
 * as its own, with its own timeout: the caller's signal still ends the wait. A request the boot
 * decided not to send after all, or never planned, goes out as usual.
 *
 * A store is matched by method and URL, not body: the boot builds its body from the same stored
 * defaults with the same code, and whatever it sent, a second store would make a second link.
 */
export function adoptingFetch(boot: BootState | undefined, fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  if (!boot) return fetchImpl;
  return async (input, init) => {
    await bootReady(boot);
    const key = requestKey(init?.method ?? 'GET', input instanceof Request ? input.url : String(input));
    const early = boot.requests.get(key);
    if (early) {
      boot.requests.delete(key);
      const response = await untilAborted(early, init?.signal ?? undefined);
      if (response) return response;
    }
    return fetchImpl(input, init);
  };
}

function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The background index's lookup for `url`: the boot's answer when it asked for this URL (taken
 * once), otherwise `ask()`.
 */
export function adoptLocal<T>(boot: BootState | undefined, url: string, ask: () => Promise<T>): Promise<T> {
  const local = boot?.local;
  if (!local || local.url !== url) return ask();
  boot.local = undefined;
  return local.answer as Promise<T>;
}
