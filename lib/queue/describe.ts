/** The offline queue's items in words, for the popup's list. */
import { t, tCount } from '../i18n';
import type { Queued } from './queue';

const BASIC = new Set(['url', 'domain_id', 'alias']);

/** "Alias “x”, 2 more options", or "Default options"; a password (held apart) counts as an option. */
export function queuedOptionsSummary(item: Pick<Queued, 'input' | 'passwordFields'>): string {
  const parts: string[] = [];
  if (item.input.alias) parts.push(t('popupQueueAlias', item.input.alias));
  const more = Object.keys(item.input).filter((name) => !BASIC.has(name)).length + (item.passwordFields?.length ?? 0);
  if (more) parts.push(tCount(more, { one: 'popupQueueMoreOne', other: 'popupQueueMoreOther' }));
  return parts.length ? parts.join(', ') : t('popupQueueDefaults');
}

const STATES = { waiting: 'popupQueueWaiting', sending: 'popupQueueSending', failed: 'popupQueueFailed' } as const;

/** Its state; an item whose passwords the browser dropped waits for the user, whatever it was. */
export const stateText = (item: Queued, passwordsLost = false): string => t(passwordsLost ? 'popupQueueNeedsYou' : STATES[item.state]);
