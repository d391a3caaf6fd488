import { useEffect, useState } from 'preact/hooks';
import { t, tCount } from '../lib/i18n';
import { waitText } from '../lib/problems/wait-text';
import type { IndexStatus } from '../lib/link-index';
import { sendMessage } from '../lib/messaging';

/** Pages of 100 a paced refresh gets through in a minute, at phpShort's 60 requests a minute. */
const PAGES_PER_WINDOW = 30;
const WINDOW_MS = 60_000;
const POLL_MS = 5_000;

/**
 * "Indexed 5,100 of 7,043 links; the rest in about 1 min"; or, when the index stopped at its
 * byte budget, that it holds the newest links only; nothing otherwise.
 */
export function progressText(status: IndexStatus, now = Date.now()): string | null {
  const progress = status.refreshing;
  const number = new Intl.NumberFormat();
  if (!progress && status.capped) return t('indexCapped', number.format(status.count));
  if (!progress || progress.mode !== 'full') return null;
  if (progress.total === null || progress.total <= progress.fetched) return t('indexProgressSome', number.format(progress.fetched));
  const pagesLeft = Math.ceil((progress.total - progress.fetched) / 100);
  const waitMs = Math.max(0, progress.resumeAt - now) + Math.floor((pagesLeft - 1) / PAGES_PER_WINDOW) * WINDOW_MS;
  const indexed = tCount(progress.total, { one: 'indexProgressOne', other: 'indexProgressOther' }, [number.format(progress.fetched), number.format(progress.total)]);
  const wait = waitText(waitMs / 1000);
  return wait ? t('indexProgressRest', [indexed, wait]) : indexed;
}

/** Where the index is used, while a refresh fills it: how far it is, kept current. */
export function IndexProgress() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () =>
      sendMessage('getIndexStatus', {}).then(
        (status) => {
          if (!live) return;
          const next = progressText(status);
          setText(next);
          if (status.refreshing) timer = setTimeout(poll, POLL_MS);
        },
        () => undefined,
      );
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return text ? <p class="hint index-progress">{text}</p> : null;
}
