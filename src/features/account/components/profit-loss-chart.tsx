import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { signOf, type Sign } from '@/lib/money';
import { formatDay, signedMoney, type DayPnl } from '../model/profit-loss';
import { CHART_FRAME, chartGeometry, chartSummary } from '../model/profit-loss-chart';
import classes from './profit-loss.module.css';

/** Beyond this, a marker per day is clutter. */
const MARKER_DAYS_MAX = 62;
/** One SVG unit per CSS pixel: labels keep their size on a phone. */
const MIN_WIDTH = 280;

function markerPath(x: number, y: number, sign: Sign): string {
  const r = 5;
  if (sign === 'positive') return `M${x} ${y - r} L${x + r} ${y + r} L${x - r} ${y + r} Z`;
  if (sign === 'negative') return `M${x} ${y + r} L${x + r} ${y - r} L${x - r} ${y - r} Z`;
  return `M${x - 4} ${y - 4} H${x + 4} V${y + 4} H${x - 4} Z`;
}

interface ProfitLossChartProps {
  days: readonly DayPnl[];
}

/** Hand-drawn (no chart library: the size budget); the figures table is its text alternative. */
export function ProfitLossChart({ days }: ProfitLossChartProps) {
  const { t } = useLingui();
  const titleId = useId();
  const summaryId = useId();
  const { ref, width } = useElementSize<HTMLElement>();
  const geometry = chartGeometry(days, { ...CHART_FRAME, width: width > 0 ? Math.max(MIN_WIDTH, Math.round(width)) : CHART_FRAME.width });
  const { frame } = geometry;
  const first = days[0];
  const last = days.at(-1);
  const summary = chartSummary(days);
  const showMarkers = days.length <= Math.min(MARKER_DAYS_MAX, frame.width / 10);
  const levels = [...new Set([geometry.max, 0, geometry.min])];
  const yOf = (value: number) => (value === geometry.max ? geometry.maxY : value === geometry.min ? geometry.minY : geometry.zeroY);
  return (
    <figure ref={ref} className={classes.chart} data-testid="pnl-chart">
      <svg viewBox={`0 0 ${frame.width} ${frame.height}`} role="img" aria-labelledby={titleId} aria-describedby={summaryId}>
        <title id={titleId}>{t`Running profit and loss`}</title>
        {levels.map((value) => (
          <g key={value}>
            <line
              className={value === 0 ? classes.zero : classes.grid}
              x1={frame.left}
              x2={frame.width - frame.right}
              y1={yOf(value)}
              y2={yOf(value)}
            />
            <text className={classes.axisLabel} x={frame.left - 8} y={yOf(value)} dy="0.35em" textAnchor="end">
              {signedMoney(value)}
            </text>
          </g>
        ))}
        <path className={classes.line} d={geometry.line} />
        {showMarkers &&
          geometry.points
            .filter((point) => point.bets > 0)
            .map((point) => (
              <path
                key={point.day}
                className={classes.marker}
                data-sign={signOf(point.net)}
                d={markerPath(point.x, point.y, signOf(point.net))}
              />
            ))}
        {first && (
          <text className={classes.axisLabel} x={frame.left} y={frame.height - 10} textAnchor="start">
            {formatDay(first.day)}
          </text>
        )}
        {last && last !== first && (
          <text className={classes.axisLabel} x={frame.width - frame.right} y={frame.height - 10} textAnchor="end">
            {formatDay(last.day)}
          </text>
        )}
      </svg>
      <figcaption id={summaryId}>{summary}</figcaption>
      {showMarkers && (
        <ul className={classes.legend} aria-label={t`Chart key`}>
          <li>{t`▲ a day that made a profit`}</li>
          <li>{t`▼ a day that made a loss`}</li>
          <li>{t`- - - zero line`}</li>
        </ul>
      )}
    </figure>
  );
}
