import { useRef, useState } from 'preact/hooks';
import type { Link } from '../lib/api/schemas';
import { describeProblem } from '../lib/problems/describe';
import { copyText } from '../lib/clipboard/page';
import { t } from '../lib/i18n';
import { highlight } from '../lib/link-index/highlight';
import { bareUrl } from '../lib/link-index/normalize';
import type { IndexStatus } from '../lib/link-index';
import { IndexProgress, useIndexStatus } from './IndexProgress';
import './RecentLinks.css';
import { RESULT_COUNT, useLinkSearch } from './use-link-search';

export interface RecentLinksProps {
  /** Whose links are listed: the popup's profile, asked of the background by name. */
  profileId: string;
  /** The popup decides how editing is shown. */
  onEdit(link: Link): void;
  /** The popup decides how the QR code is shown. */
  onQr(link: Link): void;
  /** The link's statistics; no button when absent (the plan or the server has none). */
  onStats?(link: Link): void;
}

function isHttp(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * What an empty list says, once it is true: "No link matches" only when every source answered
 * (the server's search too), "No links yet" only when no refresh is filling the index (its
 * progress says so then) — nothing meanwhile.
 */
function emptyText(query: string, searching: boolean, index: IndexStatus | null): string | null {
  if (query) return searching ? null : t('recentNoMatch', query);
  return index && !index.refreshing ? t('recentEmpty') : null;
}

/** Text with the query's matches marked; Preact escapes every piece. */
function Marked({ text, query }: { text: string; query: string }) {
  return <>{highlight(text, query).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

/**
 * "Recent links": the ten newest links, and "Search links", which filters as one types (the
 * local index at once, the server's results merged when they arrive). Each row can be copied,
 * opened (http(s) only), shown as a QR code or edited.
 */
export function RecentLinks({ profileId, onEdit, onQr, onStats }: RecentLinksProps) {
  const search = useLinkSearch(profileId);
  const index = useIndexStatus(profileId);
  const [copied, setCopied] = useState<{ ok: boolean; short: string } | null>(null);
  const query = search.query.trim();
  const empty = search.rows?.length === 0 && emptyText(query, search.searching, index);
  const list = useRef<HTMLUListElement>(null);
  const section = useRef<HTMLElement>(null);
  /** The field as last typed (the render's `search.query` can be a keystroke behind). */
  const typed = useRef(search.query);

  const copy = async (link: Link) => {
    const short = bareUrl(link.short_url);
    const ok = await copyText(link.short_url);
    setCopied({ ok, short });
    return ok;
  };

  /** The arrow keys move from the search field through the rows' Copy buttons and back. */
  const move = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('.recent-copy') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    event.preventDefault();
    if (next < 0) document.getElementById('recent-links-search')?.focus();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  };

  return (
    <section class="recent-links" aria-labelledby="recent-links-title" ref={section}>
      <h2 id="recent-links-title">{query ? t('recentResultsTitle') : t('recentTitle')}</h2>
      <label for="recent-links-search">{t('recentSearchLabel')}</label>
      <input
        id="recent-links-search"
        type="search"
        autocomplete="off"
        spellcheck={false}
        aria-describedby="recent-keys"
        value={search.query}
        onInput={(event) => {
          const value = event.currentTarget.value;
          // A search starts (the field was empty): its results show under the field, so the
          // section comes to the top of the popup, the first of them in sight below a long form.
          // Once, not at every keystroke: whoever scrolled back up while typing stays there.
          if (!typed.current.trim() && value.trim()) section.current?.scrollIntoView?.({ block: 'start' });
          typed.current = value;
          search.setQuery(value);
        }}
        onKeyDown={move}
      />
      <p class="hint" id="recent-keys">
        {t('recentKeys')}
      </p>
      <p class="status" role="status">
        {copied?.ok ? t('recentCopied', copied.short) : search.searching ? t('recentSearchingServer') : ''}
      </p>
      {copied && !copied.ok && <p role="alert">{t('recentCopyFailed', copied.short)}</p>}
      <IndexProgress status={index} />
      {search.serverError && <p role="alert">{t('recentServerError', describeProblem(search.serverError, { line: true }).text)}</p>}
      {empty && <p class="hint">{empty}</p>}
      {search.capped && (
        <p class="hint" id="recent-capped">
          {t('recentCapped', String(RESULT_COUNT))}
        </p>
      )}
      {search.rows && search.rows.length > 0 && (
        <ul class="recent-list" ref={list} onKeyDown={move} aria-describedby={search.capped ? 'recent-capped' : undefined}>
          {search.rows.map(({ link }) => {
            const short = bareUrl(link.short_url);
            return (
              <li key={link.id} class="recent-row">
                <div class="recent-text">
                  <span class="recent-short">
                    <Marked text={short} query={query} />
                  </span>
                  {link.disabled === 1 || link.disabled === true ? <span class="recent-flag">{t('recentDisabled')}</span> : null}
                  {link.title && (
                    <span class="recent-title" title={link.title}>
                      <Marked text={link.title} query={query} />
                    </span>
                  )}
                  <span class="recent-url" title={link.url}>
                    <Marked text={link.url} query={query} />
                  </span>
                </div>
                <div class="recent-actions">
                  <button
                    type="button"
                    class="recent-copy"
                    aria-label={t('recentCopyLabel', short)}
                    onClick={() => void copy(link)}
                    // Enter on a row copies its link and is done: the popup closes.
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter') return;
                      event.preventDefault();
                      void copy(link).then((ok) => ok && window.close());
                    }}
                  >
                    {t('recentCopy')}
                  </button>
                  {isHttp(link.short_url) && (
                    <a class="button" href={link.short_url} target="_blank" rel="noreferrer" aria-label={t('recentOpenLabel', short)}>
                      {t('recentOpen')}
                    </a>
                  )}
                  <button type="button" aria-label={t('recentQrLabel', short)} onClick={() => onQr(link)}>
                    {t('recentQr')}
                  </button>
                  <button type="button" aria-label={t('recentEditLabel', short)} onClick={() => onEdit(link)}>
                    {t('recentEdit')}
                  </button>
                  {onStats && (
                    <button type="button" aria-label={t('recentStatsLabel', short)} onClick={() => onStats(link)}>
                      {t('recentStats')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
