/**
 * The page's other links, a line per domain naming each one's state (lib/shorten/also-on.ts): one
 * that works is one click from being the one shown ("Use it"), one that is off offers "Enable it"
 * or nothing; and the link made in this popup that one of them (or one on another domain)
 * replaced, offered for deletion. Loaded with the result when there is something to say (issue 39:
 * a link on another domain is never handed back as the page's link, but choosing it stays one
 * click; issue 48: an expired one was offered for use, unsaid).
 */
import { useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import { t, tCount } from '../../lib/i18n';
import { ALSO_ON_LINES, alsoOnLines, type AlsoOnLine, type OtherLink } from '../../lib/shorten/also-on';
import type { Failure, ShortenFlow, Shown } from '../../lib/shorten/flow';
import { ErrorNotice } from '../ErrorNotice';
import { DeleteLink } from './DeleteLink';
import { openOptions } from './open-options';

/** A short link as people read it: host and alias, no scheme. */
export const shortText = (link: Link): string => link.short_url.replace(/^https?:\/\//, '');

const STATE_TEXT = { expired: 'popupOtherExpired', disabled: 'popupOtherDisabled', scheduled: 'popupOtherScheduled' } as const;

/** What the line says of its link besides where it is: "(expired)", "(password)". */
function stateText(other: OtherLink): string {
  const said = [other.state === 'active' ? null : t(STATE_TEXT[other.state]), other.password ? t('popupOtherPassword') : null].filter(Boolean);
  return said.length ? ` (${said.join(', ')})` : '';
}

/** "Also on go.example.test: blog-spring (expired) (and 1 more) Enable it". */
function AlsoOn({ line, flow, onFailed }: { line: AlsoOnLine; flow: ShortenFlow; onFailed(failure: Failure | null): void }) {
  const { first } = line;
  const [busy, setBusy] = useState(false);
  const enable = async () => {
    setBusy(true);
    onFailed(null);
    const failed = await flow.enable(first.link);
    setBusy(false);
    if (failed) onFailed(failed);
  };
  return (
    <p class="page-links">
      <span title={first.link.url}>{t('popupAlsoOn', [line.domain, first.path])}</span>
      {stateText(first)}
      {line.more > 0 && ` ${t('popupAlsoMore', String(line.more))}`}{' '}
      {first.offer === 'use' && (
        <button type="button" class="link-button" aria-label={t('popupUseLinkNamed', shortText(first.link))} onClick={() => void flow.use(first.link)}>
          {t('popupUseLink')}
        </button>
      )}
      {first.offer === 'enable' && (
        <button
          type="button"
          class="link-button"
          aria-label={t('popupEnableLinkNamed', shortText(first.link))}
          aria-disabled={busy}
          onClick={() => !busy && void enable()}
        >
          {t('popupEnableLink')}
        </button>
      )}
    </p>
  );
}

export function PageLinks({ flow, client, shown }: { flow: ShortenFlow; client: ApiClient; shown: Pick<Shown, 'others' | 'replaced'> }) {
  const { others, replaced } = shown;
  const [failure, setFailure] = useState<Failure | null>(null);
  const lines = alsoOnLines(others, client.version, Date.now());
  const deleted = () => flow.replacedDeleted();
  return (
    <>
      {/* A line per domain: the newest link there that works, one click from being the one shown. */}
      {lines.slice(0, ALSO_ON_LINES).map((line) => (
        <AlsoOn key={line.domain} line={line} flow={flow} onFailed={setFailure} />
      ))}
      {lines.length > ALSO_ON_LINES && (
        <p class="page-links">{tCount(lines.length - ALSO_ON_LINES, { one: 'popupAlsoOnDomainsOne', other: 'popupAlsoOnDomainsOther' })}</p>
      )}
      <ErrorNotice problem={failure?.problem} settings={openOptions} />
      {replaced && (
        <div class="notice replaced">
          <p>{t('popupReplacedKept', shortText(replaced))}</p>
          <DeleteLink client={client} index={flow.index} link={replaced} onDeleted={deleted} />
        </div>
      )}
    </>
  );
}

export default PageLinks;
