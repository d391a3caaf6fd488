/**
 * The "More options" a form sets, in words, for the line under the closed disclosure ("Link
 * password, expires after 100 clicks"): what would be sent is never out of sight. Loaded only
 * when the line is shown.
 */
import { t, tCount, type MessageKey } from '../i18n';
import type { LinkFormState } from './state';

const PRIVACY: Record<string, MessageKey | undefined> = { '1': 'summaryPrivate', '2': 'summaryStatsPassword' };

/** What `form` sets beyond `base` (a new link's defaults), one phrase each, in the fields' order. */
export function optionPhrases(form: LinkFormState, base: LinkFormState): string[] {
  const phrases: string[] = [];
  const text = (name: keyof LinkFormState) => (form[name] as string).trim();
  const add = (set: unknown, key: MessageKey, ...values: string[]) => void (set && phrases.push(t(key, values)));
  add(form.linkPassword !== '', 'summaryLinkPassword');
  add(form.spaceId !== base.spaceId, 'summarySpace');
  add(form.disabled, 'summaryDisabled');
  const privacy = PRIVACY[form.privacy];
  if (privacy) add(true, privacy);
  add(text('expirationDate'), 'summaryExpires', `${text('expirationDate')} ${text('expirationTime')}`.trim());
  add(text('activeFrom') || text('activeUntil'), 'summaryActive', text('activeFrom').replace('T', ' ') || '…', text('activeUntil').replace('T', ' ') || '…');
  if (text('clickLimit')) phrases.push(tCount(Number(text('clickLimit')), { one: 'summaryClicksOne', other: 'summaryClicksOther' }, [text('clickLimit')]));
  add(text('expirationUrl'), 'summaryExpirationUrl');
  add(form.sensitiveContent, 'summarySensitive');
  const rows = form.targetType ? (form.rules[form.targetType] ?? []).filter((row) => row.key.trim() || row.value.trim()).length : 0;
  if (form.targetType) phrases.push(tCount(rows, { one: 'summaryTargetingOne', other: 'summaryTargetingOther' }));
  return phrases;
}

/** The phrases as one line, its first letter capitalised. */
export function optionsSummary(form: LinkFormState, base: LinkFormState): string {
  const line = optionPhrases(form, base).join(', ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
