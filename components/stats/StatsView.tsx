import { useEffect, useId, useState } from 'preact/hooks';
import type { VersionedClient } from '../../lib/api/client';
import { formatNumber, t, tCount, type MessageKey } from '../../lib/i18n';
import { whyNoClicks } from '../../lib/stats/empty';
import { loadLinkStats, type StatsOutcome } from '../../lib/stats/load';
import { DEFAULT_PERIOD, periodRange, PERIODS, rangeLabel, zoneName, type Period } from '../../lib/stats/period';
import { ClicksChart, clicksSummary } from './ClicksChart';
import { ErrorNotice } from '../ErrorNotice';
import { TopList } from './TopList';
import './stats.css';

const PERIOD_TEXT: Record<Period, MessageKey> = { 7: 'statsPeriod7', 30: 'statsPeriod30', 90: 'statsPeriod90' };
const UNAVAILABLE: Record<'plan' | 'server', MessageKey> = { plan: 'statsUnavailablePlan', server: 'statsUnavailableServer' };

interface Props {
  client: VersionedClient;
  linkId: number;
  /** The link's clicks in all (its record's counter), which tells why a period has none. */
  linkClicks?: number | null;
  /** The account's time zone (lib/instance/info.ts), which the days are counted in. */
  timeZone: string | null;
  /** Where the notice's "Open settings" leads (the popup's options page, the manager's Settings view). */
  settings: string | (() => void);
}

/**
 * A link's clicks per day and top countries, referrers and devices, for 7, 30 or 90 days: the
 * days named under the period, and a period without clicks says why (lib/stats/empty.ts).
 */
export function StatsView({ client, linkId, linkClicks, timeZone, settings }: Props) {
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<StatsOutcome | null>(null);
  const periodId = useId();
  const daysId = useId();
  const days = rangeLabel(periodRange(period, Date.now(), timeZone));

  useEffect(() => {
    let live = true;
    setOutcome(null);
    void loadLinkStats(client, linkId, period, timeZone).then((next) => live && setOutcome(next));
    return () => {
      live = false;
    };
  }, [client, linkId, period, timeZone, round]);

  if (outcome && 'unavailable' in outcome) return <p class="stats-unavailable">{t(UNAVAILABLE[outcome.unavailable])}</p>;
  const stats = outcome && 'ok' in outcome ? outcome.ok : null;
  return (
    <div class="stats" aria-busy={outcome === null}>
      <p class="stats-period">
        <label for={periodId}>{t('statsPeriod')}</label>
        <select id={periodId} value={String(period)} aria-describedby={daysId} onChange={(e) => setPeriod(Number(e.currentTarget.value) as Period)}>
          {PERIODS.map((days) => (
            <option key={days} value={String(days)}>
              {t(PERIOD_TEXT[days])}
            </option>
          ))}
        </select>
        <span id={daysId} class="hint">
          {t('statsDays', [days, zoneName(timeZone)])}
        </span>
      </p>
      <p role="status" class={stats?.clicks.total === 0 ? 'stats-empty' : 'hint'}>
        {outcome === null ? t('statsLoading') : stats?.clicks.total === 0 ? emptyText(days, linkClicks) : ''}
      </p>
      {outcome && 'error' in outcome && <ErrorNotice problem={outcome.error} onRetry={() => setRound((n) => n + 1)} settings={settings} />}
      {stats && stats.clicks.total > 0 && (
        <>
          {stats.clicks.days.length > 0 ? (
            <ClicksChart series={stats.clicks} period={period} />
          ) : (
            <p class="stats-summary">{clicksSummary(stats.clicks, period)}</p>
          )}
          <div class="stats-tops">
            <TopList kind="country" rows={stats.countries} />
            <TopList kind="referrer" rows={stats.referrers} />
            <TopList kind="device" rows={stats.devices} />
          </div>
        </>
      )}
    </div>
  );
}

/** A period without clicks, and why (lib/stats/empty.ts). */
function emptyText(days: string, linkClicks: number | null | undefined): string {
  const why = whyNoClicks(linkClicks);
  if (why === 'never') return t('statsNeverClicked');
  if (why === 'elsewhere') return tCount(linkClicks!, { one: 'statsNoneKeptOne', other: 'statsNoneKeptOther' }, [days, formatNumber(linkClicks!)]);
  return t('statsEmpty', days);
}
