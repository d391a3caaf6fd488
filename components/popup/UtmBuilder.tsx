/**
 * "UTM parameters" in "More options", for a one-off link: the same fields as a preset's, written
 * into the address to shorten as they are typed (the field above and the preview show the result).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { LinkFormState } from '../../lib/link-form/state';
import type { Update } from '../../lib/link-form/update';
import type { Utm } from '../../lib/settings/schema';
import { applyUtm, removeUtm, utmOf } from '../../lib/url/utm';
import { UtmFields } from '../link-fields/UtmFields';

export function UtmBuilder({ value, onChange }: { value: LinkFormState; onChange: Update<LinkFormState> }) {
  // The five fields start from the address (a preset's parameters show); free pairs are the builder's own.
  const [utm, setUtm] = useState<Utm>(() => utmOf(value.url));
  /** The parameters as last written into the address (a change starts from them, not from a render's copy). */
  const applied = useRef(utm);
  const written = useRef(value.url);
  // The address changed elsewhere (typed, another preset): the fields follow it.
  useEffect(() => {
    if (value.url !== written.current) {
      written.current = value.url;
      setUtm((current) => (applied.current = { ...utmOf(value.url), extra: current.extra }));
    }
  }, [value.url]);
  const result = applyUtm(value.url, utm);
  const update = (next: Utm) => {
    const before = applied.current;
    applied.current = next;
    setUtm(next);
    onChange((current) => {
      const tagged = applyUtm(removeUtm(current.url, before), next);
      if (!tagged.ok) return current;
      written.current = tagged.url;
      return { ...current, url: tagged.url };
    });
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
