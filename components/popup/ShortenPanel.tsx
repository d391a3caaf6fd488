import { useEffect, useState } from 'preact/hooks';
import { draftSummary } from '../../lib/drafts/draft-line';
import { t } from '../../lib/i18n';
import { withTypedUrl } from '../../lib/link-form/state';
import type { PopupStart } from '../../lib/popup/start';
import { isLinkShown } from '../../lib/shorten/flow';
import { TeamNotice } from '../TeamNotice';
import { PageLinks } from './PageLinks';
import { ResultView } from './ResultView';
import { ShortenForm } from './ShortenForm';
import { useFlow } from './use-flow';
import { useLists } from './use-lists';
import { usePopupForm } from './use-popup-form';

type Ready = Extract<PopupStart, { kind: 'ready' }>;

/**
 * The page's short link as the shorten flow (lib/shorten/flow.ts) has it: the link once there is
 * one; the form when the user chooses first, when a draft waits, after "Create another", or when
 * the automatic shorten failed; "Shortening…" while the automatic one is on its way.
 */
export function ShortenPanel({ start, blankHint }: { start: Ready; blankHint?: string }) {
  const { flow, client, read } = start;
  const state = useFlow(flow);
  const form = usePopupForm(read, flow);
  const lists = useLists(client);
  const linkShown = isLinkShown(state);
  // The automatic shorten shows no form unless it has to: a link, or its failure with the form.
  const [formSeen, setFormSeen] = useState(start.mode !== 'auto');
  const formShown = !linkShown && (formSeen || state.step === 'input' || state.step === 'failed');
  useEffect(() => {
    if (formShown && !formSeen) setFormSeen(true);
  }, [formShown]);
  // The flow's field messages go to the form, which keeps them until their field changes.
  useEffect(() => {
    if (state.step === 'input' && state.fields) form.showErrors(state.fields);
  }, [state]);
  // A domain learned after the form opened (the account's default, the only one) fills an empty field.
  useEffect(() => {
    if (lists.fallbackDomainId !== null) form.fillDomain(String(lists.fallbackDomainId));
  }, [lists.fallbackDomainId]);
  // The form shows its choices with it; the link's Edit asks for them when it opens.
  useEffect(() => {
    if (formShown) lists.want('pixels', 'domains');
  }, [formShown]);

  const submit = () => {
    // `example.com/pricing` gets https:// in the field as it is sent (the field said so under it).
    form.update(withTypedUrl);
    void flow.submit(form.latest());
  };

  const url = read.page.ok ? read.page.url : '';
  // A kept draft is never hidden: while the page's link shows instead of the form, one line names it.
  const draft = state.step === 'existing' && !flow.draftUsed ? draftSummary(read.draft, url) : null;
  // The page's links while the form shows (the form first): one of them is one click away.
  const others = state.step === 'input' ? (state.others ?? []) : [];
  return (
    <>
      {/* What of the address is never sent unseen (lib/url/private.ts), said once, first. */}
      {read.page.ok && read.page.credentials && <p class="hint">{t('popupCredentialsRemoved')}</p>}
      {read.page.ok && read.page.secret !== undefined && !linkShown && <p class="notice">{t('popupSecretHeld', read.page.secret)}</p>}
      {read.page.ok && read.page.private && !read.settings.allowPrivateOneClick && !linkShown && <p class="notice">{t('popupPrivateHost')}</p>}
      {/* The form's address field shows the page: the line would only push Recent links down. */}
      {/* The result's card names the page itself. */}
      {url && !formShown && !linkShown && (
        <p class="target" title={url}>
          <span class="visually-hidden">{t('popupPage')} </span>
          {read.tab.title || url}
        </p>
      )}
      {!linkShown && !formShown && (
        <>
          <p class="hint" role="status">
            {t('popupShortening')}
          </p>
          <div class="result-skeleton" aria-hidden="true">
            <span class="skeleton" />
            <span class="skeleton" />
            <span class="skeleton" />
            <span class="skeleton" />
          </div>
        </>
      )}
      {linkShown && <TeamNotice profileId={read.settings.profileId} />}
      {draft && (
        <p class="notice draft-kept">
          {t('popupDraftKept', draft)}{' '}
          <button type="button" class="link-button" aria-label={t('popupDraftContinueNamed', draft)} onClick={() => flow.createAnother()}>
            {t('popupDraftContinue')}
          </button>
        </p>
      )}
      {linkShown && (
        <ResultView flow={flow} state={state} client={client} lists={lists} presets={read.settings.presets} tab={read.tab} onDeleted={form.reset} />
      )}
      {formShown && (
        <>
          <p role="status" class="status">
            {flow.notice === 'deleted' ? t('popupDeleted') : ''}
          </p>
          {others.length > 0 && <PageLinks flow={flow} client={client} shown={{ others }} />}
          <ShortenForm start={start} state={state} form={form} lists={lists} onSubmit={submit} blankHint={blankHint} />
        </>
      )}
    </>
  );
}
