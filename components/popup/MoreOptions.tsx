/**
 * The popup's "More options": every store option of the instance's version, once that version
 * (and the account's plan) is known, and the one-off UTM builder. Loaded on demand, with LinkFields.
 */
import type { ApiClient } from '../../lib/api';
import { featuresOf, timezoneOf, versionOf } from '../../lib/instance/info';
import { t } from '../../lib/i18n';
import type { LinkFormState } from '../../lib/link-form/state';
import type { Update } from '../../lib/link-form/update';
import type { FieldErrors } from '../../lib/link-form/validate';
import type { IdOption } from '../link-fields/IdSelect';
import { LinkFields } from '../link-fields/LinkFields';
import { useVersioned } from '../use-session';
import { ErrorNotice } from '../ErrorNotice';
import { openOptions } from './open-options';
import { UtmBuilder } from './UtmBuilder';
import './popup-parts.css';

interface MoreOptionsProps {
  client: ApiClient;
  value: LinkFormState;
  onChange: Update<LinkFormState>;
  errors: FieldErrors;
  spaces: IdOption[];
}

export function MoreOptions({ client, value, onChange, errors, spaces }: MoreOptionsProps) {
  const instance = useVersioned(client);
  if (!instance.facts) {
    return instance.failure ? (
      <ErrorNotice problem={instance.failure} onRetry={instance.retry} settings={openOptions} />
    ) : (
      <p class="hint">{t('popupLoading')}</p>
    );
  }
  const { facts } = instance;
  return (
    <>
      <LinkFields
        mode="create"
        value={value}
        onChange={onChange}
        version={versionOf(facts)}
        features={featuresOf(facts)}
        timeZone={timezoneOf(facts)}
        errors={errors}
        spaces={spaces}
        idPrefix="more"
      />
      <UtmBuilder value={value} onChange={onChange} />
    </>
  );
}

export default MoreOptions;
