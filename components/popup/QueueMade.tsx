import { useEffect, useState } from 'preact/hooks';
import { resetBadge } from '../../lib/background/feedback';
import { copyText } from '../../lib/clipboard/page';
import { t } from '../../lib/i18n';
import { forgetMade, madeLinks, QUEUE_MADE_ITEM, type MadeLink } from '../../lib/queue/made';

/**
 * The links the offline queue made once the instance was back (lib/queue/made.ts): not copied by
 * themselves, so each waits here with Copy, until copied or dismissed. Live: the queue may make
 * one while the popup is open. Seen here, the toolbar's badge about them goes.
 */
export function QueueMade() {
  const [made, setMade] = useState<MadeLink[]>([]);
  const [copied, setCopied] = useState<{ shortUrl: string; ok: boolean } | null>(null);
  useEffect(() => {
    let first = true;
    const read = () =>
      void madeLinks().then(
        (links) => {
          setMade(links);
          if (first && links.length) void resetBadge().catch(() => undefined);
          first = false;
        },
        () => undefined,
      );
    read();
    return QUEUE_MADE_ITEM.watch(read);
  }, []);
  // The last one copied, the list is gone but "Copied" is still said.
  if (!made.length) {
    return copied ? (
      <p role="status" class="status">
        {copied.ok ? t('popupCopied') : ''}
      </p>
    ) : null;
  }
  const copy = async (link: MadeLink) => {
    const ok = await copyText(link.shortUrl);
    setCopied({ shortUrl: link.shortUrl, ok });
    // Copied, it is done with; the status still says so (the list follows storage).
    if (ok) await forgetMade(link.shortUrl).catch(() => undefined);
  };
  return (
    <section class="notice queue" aria-labelledby="queue-made-heading">
      <h2 id="queue-made-heading">{t('popupQueueMadeHeading', String(made.length))}</h2>
      <p class="hint">{t('popupQueueMadeHint')}</p>
      <ul>
        {made.map((link) => (
          <li key={link.shortUrl}>
            <p id={`made-${link.at}`} class="queue-url" title={link.url}>
              {link.shortUrl.replace(/^https?:\/\//, '')}
            </p>
            <p class="detail queue-url">{link.url}</p>
            <button type="button" aria-describedby={`made-${link.at}`} onClick={() => void copy(link)}>
              {t('popupCopy')}
            </button>
          </li>
        ))}
      </ul>
      <div class="actions">
        <button type="button" onClick={() => void forgetMade().catch(() => undefined)}>
          {t('popupQueueDismissAll')}
        </button>
      </div>
      <p role="status" class="status">
        {copied?.ok ? t('popupCopied') : ''}
      </p>
      {copied && !copied.ok && <p role="alert">{t('popupCopyFailed')}</p>}
    </section>
  );
}
