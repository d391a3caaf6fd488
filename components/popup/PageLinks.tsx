/**
 * The page's other links, named in one line, each one click from being the one shown ("Use it"),
 * and the link made in this popup that one of them (or one on another domain) replaced, offered
 * for deletion. Loaded with the result when there is something to say (issue 39: a link on another
 * domain is never handed back as the page's link, but choosing it stays one click).
 */
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { sendMessage } from '../../lib/messaging';
import type { ShortenFlow, Shown } from '../../lib/shorten/flow';
import { DeleteLink } from './DeleteLink';

/** A short link as people read it: host and alias, no scheme. */
export const shortText = (link: Link): string => link.short_url.replace(/^https?:\/\//, '');

/** How many of the page's other links the line names; the rest are counted. */
const NAMED = 2;

export function PageLinks({ flow, client, shown }: { flow: ShortenFlow; client: ApiClient; shown: Pick<Shown, 'others' | 'replaced'> }) {
  const { others, replaced } = shown;
  const deleted = (id: number) => {
    // The background may be asleep or updating: the popup never waits on it.
    void sendMessage('unindexLink', { id }).catch(() => undefined);
    flow.replacedDeleted();
  };
  return (
    <>
      {others.length > 0 && (
        <div class="page-links">
          <p class="hint">{t('popupPageAlsoHas')}</p>
          <ul>
            {others.slice(0, NAMED).map((link) => (
              <li key={link.id}>
                <span class="page-link-text" title={link.url}>
                  {shortText(link)}
                </span>
                <button type="button" class="link-button" aria-label={t('popupUseLinkNamed', shortText(link))} onClick={() => void flow.use(link)}>
                  {t('popupUseLink')}
                </button>
              </li>
            ))}
          </ul>
          {others.length > NAMED && <p class="hint">{t('popupPageAlsoMore', String(others.length - NAMED))}</p>}
        </div>
      )}
      {replaced && (
        <div class="notice replaced">
          <p>{t('popupReplacedKept', shortText(replaced))}</p>
          <DeleteLink client={client} link={replaced} onDeleted={deleted} />
        </div>
      )}
    </>
  );
}

export default PageLinks;
