/**
 * Everything the bench measures in Chromium, in one headful session (host-permission prompts are
 * answered under Xvfb): popup vs floor timings, requests per shorten with and without the host
 * permission, and the background's cold start. The instance and the test pages are two reference
 * servers, so page loads never mix with the API requests being counted, and the two origins can
 * be granted separately.
 */
import { rmSync } from 'node:fs';
import { startServer, type RefServer } from '../test/server';
import { clickSample, type ClickSample } from './click-mode';
import { benchBigIndex, type BigIndexResult } from './big-index';
import { benchColdStart, type ColdStartResult } from './cold-start';
import { makeBenchCopy } from './extension-copy';
import { benchOptionsOpen, type OptionsOpenResult } from './options-open';
import { countRequests, sameStoreRequest, type RequestCount } from './requests';
import { inWorker, launchBenchBrowser } from './session';
import { round, summarize, type Summary } from './stats';
import { runInterleaved } from './timing';
import { measureOpen, type OpenContext, type OpenMeasurement } from './toolbar-open';
import { attempt, sleep } from './util';

export interface BrowserResults {
  chromium: string;
  popupOpen: {
    method: string;
    popup: Summary;
    floor: Summary;
    ratioMedian: number;
    ratioP95: number;
    /** The floor with the duplicate check before the store (floor-checked.html), and popup / it. */
    checked?: Summary;
    ratioToCheckedMedian?: number;
    openToShown: { popup: Summary; floor: Summary };
    /** Medians, ms since navigation start: where each page spends its time. */
    phases: { popup: PhaseMedians; floor: PhaseMedians; checked?: PhaseMedians };
    failures: string[];
  };
  requests: {
    /** The popup's store request equals the floor's (headers and body, the page URL aside). */
    identicalStoreRequest: boolean;
    autoOpen: { popup: RequestCount; floor: RequestCount };
    clickMode: { onOpen: RequestCount; perClick: RequestCount } | { error: string };
    withoutHostPermission: { popup: RequestCount | { error: string }; floor: RequestCount };
  };
  coldStart: ColdStartResult;
  optionsOpen: OptionsOpenResult;
  /** The index at 1,000 / 10,000 / 100,000 links. */
  bigIndex: (BigIndexResult | { error: string })[];
}

export interface PhaseMedians {
  firstContentfulPaint: number;
  storeStart: number;
  storeEnd: number;
  shown: number;
  apiCallsBefore: number;
}

function phaseMedians(runs: OpenMeasurement[]): PhaseMedians {
  const median = (pick: (m: OpenMeasurement) => number | undefined) => summarize(runs.map(pick).filter((v): v is number => v !== undefined)).median;
  return {
    firstContentfulPaint: median((m) => m.phases.firstContentfulPaint),
    storeStart: median((m) => m.phases.storeStart),
    storeEnd: median((m) => m.phases.storeEnd),
    shown: median((m) => m.navToShownMs),
    apiCallsBefore: median((m) => m.phases.apiCallsBefore),
  };
}

const AUTO = { shortenOnOpen: true, defaultDomainId: 1, autoCopy: false };

/** The accounts the index is measured with. */
export const INDEX_SIZES = [1_000, 10_000, 100_000];

/** Waits until the instance has had no request for `quietMs` (e.g. the background's index refresh). */
async function quiet(api: RefServer, quietMs = 1000, maxMs = 30_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let seen = api.requests.length;
  let since = Date.now();
  while (Date.now() < deadline && Date.now() - since < quietMs) {
    await sleep(50);
    if (api.requests.length !== seen) [seen, since] = [api.requests.length, Date.now()];
  }
}

function ratio(a: number, b: number): number {
  return round(a / b, 3);
}

const nav = (runs: OpenMeasurement[]) => summarize(runs.map((m) => m.navToShownMs));
const open = (runs: OpenMeasurement[]) => summarize(runs.map((m) => m.openToShownMs));

