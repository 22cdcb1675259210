// Pure, so the text alternative says the numbers the SVG draws.
import { t } from '@lingui/core/macro';
import { describePnl, formatDay, type DayPnl } from './profit-loss';

export interface ChartFrame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_FRAME: ChartFrame = { width: 640, height: 240, left: 84, right: 16, top: 16, bottom: 36 };

export interface ChartPoint {
  x: number;
  y: number;
  /** null: the period's start. */
  day: string | null;
  running: number;
  net: number;
  bets: number;
}

export interface ChartGeometry {
  frame: ChartFrame;
  points: ChartPoint[];
  line: string;
  zeroY: number;
  /** Never both 0. */
  max: number;
  min: number;
  maxY: number;
  minY: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The scale always includes 0, so the zero line is on the chart. */
export function chartGeometry(days: readonly DayPnl[], frame: ChartFrame = CHART_FRAME): ChartGeometry {
  const values = [0, ...days.map((day) => day.running)];
  let max = Math.max(...values);
  let min = Math.min(...values);
  if (max === min) {
    max = 1;
    min = -1;
  }
  const plotWidth = frame.width - frame.left - frame.right;
  const plotHeight = frame.height - frame.top - frame.bottom;
  const yOf = (value: number) => round1(frame.top + ((max - value) / (max - min)) * plotHeight);
  const steps = Math.max(1, days.length);
  const xOf = (index: number) => round1(frame.left + (index / steps) * plotWidth);
  const points: ChartPoint[] = [
    { x: xOf(0), y: yOf(0), day: null, running: 0, net: 0, bets: 0 },
    ...days.map((day, index) => ({
      x: xOf(index + 1),
      y: yOf(day.running),
      day: day.day,
      running: day.running,
      net: day.net,
      bets: day.bets,
    })),
  ];
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  return { frame, points, line, zeroY: yOf(0), max, min, maxY: yOf(max), minY: yOf(min) };
}

export function chartSummary(days: readonly DayPnl[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return t`No days in this period.`;
  let best = first;
  let worst = first;
  for (const day of days) {
    if (day.running > best.running) best = day;
    if (day.running < worst.running) worst = day;
  }
  // Whole sentences, so a language can order their parts its own way.
  const oneDay = first.day === last.day;
  const start = formatDay(first.day);
  const endDay = formatDay(last.day);
  if (days.every((day) => day.bets === 0))
    return oneDay ? t`On ${start} no bets were settled.` : t`From ${start} to ${endDay} no bets were settled.`;
  const ended = describePnl(last.running);
  if (oneDay) return t`On ${start} the running profit and loss ended at ${ended}.`;
  const highest = describePnl(best.running);
  const highestDay = formatDay(best.day);
  const lowest = describePnl(worst.running);
  const lowestDay = formatDay(worst.day);
  return t`From ${start} to ${endDay} the running profit and loss ended at ${ended}. Highest: ${highest} on ${highestDay}. Lowest: ${lowest} on ${lowestDay}.`;
}
