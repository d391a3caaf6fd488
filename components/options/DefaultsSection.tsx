import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { saveSettings, type Settings } from '../../lib/settings';
import { locksOf, type Managed } from '../../lib/settings/managed';
import { idOf, IdSelect, idText } from '../link-fields/IdSelect';
import { PixelPicker } from '../link-fields/PixelPicker';
import { LockedField, LockedSwitch } from '../Locked';
import { lockedNames } from './locked-names';
import { outcomeText } from './outcome-text';
import { PresetsSection } from './presets/PresetsSection';
import { pixelsOf, useChoices } from '../use-choices';

interface DefaultsSectionProps {
  settings: Settings;
  /** Changes after a connection is saved: the lists are reloaded. */
  stamp: number;
  /** The presets after the defaults (the settings page); the first run leaves them for later. */
  presets?: boolean;
  /** What an organization's policy fixes: shown, not editable. */
  managed?: Managed | null;
}

type Field = 'domain' | 'space' | 'pixels' | 'shortenOnOpen' | 'allowPrivateOneClick' | 'autoCopy';
type SaveState = { kind: 'idle' } | { kind: 'saved'; field: Field } | { kind: 'failed'; field: Field; message: string };

/**
 * Default domain, space and pixels, and the two popup switches; the presets beside them. Each
 * change is saved at once (a typed id when its field is left), and "Saved." (or why not) shows
 * under the control that changed, where the user is looking.
 */
