/**
 * The page's other links, named in one line, each one click from being the one shown ("Use it"),
 * and the link made in this popup that one of them (or one on another domain) replaced, offered
 * for deletion. Loaded with the result when there is something to say (issue 39: a link on another
 * domain is never handed back as the page's link, but choosing it stays one click).
 */
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import type { ShortenFlow, Shown } from '../../lib/shorten/flow';
import { DeleteLink } from './DeleteLink';

/** A short link as people read it: host and alias, no scheme. */
export const shortText = (link: Link): string => link.short_url.replace(/^https?:\/\//, '');

/** "Also on go.example.test: gszw1": where the link is, and its path. */
function alsoOn(link: Link): string {
  const text = shortText(link);
  const slash = text.indexOf('/');
  return slash < 0 ? text : t('popupAlsoOn', [text.slice(0, slash), text.slice(slash + 1)]);
}

export function PageLinks({ flow, client, shown }: { flow: ShortenFlow; client: ApiClient; shown: Pick<Shown, 'others' | 'replaced'> }) {
  const { others, replaced } = shown;
  const [first] = others;
  const deleted = () => flow.replacedDeleted();
  return (
    <>
      {/* One line: the newest of the page's other links, one click from being the one shown. */}
      {first && (
        <p class="page-links">
          <span title={first.url}>{alsoOn(first)}</span>
          {others.length > 1 && ` ${t('popupAlsoMore', String(others.length - 1))}`}{' '}
          <button type="button" class="link-button" aria-label={t('popupUseLinkNamed', shortText(first))} onClick={() => void flow.use(first)}>
            {t('popupUseLink')}
          </button>
        </p>
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
