/**
 * "UTM parameters" in "More options", for a one-off link: the same fields as a preset's, written
 * into the address to shorten as they are typed (the field above and the preview show the result).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { LinkFormState } from '../../lib/link-form/state';
import type { Utm } from '../../lib/settings/schema';
import { applyUtm, removeUtm, utmOf } from '../../lib/utm';
import { UtmFields } from '../UtmFields';

export function UtmBuilder({ value, onChange }: { value: LinkFormState; onChange(next: LinkFormState): void }) {
  // The five fields start from the address (a preset's parameters show); free pairs are the builder's own.
  const [utm, setUtm] = useState<Utm>(() => utmOf(value.url));
  const written = useRef(value.url);
  // The address changed elsewhere (typed, another preset): the fields follow it.
  useEffect(() => {
    if (value.url !== written.current) {
      written.current = value.url;
      setUtm((current) => ({ ...utmOf(value.url), extra: current.extra }));
    }
  }, [value.url]);
  const result = applyUtm(value.url, utm);
  const update = (next: Utm) => {
    setUtm(next);
    const applied = applyUtm(removeUtm(value.url, utm), next);
    if (!applied.ok) return;
    written.current = applied.url;
    onChange({ ...value, url: applied.url });
  };
  return (
    <div class="utm-builder">
      <UtmFields id="more-utm" utm={utm} onUtm={update} />
      {result.ok ? (
        <p class="hint">
          {t('utmBuilderResult')}: <output for="more-utm-source">{result.url}</output>
        </p>
      ) : (
        <p class="hint">{t('utmBuilderInvalid')}</p>
      )}
    </div>
  );
}
