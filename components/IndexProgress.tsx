import { useEffect, useState } from 'preact/hooks';
import type { IndexStatus } from '../lib/link-index';
import { progressText } from '../lib/link-index/progress';
import { sendMessage } from '../lib/messaging';

const POLL_MS = 5_000;

/** Profile `profileId`'s index status, asked again every few seconds while a refresh fills it; null until the first answer. */
export function useIndexStatus(profileId: string): IndexStatus | null {
  const [status, setStatus] = useState<IndexStatus | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () =>
      sendMessage('getIndexStatus', { profileId }).then(
        (next) => {
          if (!live || !next) return;
          setStatus(next);
          if (next.refreshing) timer = setTimeout(poll, POLL_MS);
        },
        () => undefined,
      );
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [profileId]);
  return status;
}

/** Where the index is used, while a refresh fills it: how far it is and what it does (lib/link-index/progress.ts). */
export function IndexProgress({ status }: { status: IndexStatus | null }) {
  const text = status && progressText(status);
  return text ? <p class="hint index-progress">{text}</p> : null;
}
