/**
 * Every store/update option of a link but the domain, as the instance's phpShort version has
 * them (lib/api/versions.ts), driven by a form state and `onChange`. Options the account's plan does not
 * include are left out, and a note names them.
 * `create`: the popup's "More options" (its own form already asks for domain, alias and pixels).
 * `edit`: the whole editor — destination, alias and pixels too — for the popup's edit panel and
 * the options page's link editor; prepare the update with `prepareUpdate` (lib/link-form/prepare.ts: checked, only what changed).
 */
import { hasOption, optionFeature, type ApiVersion, type LinkOptionName } from '../../lib/api/versions';
import { t } from '../../lib/i18n';
import { PRIVACY_OPTIONS, type LinkFormState, type PrivacyValue } from '../../lib/link-form/state';
import { setField, type Update } from '../../lib/link-form/update';
import type { FieldErrors, FormMode } from '../../lib/link-form/validate';
import { planAllows, type Features } from '../../lib/instance/plan';
import { Expiration } from './Expiration';
import { IdSelect, type IdOption } from './IdSelect';
import type { PixelOption } from './pixel-option';
import { PixelPicker } from './PixelPicker';
import { Targeting } from './Targeting';
import { Check, describedBy, FieldMessages, TextField } from './TextField';

export interface LinkFieldsProps {
  mode: FormMode;
  value: LinkFormState;
  /** Changes of the form, each applied to the form as it is then (lib/link-form/update.ts). */
  onChange: Update<LinkFormState>;
  /** The instance's version: which options exist and what they are called on the server. */
  version: ApiVersion;
  /** The account's plan features; without them every option is shown. */
  features?: Features | null;
  /** The account's time zone, in which the server reads dates. */
  timeZone?: string | null;
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

/** Options a plan can lack, and the words for them in the note. */
const GATED = {
  linkPassword: 'linkFormPassword',
  privacy: 'linkFormPrivacy',
  disabled: 'linkFormDisabled',
  clickLimit: 'linkFormExpiration',
  targetRules: 'linkFormTargeting',
} as const satisfies Partial<Record<LinkOptionName, string>>;

export function LinkFields(props: LinkFieldsProps) {
  const { mode, value, onChange, version, features, errors = {}, pixels = null, spaces = [], hasPassword, idPrefix = 'lf' } = props;
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof LinkFormState>(name: K) => setField(onChange, name);
  const shown = (option: LinkOptionName) => hasOption(option, version) && planAllows(features, optionFeature(option, version));
  const missing = (Object.keys(GATED) as Array<keyof typeof GATED>).filter((option) => hasOption(option, version) && !shown(option));
  const spacesShown = planAllows(features, 'spaces');
  const pixelsShown = planAllows(features, 'pixels');
  return (
    <div class="link-fields">
      {missing.length > 0 && <p class="hint plan-note">{t('linkFormNotInPlan', missing.map((option) => t(GATED[option])).join(', '))}</p>}
      {mode === 'edit' && (
        <>
          <TextField id={id('url')} label={t('linkFormDestination')} type="url" value={value.url} onValue={set('url')} error={errors.url} />
          <TextField id={id('alias')} label={t('linkFormAlias')} value={value.alias} onValue={set('alias')} error={errors.alias} />
          {pixelsShown && <PixelPicker id={id('pixels')} pixels={pixels} value={value.pixelIds} onValue={set('pixelIds')} error={errors.pixelIds} />}
        </>
      )}
      {shown('linkPassword') && (
        <TextField
          id={id('password')}
          label={t('linkFormPassword')}
          type="password"
          autoComplete="new-password"
          value={value.linkPassword}
          onValue={set('linkPassword')}
          error={errors.linkPassword}
          hint={mode === 'edit' && hasPassword ? t('linkFormPasswordKeep') : t('linkFormPasswordHint')}
        />
      )}
      {spacesShown && (
        <IdSelect
          id={id('space')}
          label={t('linkFormSpace')}
          value={value.spaceId}
          onValue={set('spaceId')}
          options={spaces}
          noneLabel={t('linkFormNone')}
          error={errors.spaceId}
        />
      )}
      {shown('disabled') && (
        <Check id={id('disabled')} label={t('linkFormDisabled')} checked={value.disabled} onChecked={set('disabled')} error={errors.disabled} />
      )}
      {shown('privacy') && (
        <div class="field">
          <label for={id('privacy')}>{t('linkFormPrivacy')}</label>
          <select
            id={id('privacy')}
            value={value.privacy}
            onChange={(e) => set('privacy')(e.currentTarget.value as PrivacyValue)}
            {...describedBy(id('privacy'), errors.privacy)}
          >
            {PRIVACY_OPTIONS.map((p) => (
              <option key={p} value={p}>
                {t(PRIVACY_LABEL[p])}
              </option>
            ))}
          </select>
          <FieldMessages id={id('privacy')} error={errors.privacy} />
        </div>
      )}
      {shown('statsPassword') && value.privacy === '2' && (
        <TextField
          id={id('privacy-password')}
          label={t('linkFormPrivacyPasswordLabel')}
          type="password"
          autoComplete="new-password"
          value={value.statsPassword}
          onValue={set('statsPassword')}
          error={errors.statsPassword}
          hint={mode === 'edit' ? t('linkFormPasswordKeepEmpty') : undefined}
        />
      )}
      {shown('clickLimit') && <Expiration {...props} errors={errors} idPrefix={idPrefix} />}
      {shown('sensitiveContent') && (
        <Check
          id={id('sensitive')}
          label={t('linkFormSensitive')}
          hint={t('linkFormSensitiveHint')}
          checked={value.sensitiveContent}
          onChecked={set('sensitiveContent')}
          error={errors.sensitiveContent}
        />
      )}
      {/* v49 rotations need no plan feature; every other targeting does. */}
      {(shown('targetRules') || version === 49) && (
        <Targeting idPrefix={idPrefix} version={version} value={value} onChange={onChange} errors={errors} rotationsOnly={!shown('targetRules')} />
      )}
    </div>
  );
}

export default LinkFields;
