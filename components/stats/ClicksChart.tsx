import { useId } from 'preact/hooks';
import { t, tCount } from '../../lib/i18n';
import { axisNumber, CHART, chartLayout, countText } from '../../lib/stats/chart';
import { dayLabel } from '../../lib/stats/period';
import type { ClicksSeries } from '../../lib/stats/rows';

/** "312 clicks in the last 30 days; busiest day Nov 3 (25 clicks)." */
export function clicksSummary(series: ClicksSeries, period: number): string {
  const total = String(series.total);
  if (!series.busiest) return tCount(series.total, { one: 'statsSummaryOne', other: 'statsSummaryOther' }, [total, String(period)]);
  const busiest = tCount(series.busiest.count, { one: 'statsClicksOne', other: 'statsClicksOther' });
  return tCount(series.total, { one: 'statsSummaryBusiestOne', other: 'statsSummaryBusiestOther' }, [
    total,
    String(period),
    dayLabel(series.busiest.day),
    busiest,
  ]);
}

/**
 * Clicks per day as bars drawn in SVG (no chart library), read at a glance: a value axis, a date
 * axis and the busiest day's count over its bar (lib/stats/chart.ts places them). A screen reader
 * or a reader of numbers gets a title and description, the summary in words, and the same days
 * as a table.
 */
export function ClicksChart({ series, period }: { series: ClicksSeries; period: number }) {
  const titleId = useId();
  const descId = useId();
  const layout = chartLayout(series);
  const { plot } = layout;
  const first = series.days[0]?.day ?? '';
  const last = series.days.at(-1)?.day ?? '';
  return (
    <div class="stats-chart">
      <p class="stats-summary">{clicksSummary(series, period)}</p>
      <svg role="img" aria-labelledby={`${titleId} ${descId}`} viewBox={`0 0 ${CHART.width} ${CHART.height}`} width="100%">
        <title id={titleId}>{t('statsChartTitle')}</title>
        <desc id={descId}>{t('statsChartDescription', [dayLabel(first), dayLabel(last), clicksSummary(series, period)])}</desc>
        <g class="stats-value-axis">
          {layout.valueTicks.map((tick) => (
            <g key={tick.value}>
              <line class="stats-grid" x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
              <text class="stats-axis-label" x={plot.left - 4} y={tick.y} text-anchor="end" dominant-baseline="middle">
                {axisNumber(tick.value)}
              </text>
            </g>
          ))}
          <line class="stats-axis" x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} />
        </g>
        {layout.bars.map((bar) =>
          bar.height === 0 ? null : (
            <rect
              key={bar.day}
              class={bar.day === layout.busiest?.day ? 'stats-bar stats-bar-busiest' : 'stats-bar'}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
            >
              <title>{`${dayLabel(bar.day)}: ${bar.count}`}</title>
            </rect>
          ),
        )}
        <g class="stats-date-axis">
          <line class="stats-axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
          {layout.dayTicks.map((tick) => (
            <text key={tick.day} class="stats-axis-label" x={tick.x} y={CHART.height - 4} text-anchor={tick.anchor}>
              {dayLabel(tick.day)}
            </text>
          ))}
        </g>
        {layout.busiest && (
          <text class="stats-busiest-label" x={layout.busiest.labelX} y={layout.busiest.labelY} text-anchor={layout.busiest.anchor}>
            {countText(layout.busiest.count)}
          </text>
        )}
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
