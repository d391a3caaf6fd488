/** The offline queue's items in words, for the popup's list. */
import { t, tCount } from '../i18n';
import type { Queued } from './queue';

const BASIC = new Set(['url', 'domain_id', 'alias']);

/** "Alias “x”, 2 more options", or "Default options". */
export function optionsSummary(input: Queued['input']): string {
  const parts: string[] = [];
  if (input.alias) parts.push(t('popupQueueAlias', input.alias));
  const more = Object.keys(input).filter((name) => !BASIC.has(name)).length;
  if (more) parts.push(tCount(more, { one: 'popupQueueMoreOne', other: 'popupQueueMoreOther' }));
  return parts.length ? parts.join(', ') : t('popupQueueDefaults');
}

const STATES = { waiting: 'popupQueueWaiting', sending: 'popupQueueSending', failed: 'popupQueueFailed' } as const;

export const stateText = (item: Queued): string => t(STATES[item.state]);
