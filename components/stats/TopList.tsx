import { useId } from 'preact/hooks';
import { t, type MessageKey, uiLocale } from '../../lib/i18n';
import { countryName, type Ranked } from '../../lib/stats/rows';

export type TopKind = 'country' | 'referrer' | 'device';

const TITLES: Record<TopKind, MessageKey> = { country: 'statsCountries', referrer: 'statsReferrers', device: 'statsDevices' };
const DEVICES: Record<string, MessageKey> = {
  desktop: 'statsDeviceDesktop',
  mobile: 'statsDeviceMobile',
  tablet: 'statsDeviceTablet',
  watch: 'statsDeviceWatch',
  television: 'statsDeviceTelevision',
};

/** What a row's value reads as: a country's name, "Direct" for a visit without referrer, a device type. */
export function topLabel(kind: TopKind, value: string | null): string {
  if (value === null) return t(kind === 'referrer' ? 'statsDirect' : 'statsUnknown');
  if (kind === 'country') return countryName(value, uiLocale());
  const device = kind === 'device' ? DEVICES[value.toLowerCase()] : undefined;
  return device ? t(device) : value;
}

/** A short ranked list with counts; the server's values are shown as text. */
export function TopList({ kind, rows }: { kind: TopKind; rows: Ranked[] }) {
  const id = useId();
  return (
    <section class="stats-top" aria-labelledby={id}>
      <h3 id={id}>{t(TITLES[kind])}</h3>
      <ol>
        {rows.map((row) => (
          <li key={row.value ?? ''}>
            <span class="stats-top-name">{topLabel(kind, row.value)}</span>
            <span class="stats-top-count">{row.count}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
