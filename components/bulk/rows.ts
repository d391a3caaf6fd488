import { describeProblem } from '../../lib/problems/describe';
import type { BulkItem } from '../../lib/bulk/batch';
import type { TextTable } from '../../lib/bulk/output';
import { UNANSWERED } from '../../lib/bulk/run';
import { t } from '../../lib/i18n';

/** Why an item failed: a 422's field messages as the server worded them, else the usual sentence. */
export function failureText(item: BulkItem): string {
  const error = item.error;
  if (!error) return '';
  if (error.message === UNANSWERED) return t('bulkUnanswered');
  if (error.name === 'ValidationError' && error.fields) {
    const messages = Object.values(error.fields).flat().filter(Boolean);
    if (messages.length) return messages.join(' ');
  }
  return describeProblem(error).text;
}

export function statusText(item: BulkItem): string {
  switch (item.state) {
    case 'waiting':
      return t('bulkStatusWaiting');
    case 'sending':
      return t('bulkStatusSending');
    case 'done':
      return t('bulkStatusDone');
    case 'reused':
      return t('bulkStatusReused');
    case 'failed':
      return t('bulkStatusFailed', failureText(item));
  }
}

/** The batch as a table (original URL, short link, status) and its short links, for lib/bulk/output.ts. */
export function resultTable(items: readonly BulkItem[]): TextTable {
  return {
    header: [t('bulkColOriginal'), t('bulkColShort'), t('bulkColStatus')],
    rows: items.map((item) => [item.url, item.shortUrl ?? '', statusText(item)]),
  };
}

export const shortLinks = (items: readonly BulkItem[]): string[] => items.map((item) => item.shortUrl ?? '');
