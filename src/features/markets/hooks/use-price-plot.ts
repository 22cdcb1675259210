import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { IST_OFFSET_MS } from '@/lib/ist-day';
import {
  plotData,
  priceSplits,
  timeLabels,
  tradeTime,
  type ChartTrade,
  type ChartSpan,
  type PlotData,
  type TradedAtPrice,
} from '../model/price-chart';

// Why uPlot: docs/toolchain.md "Price chart".

const CHART_DRAWN_MARK = 'price-chart:drawn';

/** CSS px. */
const PRICE_AXIS = 52;
const VOLUME_MIN = 56;
const VOLUME_MAX = 160;
const VOLUME_SHARE = 0.2;
const MARK_SPACE = 32;

interface Drawn {
  trades: readonly ChartTrade[];
  volume: readonly TradedAtPrice[];
  plot: PlotData | null;
}

interface Palette {
  text: string;
  line: string;
  grid: string;
  bars: string;
  markerText: string;
  fontFamily: string;
}

function paletteOf(element: HTMLElement): Palette {
  const style = getComputedStyle(element);
  const variable = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: style.color,
    line: variable('--mantine-primary-color-filled', '#228be6'),
    grid: variable('--mantine-color-default-border', '#dee2e6'),
    bars: variable('--mantine-color-gray-5', '#adb5bd'),
    markerText: variable('--mantine-color-body', '#fff'),
    fontFamily: style.fontFamily,
  };
}

/** Local fields read IST, so ticks fall on IST's hours. */
const istDate = (seconds: number) => {
  const ms = seconds * 1000;
  return new Date(ms + IST_OFFSET_MS + new Date(ms).getTimezoneOffset() * 60_000);
};

const volumeWidth = (width: number) => Math.round(Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, width * VOLUME_SHARE)));

/** Beside the price marks, as a ladder shows volume. */
function drawVolume(plot: uPlot, volume: readonly TradedAtPrice[], palette: Palette): void {
  const max = Math.max(0, ...volume.map((level) => level.size));
  if (max === 0) return;
  const { ctx, bbox } = plot;
  const ratio = uPlot.pxRatio;
  const left = bbox.left + bbox.width + PRICE_AXIS * ratio;
  const room = volumeWidth(plot.width) * ratio - 4 * ratio;
  const ys = volume.map((level) => plot.valToPos(level.price, 'y', true));
  const gaps = ys.slice(1).map((y, index) => Math.abs(y - (ys[index] ?? y)));
  const height = Math.max(2 * ratio, Math.min(10 * ratio, (Math.min(...gaps, Infinity) || 10 * ratio) * 0.8));
  ctx.save();
  ctx.fillStyle = palette.bars;
  volume.forEach((level, index) => {
    const y = ys[index];
    if (y === undefined || y < bbox.top || y > bbox.top + bbox.height) return;
    ctx.fillRect(left, y - height / 2, Math.max(ratio, (level.size / max) * room), height);
  });
  ctx.restore();
}

function drawLastPrice(plot: uPlot, trades: readonly ChartTrade[], palette: Palette): void {
  const last = trades.at(-1);
  if (!last) return;
  const { ctx, bbox } = plot;
  const ratio = uPlot.pxRatio;
  const y = Math.round(plot.valToPos(last.price, 'y', true));
  if (y < bbox.top || y > bbox.top + bbox.height) return;
  const right = bbox.left + bbox.width;
  ctx.save();
  ctx.strokeStyle = palette.text;
  ctx.lineWidth = ratio;
  ctx.setLineDash([4 * ratio, 3 * ratio]);
  ctx.beginPath();
  ctx.moveTo(bbox.left, y);
  ctx.lineTo(right, y);
  ctx.stroke();
  const height = 18 * ratio;
  ctx.fillStyle = palette.text;
  ctx.fillRect(right, y - height / 2, PRICE_AXIS * ratio, height);
  ctx.fillStyle = palette.markerText;
  ctx.font = `bold ${12 * ratio}px ${palette.fontFamily}`;
  ctx.textBaseline = 'middle';
  ctx.fillText(String(last.price), right + 6 * ratio, y);
  ctx.restore();
}

function plotOptions(
  size: { width: number; height: number },
  drawn: { current: Drawn },
  palette: Palette,
  readout: HTMLElement | null,
): uPlot.Options {
  // uPlot scales an axis's font itself.
  const axis = {
    stroke: palette.text,
    font: `12px ${palette.fontFamily}`,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { stroke: palette.grid, width: 1 },
  };
  let marked = false;
  return {
    ...size,
    legend: { show: false },
    tzDate: istDate,
    cursor: { y: false, drag: { x: false, y: false }, points: { size: 8 } },
    scales: {
      x: { time: true, range: (_plot, min, max) => drawn.current.plot?.x ?? [min, max] },
      y: { range: (_plot, min, max) => drawn.current.plot?.y ?? [min, max] },
    },
    axes: [
      { ...axis, space: 70, values: (_plot, splits, _axis, _space, step) => timeLabels(splits, step) },
      {
        ...axis,
        side: 1,
        size: PRICE_AXIS,
        splits: (plot, _axis, min, max) => priceSplits(min, max, Math.floor(plot.bbox.height / uPlot.pxRatio / MARK_SPACE)),
        values: (_plot, splits) => splits.map(String),
      },
      // Room for drawVolume.
      {
        scale: 'y',
        side: 1,
        size: (plot) => volumeWidth(plot.width),
        grid: { show: false },
        ticks: { show: false },
        values: (_plot, splits) => splits.map(() => ''),
      },
    ],
    series: [{}, { stroke: palette.line, width: 2, paths: uPlot.paths.stepped?.({ align: 1 }), points: { size: 5 } }],
    hooks: {
      draw: [
        (plot) => {
          drawVolume(plot, drawn.current.volume, palette);
          drawLastPrice(plot, drawn.current.trades, palette);
          if (!marked && drawn.current.trades.length > 0) {
            marked = true;
            performance.mark(CHART_DRAWN_MARK);
          }
        },
      ],
      setCursor: [
        (plot) => {
          if (!readout) return;
          const index = plot.cursor.idx;
          const trade = index == null ? undefined : drawn.current.trades[index];
          readout.textContent = trade ? `${tradeTime(trade.time)} · ${trade.price}` : '';
        },
      ],
    },
  };
}

export function usePricePlot(
  target: HTMLElement | null,
  readout: HTMLElement | null,
  trades: readonly ChartTrade[],
  volume: readonly TradedAtPrice[],
  span: ChartSpan,
) {
  const drawn = useRef<Drawn>({ trades, volume, plot: null });
  const plot = useRef<uPlot | null>(null);

  useEffect(() => {
    if (!target) return;
    const size = () => ({ width: Math.max(1, Math.floor(target.clientWidth)), height: Math.max(1, Math.floor(target.clientHeight)) });
    const created = new uPlot(plotOptions(size(), drawn, paletteOf(target), readout), [[], []], target);
    plot.current = created;
    // Its first call comes at the first frame: the same size would redraw the whole plot there.
    const resize = new ResizeObserver(() => {
      const next = size();
      if (next.width !== created.width || next.height !== created.height) created.setSize(next);
    });
    resize.observe(target);
    return () => {
      resize.disconnect();
      created.destroy();
      plot.current = null;
    };
  }, [target, readout]);

  // After the effect above: a plot made in this commit gets the data too.
  useEffect(() => {
    const data = plotData(trades, span, Date.now());
    drawn.current = { trades, volume, plot: data };
    plot.current?.setData(data?.columns ?? [[], []]);
  }, [target, trades, volume, span]);
}
