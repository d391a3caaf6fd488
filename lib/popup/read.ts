/**
 * What the popup reads once, at its start, for itself and for the app it hands over to: the
 * profile's instance session (settings, the key for the instance's origin, what is known of the
 * instance: put together by lib/connection/session.ts `sessionOf`), the tab and the draft for the
 * tab's page. One `get` per storage area and the tab, all at once.
 */
import type { ApiClient } from '../api/client';
import { sessionOf, type InstanceSession, type SessionOptions } from '../connection/session';
import { draftFor, DRAFTS_ITEM, type Draft } from '../drafts/drafts';
import { factsFor, FACTS_ITEM } from '../instance/facts';
import { withFallbackDomain } from '../instance/info';
import { KEY_ITEMS, keyFor } from '../settings/api-key';
import { usableOrigin } from '../settings/origin';
import { SETTINGS_ITEM, SETTINGS_VERSION_ITEM } from '../settings/item';
import { parseStoredSettings } from '../settings/read';
import { settingsOf, type AllSettings, type Settings } from '../settings/schema';
import { checkShortenable, type ShortenableCheck } from '../url/shortenable';
import { getValues, ofProfile } from '../storage/item';
import { getTargetTab, type TargetTab } from '../url/tab-url';

export interface StartRead {
  /** With the account's default domain, or the only domain, when none is chosen (lib/instance). */
  settings: Settings;
  /** Every profile, and the browser's switches: the popup's "Profile" switch shows with several. */
  all: AllSettings;
  /** The profile's instance session as this read found it: no client until an instance and its key are saved. */
  session: InstanceSession;
  tab: TargetTab;
  /** The page to shorten, or why there is none. */
  page: ShortenableCheck;
  /** What the user typed for this page last time ('' is every page that cannot be shortened). */
  draft: Draft | null;
}

export async function readPopupStart(search: string, making: Omit<SessionOptions<ApiClient>, 'profileId'> = {}): Promise<StartRead> {
  // The first profile's facts are read with the settings; another profile's once its id is known.
  const [[value, meta, firstFacts, drafts, ...keys], tab] = await Promise.all([
    getValues([SETTINGS_ITEM, SETTINGS_VERSION_ITEM, FACTS_ITEM, DRAFTS_ITEM, ...KEY_ITEMS]),
    getTargetTab(search),
  ]);
  const all = parseStoredSettings(value, meta);
  const stored = settingsOf(all);
  const origin = usableOrigin(stored);
  const apiKey = origin ? keyFor(stored.profileId, origin, keys) : null;
  const item = ofProfile(FACTS_ITEM, stored.profileId);
  const facts = factsFor(origin, item === FACTS_ITEM ? firstFacts : (await getValues([item]))[0]);
  const page = checkShortenable(tab.url);
  return {
    settings: withFallbackDomain(stored, facts),
    all,
    session: sessionOf({ profileId: stored.profileId, settings: stored, origin, apiKey, facts }, making),
    tab,
    page,
    draft: draftFor(page.ok ? page.url : '', drafts),
  };
}