export function DefaultsSection({ settings: stored, stamp, presets = false, managed = null }: DefaultsSectionProps) {
  // What the user chose and is being saved shows at once, until the save is done: a click must
  // never be undone by a render from the stored settings before the save reaches them, and the
  // next click builds on it (two pixels ticked quickly are both kept).
  const [pending, setPending] = useState<Partial<Settings>>({});
  const settings: Settings = { ...stored, ...pending };
  const [state, reload] = useChoices(settings.instanceUrl, stamp);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const ready = state.status === 'ready' && state.instanceUrl === settings.instanceUrl ? state : null;
  const locks = locksOf(managed, settings.profileId);
  const named = lockedNames(settings, managed, ready && { ...ready.choices, pixels: ready.pixels });

  // A pending value goes once the stored settings say the same (the save reached them).
  useEffect(() => {
    setPending((now) => {
      const keys = (Object.keys(now) as Array<keyof Settings>).filter((key) => JSON.stringify(now[key]) === JSON.stringify(stored[key]));
      if (keys.length === 0) return now;
      const left = { ...now };
      for (const key of keys) delete left[key];
      return left;
    });
  }, [stored]);

  const update = (field: Field | null, patch: Partial<Settings>) => {
    if (field) setSave({ kind: 'idle' });
    setPending((now) => ({ ...now, ...patch }));
    saveSettings(patch).then(
      () => field && setSave({ kind: 'saved', field }),
      (error: unknown) => {
        // Not saved: the control shows what is stored again (unless a newer choice replaced it).
        setPending((now) => {
          const left = { ...now };
          for (const key of Object.keys(patch) as Array<keyof Settings>) if (left[key] === patch[key]) delete left[key];
          return left;
        });
        setSave({ kind: 'failed', field: field ?? 'domain', message: error instanceof Error ? error.message : String(error) });
      },
    );
  };
  const note = (field: Field) => <SaveNote state={save} field={field} />;

  // A new connection with no default domain yet gets the account's default, or the only domain
  // there is, so shortening works at once; with several and no account, the user chooses.
  const fallback = ready?.fallbackDomainId ?? null;
  useEffect(() => {
    if (fallback !== null && settings.defaultDomainId === null && !locks.defaultDomainId) update(null, { defaultDomainId: fallback });
  }, [fallback, settings.defaultDomainId, locks.defaultDomainId]);

  const fromLinks = (which: 'domains' | 'spaces') => (ready?.choices.source[which] === 'links' ? t('optionsFromLinks') : undefined);
  // Another instance's lists, still in a render after the address changed, are not this one's.
  const pixels = ready ? pixelsOf(ready) : state.status === 'ready' ? null : pixelsOf(state);
  return (
    <>
      <section aria-labelledby="defaults-heading">
        <h3 id="defaults-heading">{t('optionsDefaultsHeading')}</h3>
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
            <p class="hint">{outcomeText(state.outcome)}</p>
          </div>
        )}
        {(state.status === 'failed' || ready) && (
          <button type="button" onClick={reload}>
            {t('optionsReloadChoices')}
          </button>
        )}
        {locks.defaultDomainId ? (
          <LockedField id="default-domain" label={t('optionsDefaultDomain')} value={named.domain} />
        ) : (
          <IdSelect
            id="default-domain"
            label={t('optionsDefaultDomain')}
            value={idText(settings.defaultDomainId)}
            options={ready?.choices.domains ?? []}
            noneLabel={t('optionsChooseDomain')}
            hint={fromLinks('domains')}
            onValue={(id) => update('domain', { defaultDomainId: idOf(id) })}
            commit="change"
          />
        )}
        {note('domain')}
        {locks.defaultSpaceId ? (
          <LockedField id="default-space" label={t('optionsDefaultSpace')} value={named.space} />
        ) : (
          <IdSelect
            id="default-space"
            label={t('optionsDefaultSpace')}
            value={idText(settings.defaultSpaceId)}
            options={ready?.choices.spaces ?? []}
            noneLabel={t('optionsNoSpace')}
            hint={fromLinks('spaces')}
            onValue={(id) => update('space', { defaultSpaceId: idOf(id) })}
            commit="change"
          />
        )}
        {note('space')}
        {locks.defaultPixelIds ? (
          <LockedField id="default-pixels" label={t('optionsDefaultPixels')} value={named.pixels} />
        ) : (
          <PixelPicker
            legend={t('optionsDefaultPixels')}
            noneText={t('optionsPixelsNone')}
            pendingText={state.status === 'unconfigured' ? t('optionsPixelsAfterConnecting') : undefined}
            pixels={pixels}
            value={settings.defaultPixelIds}
            onValue={(defaultPixelIds) => update('pixels', { defaultPixelIds })}
          />
        )}
        {note('pixels')}
        {locks.shortenOnOpen ? (
          <LockedSwitch id="choose-first" checked={!settings.shortenOnOpen}>
            {t('optionsChooseFirst')}
          </LockedSwitch>
        ) : (
          <Switch
            checked={!settings.shortenOnOpen}
            describedBy="choose-first-hint"
            onValue={(chooseFirst) => update('shortenOnOpen', { shortenOnOpen: !chooseFirst })}
          >
            {t('optionsChooseFirst')}
          </Switch>
        )}
        <p id="choose-first-hint" class="hint">
          {t('optionsChooseFirstHint')}
        </p>
        {note('shortenOnOpen')}
        {locks.allowPrivateOneClick ? (
          <LockedSwitch id="private-one-click" checked={settings.allowPrivateOneClick}>
            {t('optionsPrivateOneClick')}
          </LockedSwitch>
        ) : (
          <Switch
            checked={settings.allowPrivateOneClick}
            describedBy="private-one-click-hint"
            onValue={(allowPrivateOneClick) => update('allowPrivateOneClick', { allowPrivateOneClick })}
          >
            {t('optionsPrivateOneClick')}
          </Switch>
        )}
        <p id="private-one-click-hint" class="hint">
          {t('optionsPrivateOneClickHint')}
        </p>
        {note('allowPrivateOneClick')}
        <Switch checked={settings.autoCopy} onValue={(autoCopy) => update('autoCopy', { autoCopy })}>
          {t('optionsAutoCopy')}
        </Switch>
        {note('autoCopy')}
      </section>
      {/* Presets choose among the same lists. */}
      {presets && (
        <PresetsSection settings={settings} lists={ready && { choices: ready.choices, pixels: ready.pixels }} defaultLocked={!!locks.defaultPresetId} />
      )}
    </>
  );
}

function Switch({
  checked,
  onValue,
  describedBy,
  children,
}: {
  checked: boolean;
  onValue(value: boolean): void;
  describedBy?: string;
  children: ComponentChildren;
}) {
  return (
    <label class="check">
      <input type="checkbox" checked={checked} aria-describedby={describedBy} onChange={(e) => onValue(e.currentTarget.checked)} />
      {children}
    </label>
  );
}

/** "Saved." or why not, under `field`'s control when it was the last one changed; a live region always there, so it is announced. */
function SaveNote({ state, field }: { state: SaveState; field: Field }) {
  const mine = state.kind !== 'idle' && state.field === field;
  return (
    <div class="save-note" aria-live="polite">
      {mine && state.kind === 'saved' && <p class="ok">{t('optionsSaved')}</p>}
      {mine && state.kind === 'failed' && <p role="alert">{t('optionsSaveFailed', state.message)}</p>}
    </div>
  );
}
