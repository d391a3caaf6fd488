/**
 * The hand-over between the popup's first script (entrypoints/popup-boot.ts, run before the
 * popup's app has loaded) and the app. With "Shorten as soon as the popup opens", the boot sends
 * the duplicate check and the store request itself, as soon as storage and the tab are read; the
 * app's client then takes those requests over instead of sending them again (see adopt.ts), so
 * each is sent once and every answer is still read, checked and explained by the client.
 */

/** A request the boot sent, or decided on; `null` once the boot decided not to send it after all. */
export type EarlyResponse = Promise<Response | null>;

export interface BootState {
  /** Settles once the boot has registered every request it will send (perhaps none). */
  ready: Promise<void>;
  /** Settles when the boot is done: the link shown, or nothing (more) to do. */
  settled: Promise<void>;
  /** By `METHOD href` (see `requestKey`); each is taken over at most once. */
  requests: Map<string, EarlyResponse>;
  /** The background index's answer for `url`, when the boot asked it. */
  local?: { url: string; answer: Promise<unknown> };
  /** Set when the app stopped waiting for `ready` (see `bootReady`): the boot then sends nothing. */
  abandoned?: boolean;
}

/** How long the app waits for the boot's storage reads before it does everything itself. */
export const READY_LIMIT_MS = 1000;

const GLOBAL = '__linkletBoot';

export function requestKey(method: string, href: string): string {
  return `${method.toUpperCase()} ${href}`;
}

export function publishBoot(state: BootState, scope: object = globalThis): void {
  (scope as Record<string, unknown>)[GLOBAL] = state;
}

/** The boot's state in this page, if its script ran. */
export function findBoot(scope: object = globalThis): BootState | undefined {
  const state = (scope as Record<string, unknown>)[GLOBAL] as BootState | undefined;
  return state && state.requests instanceof Map && state.ready instanceof Promise && state.settled instanceof Promise ? state : undefined;
}

/**
 * `ready`, or — if the boot's reads never answer — the app gives up on it after `limitMs`. From
 * then on the boot sends nothing (it checks `abandoned` before it registers any request), so the
 * app may send its own requests without any risk of a second store.
 */
export function bootReady(boot: BootState, limitMs = READY_LIMIT_MS): Promise<void> {
  let ready = false;
  void boot.ready.then(() => (ready = true));
  const limit = new Promise<void>((resolve) =>
    setTimeout(() => {
      if (!ready) boot.abandoned = true;
      resolve();
    }, limitMs),
  );
  return Promise.race([boot.ready, limit]);
}

/**
 * When the app should start: once the boot is done, so its few milliseconds of work are not
 * queued behind the app's, but never more than `graceMs` after the boot's requests went out — on
 * a slow network the app starts meanwhile and shows its own progress and errors.
 */
export function appMayStart(boot: BootState | undefined, graceMs = 250): Promise<void> {
  if (!boot) return Promise.resolve();
  const grace = bootReady(boot).then(() => new Promise<void>((resolve) => setTimeout(resolve, graceMs)));
  return Promise.race([boot.settled, grace]);
}