export async function benchInBrowser(builtExtensionDir: string, rounds: number): Promise<BrowserResults> {
  const api = await startServer({ port: 0, seed: { links: 300 } });
  const pages = await startServer({ port: 0, seed: false });
  const copy = makeBenchCopy(builtExtensionDir);
  const { session, harness, configure } = await launchBenchBrowser(copy);
  const setUp = (settings: Record<string, unknown>, instance = api) =>
    configure.configureExtension(session, { instanceUrl: instance.url, apiKey: instance.apiKey, settings });
  try {
    for (const origin of [api.origin, pages.origin]) {
      if (!(await configure.grantHostPermission(session, origin))) throw new Error(`could not grant ${origin}`);
    }
    await setUp(AUTO);
    await quiet(api);
    const tab = await session.context.newPage();
    const ctx: OpenContext = { session, api, tab, pageUrl: (name) => `${pages.url}/page/${name}` };

    const timing = await runInterleaved(ctx, rounds);
    const autoOpen = { popup: countRequests(timing.popup.map((m) => m.requests)), floor: countRequests(timing.floor.map((m) => m.requests)) };
    const identicalStoreRequest = timing.popup.length > 0 && timing.floor.length > 0 && sameStoreRequest(timing.popup[0]!.requests, timing.floor[0]!.requests);

    const clickMode = await attempt(async () => {
      await setUp({ ...AUTO, shortenOnOpen: false });
      await quiet(api);
      const samples: ClickSample[] = [];
      for (let i = 0; i < 5; i++) samples.push(await clickSample(ctx, String(i)));
      return { onOpen: countRequests(samples.map((s) => s.onOpen)), perClick: countRequests(samples.map((s) => s.perClick)) };
    });

    const coldStart = await benchColdStart(session, harness.stopServiceWorker);
    const optionsOpen = await benchOptionsOpen(session, rounds);

    // Last, because granting again needs the prompt: the instance's origin is no longer granted,
    // the pages' origin still is (the popup must see the tab's URL).
    await setUp(AUTO);
    await inWorker(
      session,
      (pattern: string) => (globalThis as unknown as { chrome: any }).chrome.permissions.remove({ origins: [pattern] }),
      `${api.origin}/*`,
    );
    await quiet(api);
    const without = async (kind: 'popup' | 'floor') => {
      const runs: OpenMeasurement[] = [];
      for (let i = 0; i < 5; i++) runs.push(await measureOpen(ctx, kind, `nohost-${i}`));
      return countRequests(runs.map((m) => m.requests));
    };
    const withoutHostPermission = {
      popup: await attempt(() => without('popup')),
      floor: await without('floor'),
    };

    const bigIndex: BrowserResults['bigIndex'] = [];
    for (const links of INDEX_SIZES) {
      bigIndex.push(
        await attempt(async () => {
          const big = await startServer({ port: 0, seed: { links } });
          try {
            if (!(await configure.grantHostPermission(session, big.origin))) throw new Error(`could not grant ${big.origin}`);
            // Connecting to the instance starts the full refresh the bench waits for and times.
            const connected = Date.now();
            await setUp(AUTO, big);
            return await benchBigIndex(session, harness.stopServiceWorker, connected, links);
          } finally {
          }
        }),
      );
    }

    const popup = nav(timing.popup);
    const floor = nav(timing.floor);
    const checked = nav(timing.checked);
    return {
      chromium: session.context.browser()?.version() ?? 'unknown',
      popupOpen: {
        method:
          'real toolbar popup (chrome.action.openPopup over a fresh http page), "Shorten as soon as the popup opens" on; floor = floor.html opened the same way; time = the page\'s navigation start (performance.timeOrigin) → the short URL in the DOM',
        popup,
        floor,
        ratioMedian: ratio(popup.median, floor.median),
        ratioP95: ratio(popup.p95, floor.p95),
        checked,
        ratioToCheckedMedian: ratio(popup.median, checked.median),
        openToShown: { popup: open(timing.popup), floor: open(timing.floor) },
        phases: { popup: phaseMedians(timing.popup), floor: phaseMedians(timing.floor), checked: phaseMedians(timing.checked) },
        failures: timing.failures,
      },
      requests: { identicalStoreRequest, autoOpen, clickMode, withoutHostPermission },
      coldStart,
      optionsOpen,
      bigIndex,
    };
  } finally {
    await session.close();
    await api.close();
    await pages.close();
    rmSync(copy.outDir, { recursive: true, force: true });
  }
}
