/**
 * "On another domain…": an update cannot move a link (the server ignores `domain_id` on update),
 * so the shown link's page, space and pixels are made into a new link on the domain chosen, with
 * the alias typed (the shown one's by default). The link shown then offers to delete the one it
 * replaces (./PageLinks.tsx). Loaded on demand.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { linkDomainId } from '../../lib/api/link-domain';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { fieldErrorsFromApi } from '../../lib/link-form/server-errors';
import { emptyLinkForm } from '../../lib/link-form/state';
import type { Failure, ShortenFlow } from '../../lib/shorten/flow';
import { ErrorNotice } from '../ErrorNotice';
import { IdSelect } from '../link-fields/IdSelect';
import { TextField } from '../link-fields/TextField';
import { openOptions } from './open-options';
import type { Lists } from './use-lists';
import './popup-parts.css';

interface OtherDomainProps {
  flow: ShortenFlow;
  link: Link;
  lists: Lists;
  onCancel(): void;
}

export function OtherDomain({ flow, link, lists, onCancel }: OtherDomainProps) {
  const current = linkDomainId(link);
  const choices = lists.domains.filter((domain) => domain.id !== current);
  const [domainId, setDomainId] = useState('');
  const [alias, setAlias] = useState(link.alias ?? '');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => lists.want('domains'), []);
  useEffect(() => first.current?.querySelector('select')?.focus(), []);
  // The first domain offered is chosen once the list is known.
  useEffect(() => {
    if (domainId === '' && choices[0]) setDomainId(String(choices[0].id));
  }, [choices.length]);

  const fields = failure ? fieldErrorsFromApi(failure.error, { ...emptyLinkForm(), domainId, alias }, null) : {};
  const placed = fields.domainId || fields.alias;
  const submit = async () => {
    if (busy || !/^\d+$/.test(domainId)) return;
    setBusy(true);
    setFailure(null);
    // Shown once made: this panel goes with the link it was opened for.
    const failed = await flow.onDomain(Number(domainId), alias);
    setBusy(false);
    if (failed) setFailure(failed);
  };
  return (
    <form
      class="edit-panel"
      noValidate
      aria-labelledby="other-domain-title"
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        onCancel();
      }}
    >
      <h2 id="other-domain-title">{t('popupOtherDomainTitle')}</h2>
      <p class="hint">{t('popupOtherDomainHint')}</p>
      <div ref={first}>
        <IdSelect id="other-domain" label={t('popupDomain')} value={domainId} onValue={setDomainId} options={choices} error={fields.domainId} />
      </div>
      <TextField id="other-alias" label={t('popupAlias')} value={alias} onValue={setAlias} error={fields.alias} hint={t('popupAliasHint')} />
      <ErrorNotice problem={placed ? null : failure?.problem} settings={openOptions} onRetry={() => void submit()} />
      <div class="actions">
        <button type="submit" class="primary" aria-disabled={busy}>
          {busy ? t('popupShortening') : t('popupOtherDomainMake')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('popupCancel')}
        </button>
      </div>
    </form>
  );
}

export default OtherDomain;
