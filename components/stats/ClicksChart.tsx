import { useId } from 'preact/hooks';
import { t, tCount } from '../../lib/i18n';
import { dayLabel } from '../../lib/stats/period';
import type { ClicksSeries } from '../../lib/stats/rows';

const WIDTH = 300;
const HEIGHT = 80;

/** "312 clicks in the last 30 days; busiest day Nov 3 (25 clicks)." */
export function clicksSummary(series: ClicksSeries, period: number): string {
  const total = String(series.total);
  if (!series.busiest) return tCount(series.total, { one: 'statsSummaryOne', other: 'statsSummaryOther' }, [total, String(period)]);
  const busiest = tCount(series.busiest.count, { one: 'statsClicksOne', other: 'statsClicksOther' });
  return tCount(series.total, { one: 'statsSummaryBusiestOne', other: 'statsSummaryBusiestOther' }, [total, String(period), dayLabel(series.busiest.day), busiest]);
}

/**
 * Clicks per day as bars drawn in SVG (no chart library), with what a screen reader or a reader
 * of numbers needs: a title and description, the summary in words, and the same days as a table.
 */
export function ClicksChart({ series, period }: { series: ClicksSeries; period: number }) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...series.days.map((d) => d.count));
  const step = WIDTH / series.days.length;
  const gap = step > 4 ? 1 : 0;
  const first = series.days[0]?.day ?? '';
  const last = series.days.at(-1)?.day ?? '';
  return (
    <div class="stats-chart">
      <p class="stats-summary">{clicksSummary(series, period)}</p>
      <svg role="img" aria-labelledby={`${titleId} ${descId}`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT}>
        <title id={titleId}>{t('statsChartTitle')}</title>
        <desc id={descId}>{t('statsChartDescription', [dayLabel(first), dayLabel(last), clicksSummary(series, period)])}</desc>
        <line class="stats-axis" x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        {series.days.map((d, i) => {
          if (d.count === 0) return null;
          const height = Math.max(2, (d.count / max) * (HEIGHT - 4));
          return (
            <rect key={d.day} class="stats-bar" x={i * step + gap / 2} y={HEIGHT - height} width={step - gap} height={height}>
              <title>{`${dayLabel(d.day)}: ${d.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <details class="stats-table">
        <summary>{t('statsShowTable')}</summary>
        <table>
          <caption>{t('statsChartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('statsDay')}</th>
              <th scope="col">{t('statsClicks')}</th>
            </tr>
          </thead>
          <tbody>
            {series.days.map((d) => (
              <tr key={d.day}>
                <th scope="row">
                  <time dateTime={d.day}>{dayLabel(d.day)}</time>
                </th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
