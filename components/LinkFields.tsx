/**
 * Every store/update field of a link but the domain, driven by a form state and `onChange`.
 * `create`: the popup's "More options" (its own form already asks for domain, alias and pixels).
 * `edit`: the whole editor — destination, alias and pixels too — for the popup's edit panel and
 * the options page's link manager; build the PATCH with `buildUpdateInput` (only what changed).
 */
import { t } from '../lib/i18n';
import { PRIVACY_OPTIONS, type LinkFormState, type PrivacyValue } from '../lib/link-form/state';
import type { FieldErrors, FormMode } from '../lib/link-form/validate';
import { IdSelect, type IdOption } from './link-fields/IdSelect';
import { PixelPicker, type PixelOption } from './link-fields/PixelPicker';
import { Targeting } from './link-fields/Targeting';
import { describedBy, FieldMessages, TextField } from './link-fields/TextField';

export interface LinkFieldsProps {
  mode: FormMode;
  value: LinkFormState;
  onChange(next: LinkFormState): void;
  errors?: FieldErrors;
  /** Edit mode: the pixels to choose from (null while loading, 'failed' when unavailable). */
  pixels?: readonly PixelOption[] | null | 'failed';
  /** Spaces known to the page; an id can always be typed. */
  spaces?: IdOption[];
  /** Edit mode: the link has a password (servers never return it, only that it is set). */
  hasPassword?: boolean;
  /** Prefix of element ids, so two forms can share a page. */
  idPrefix?: string;
}

const PRIVACY_LABEL = { '0': 'linkFormPrivacyPublic', '1': 'linkFormPrivacyPrivate', '2': 'linkFormPrivacyPassword' } as const;

export function LinkFields({ mode, value, onChange, errors = {}, pixels = null, spaces = [], hasPassword, idPrefix = 'lf' }: LinkFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof LinkFormState>(name: K) => (next: LinkFormState[K]) => onChange({ ...value, [name]: next });
  return (
    <div class="link-fields">
      {mode === 'edit' && (
        <>
          <TextField id={id('url')} label={t('linkFormDestination')} type="url" value={value.url} onValue={set('url')} error={errors.url} />
          <TextField id={id('alias')} label={t('linkFormAlias')} value={value.alias} onValue={set('alias')} error={errors.alias} />
          <PixelPicker id={id('pixels')} pixels={pixels} value={value.pixelIds} onValue={set('pixelIds')} error={errors.pixel_ids} />
        </>
      )}
      <TextField
        id={id('password')}
        label={t('linkFormPassword')}
        type="password"
        autoComplete="new-password"
        value={value.password}
        onValue={set('password')}
        error={errors.password}
        hint={mode === 'edit' && hasPassword ? t('linkFormPasswordKeep') : t('linkFormPasswordHint')}
      />
      <IdSelect id={id('space')} label={t('linkFormSpace')} value={value.spaceId} onValue={set('spaceId')} options={spaces} noneLabel={t('linkFormNone')} error={errors.space_id} />
      <div class="field">
        <label class="check" for={id('disabled')}>
          <input id={id('disabled')} type="checkbox" checked={value.disabled} onChange={(e) => set('disabled')(e.currentTarget.checked)} {...describedBy(id('disabled'), errors.disabled)} />
          {t('linkFormDisabled')}
        </label>
        <FieldMessages id={id('disabled')} error={errors.disabled} />
      </div>
      <div class="field">
        <label for={id('privacy')}>{t('linkFormPrivacy')}</label>
        <select id={id('privacy')} value={value.privacy} onChange={(e) => set('privacy')(e.currentTarget.value as PrivacyValue)} {...describedBy(id('privacy'), errors.privacy)}>
          {PRIVACY_OPTIONS.map((p) => (
            <option key={p} value={p}>
              {t(PRIVACY_LABEL[p])}
            </option>
          ))}
        </select>
        <FieldMessages id={id('privacy')} error={errors.privacy} />
      </div>
      {value.privacy === '2' && (
        <TextField
          id={id('privacy-password')}
          label={t('linkFormPrivacyPasswordLabel')}
          type="password"
          autoComplete="new-password"
          value={value.privacyPassword}
          onValue={set('privacyPassword')}
          error={errors.privacy_password}
          hint={mode === 'edit' ? t('linkFormPasswordKeepEmpty') : undefined}
        />
      )}
      <fieldset class="expiration">
        <legend>{t('linkFormExpiration')}</legend>
        <div class="row">
          <TextField id={id('expiration-date')} label={t('linkFormExpirationDate')} type="date" value={value.expirationDate} onValue={set('expirationDate')} error={errors.expiration_date} />
          <TextField id={id('expiration-time')} label={t('linkFormExpirationTime')} type="time" value={value.expirationTime} onValue={set('expirationTime')} error={errors.expiration_time} />
        </div>
        <TextField id={id('expiration-clicks')} label={t('linkFormExpirationClicks')} type="number" min={0} inputMode="numeric" value={value.expirationClicks} onValue={set('expirationClicks')} error={errors.expiration_clicks} />
        <TextField id={id('expiration-url')} label={t('linkFormExpirationUrl')} type="url" value={value.expirationUrl} onValue={set('expirationUrl')} error={errors.expiration_url} hint={t('linkFormExpirationUrlHint')} />
      </fieldset>
      <Targeting idPrefix={idPrefix} value={value} onChange={onChange} errors={errors} />
    </div>
  );
}

export default LinkFields;
