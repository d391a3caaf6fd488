import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { saveSettings, type Settings } from '../../lib/settings';
import { idOf, IdSelect, idText } from '../link-fields/IdSelect';
import { PixelPicker } from '../link-fields/PixelPicker';
import { KnownLinkSetting } from './KnownLinkSetting';
import { outcomeText } from './outcome-text';
import { PresetsSection } from './presets/PresetsSection';
import { useChoices } from './useChoices';

interface DefaultsSectionProps {
  settings: Settings;
  /** Changes after a connection is saved: the lists are reloaded. */
  stamp: number;
}

type SaveState = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** Default domain, space and pixels, the two popup switches, and the presets beside them. Each change is saved at once (a typed id when its field is left). */
export function DefaultsSection({ settings, stamp }: DefaultsSectionProps) {
  const [state, reload] = useChoices(settings.instanceUrl, stamp);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const ready = state.status === 'ready' && state.instanceUrl === settings.instanceUrl ? state : null;

  const update = (patch: Partial<Settings>) => {
    saveSettings(patch).then(
      () => setSave({ kind: 'saved' }),
      (error: unknown) => setSave({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  };

  // A new connection with no default domain yet gets the account's default, or the only domain
  // there is, so shortening works at once; with several and no account, the user chooses.
  const fallback = ready?.fallbackDomainId ?? null;
  useEffect(() => {
    if (fallback !== null && settings.defaultDomainId === null) update({ defaultDomainId: fallback });
  }, [fallback, settings.defaultDomainId]);

  const fromLinks = (which: 'domains' | 'spaces') => (ready?.choices.source[which] === 'links' ? t('optionsFromLinks') : undefined);
  return (
    <>
      <section aria-labelledby="defaults-heading">
        <h2 id="defaults-heading">{t('optionsDefaultsHeading')}</h2>
        <p class="hint">{t('optionsDefaultsHint')}</p>
        {state.status === 'loading' && (
          <p class="hint" role="status">
            {t('optionsChoicesLoading')}
          </p>
        )}
        {state.status === 'unconfigured' && <p class="hint">{t('optionsDefaultsNeedConnection')}</p>}
        {state.status === 'failed' && (
          <div role="alert">
            <p>{t('optionsChoicesFailed')}</p>
            <p class="hint">{outcomeText(state.outcome).text}</p>
          </div>
        )}
        {(state.status === 'failed' || ready) && (
          <button type="button" onClick={reload}>
            {t('optionsReloadChoices')}
          </button>
        )}
        <IdSelect
          id="default-domain"
          label={t('optionsDefaultDomain')}
          value={idText(settings.defaultDomainId)}
          options={ready?.choices.domains ?? []}
          noneLabel={t('optionsChooseDomain')}
          hint={fromLinks('domains')}
          onValue={(id) => update({ defaultDomainId: idOf(id) })}
          commit="change"
        />
        <IdSelect
          id="default-space"
          label={t('optionsDefaultSpace')}
          value={idText(settings.defaultSpaceId)}
          options={ready?.choices.spaces ?? []}
          noneLabel={t('optionsNoSpace')}
          hint={fromLinks('spaces')}
          onValue={(id) => update({ defaultSpaceId: idOf(id) })}
          commit="change"
        />
        <PixelPicker
          legend={t('optionsDefaultPixels')}
          noneText={t('optionsPixelsNone')}
          pixels={ready ? ready.pixels : null}
          quiet
          value={settings.defaultPixelIds}
          onValue={(defaultPixelIds) => update({ defaultPixelIds })}
        />
        <label class="check">
          <input type="checkbox" checked={!settings.shortenOnOpen} aria-describedby="choose-first-hint" onChange={(e) => update({ shortenOnOpen: !e.currentTarget.checked })} />
          {t('optionsChooseFirst')}
        </label>
        <p id="choose-first-hint" class="hint">
          {t('optionsChooseFirstHint')}
        </p>
        <label class="check">
          <input type="checkbox" checked={settings.autoCopy} onChange={(e) => update({ autoCopy: e.currentTarget.checked })} />
          {t('optionsAutoCopy')}
        </label>
        <KnownLinkSetting settings={settings} />
        <div aria-live="polite">
          {save.kind === 'saved' && <p class="ok">{t('optionsSaved')}</p>}
          {save.kind === 'failed' && <p role="alert">{t('optionsSaveFailed', save.message)}</p>}
        </div>
      </section>
      {/* Presets choose among the same lists. */}
      <PresetsSection settings={settings} lists={ready && { choices: ready.choices, pixels: ready.pixels }} />
    </>
  );
}
