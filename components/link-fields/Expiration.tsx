import { hasOption, type ApiVersion } from '../../lib/api/versions';
import { t } from '../../lib/i18n';
import type { LinkFormState } from '../../lib/link-form/state';
import { setField, type Update } from '../../lib/link-form/update';
import type { FieldErrors } from '../../lib/link-form/validate';
import { TextField } from './TextField';

interface ExpirationProps {
  version: ApiVersion;
  value: LinkFormState;
  onChange: Update<LinkFormState>;
  errors: FieldErrors;
  idPrefix: string;
  timeZone?: string | null;
}

/**
 * When the link stops working: v44 by a date and time, v49 by an active period (both ends); both
 * by a click limit, and where visitors go then.
 */
export function Expiration({ version, value, onChange, errors, idPrefix, timeZone }: ExpirationProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof LinkFormState>(name: K) => setField(onChange, name);
  // The server reads these in the account's time zone; saying which avoids an hour's surprise.
  const zone = timeZone ? t('linkFormTimeZone', timeZone) : undefined;
  return (
    <fieldset class="expiration">
      <legend>{t('linkFormExpiration')}</legend>
      {hasOption('expirationDate', version) && (
        <div class="row">
          <TextField
            id={id('expiration-date')}
            label={t('linkFormExpirationDate')}
            type="date"
            value={value.expirationDate}
            onValue={set('expirationDate')}
            error={errors.expirationDate}
          />
          <TextField
            id={id('expiration-time')}
            label={t('linkFormExpirationTime')}
            type="time"
            value={value.expirationTime}
            onValue={set('expirationTime')}
            error={errors.expirationTime}
            hint={zone}
          />
        </div>
      )}
      {hasOption('activeFrom', version) && (
        <div class="row">
          <TextField
            id={id('active-from')}
            label={t('linkFormActiveFrom')}
            type="datetime-local"
            value={value.activeFrom}
            onValue={set('activeFrom')}
            error={errors.activeFrom}
          />
          <TextField
            id={id('active-until')}
            label={t('linkFormActiveUntil')}
            type="datetime-local"
            value={value.activeUntil}
            onValue={set('activeUntil')}
            error={errors.activeUntil}
            hint={zone}
          />
        </div>
      )}
      <TextField
        id={id('click-limit')}
        label={t('linkFormClickLimit')}
        type="number"
        min={0}
        inputMode="numeric"
        value={value.clickLimit}
        onValue={set('clickLimit')}
        error={errors.clickLimit}
      />
      <TextField
        id={id('expiration-url')}
        label={t('linkFormExpirationUrl')}
        type="url"
        value={value.expirationUrl}
        onValue={set('expirationUrl')}
        error={errors.expirationUrl}
        hint={t('linkFormExpirationUrlHint')}
      />
    </fieldset>
  );
}
