// The odds benchmark's page (npm run bench:odds; not part of the app or of npm test): the real
// market components, 200 runners, fed 1,000 price changes a second through the real price store,
// measured from inside the page. Built by scripts/bench-odds.ts with React's profiling build so
// <Profiler> can count commits.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { MarketSection } from '@/features/markets/market-section';
import type { MarketView } from '@/features/markets/model/event-markets';
import { stepTicks } from '@/lib/exchange/ladder';
import { priceStore, type OddsUpdate } from '@/lib/price-store';

// ?runners=…&rate=… override the defaults, to compare (e.g. rate=0 shows the machine's own noise).
const params = new URLSearchParams(location.search);
const RUNNERS = Number(params.get('runners') ?? 200);
const CHANGES_PER_SECOND = Number(params.get('rate') ?? 1000);
const WARM_UP_MS = 1000;
const MEASURE_MS = 10_000;
const EVENT_ID = 1;
const MARKET_ID = 100;

export interface BenchResult {
  runners: number;
  changesPerSecond: number;
  changesApplied: number;
  seconds: number;
  frames: number;
  frameP50: number;
  frameP95: number;
  frameMax: number;
  commits: number;
  commitsPerSecond: number;
  meanCommitMs: number;
  cellsRenderedPerSecond: number;
  longTasks: number;
  longestTaskMs: number;
}

declare global {
  interface Window {
    __benchResult?: BenchResult;
    __benchError?: string;
  }
}

// A small deterministic generator, so every run replays the same changes.
let seed = 20261121;
function random(): number {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
}

const market: MarketView = {
  eventId: EVENT_ID,
  marketId: MARKET_ID,
  marketName: 'Benchmark market',
  marketType: 'match_odd',
  inPlay: true,
  runners: Array.from({ length: RUNNERS }, (_, index) => ({ id: 1000 + index, name: `Runner ${index + 1}`, bookMarketId: MARKET_ID })),
};

const bestBack = market.runners.map(() => stepTicks(2, Math.floor(random() * 120)));

function updateFor(index: number): OddsUpdate {
  const current = bestBack[index] ?? 2;
  const next = stepTicks(current, random() < 0.5 ? -1 : 1);
  bestBack[index] = next;
  const size = () => Math.round(random() * 20000) + 25;
  return {
    eventId: EVENT_ID,
    marketId: MARKET_ID,
    runnerId: 1000 + index,
    status: 'ACTIVE',
    back: [0, -1, -2].map((ticks) => ({ price: stepTicks(next, ticks), size: size() })),
    lay: [1, 2, 3].map((ticks) => ({ price: stepTicks(next, ticks), size: size() })),
  };
}

market.runners.forEach((_, index) => priceStore.applyOddsUpdate(updateFor(index)));
priceStore.flush();

let commits = 0;
let commitMs = 0;
let measuring = false;
const onRender = (_id: string, _phase: string, actualDuration: number) => {
  if (!measuring) return;
  commits += 1;
  commitMs += actualDuration;
};

// Each store notification re-renders exactly one subscriber (a price cell, or a runner's status):
// counting them shows what a change costs, next to the commits that carry them.
let cellsNotified = 0;
const subscribe = priceStore.subscribe.bind(priceStore);
priceStore.subscribe = (key, listener) =>
  subscribe(key, () => {
    if (measuring) cellsNotified += 1;
    listener();
  });

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function run(): void {
  const frameTimes: number[] = [];
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    if (!measuring) return;
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });

  const started = performance.now();
  let applied = 0;
  let appliedWhileMeasuring = 0;
  let next = 0;
  const feed = setInterval(() => {
    // Apply as many changes as are due, so the rate holds whatever the timer's granularity.
    const due = Math.floor(((performance.now() - started) * CHANGES_PER_SECOND) / 1000);
    while (applied < due) {
      priceStore.applyOddsUpdate(updateFor(next));
      next = (next + Math.floor(random() * RUNNERS)) % RUNNERS;
      applied += 1;
      if (measuring) appliedWhileMeasuring += 1;
    }
  }, 4);

  let last = 0;
  const frame = (now: number) => {
    const elapsed = now - started;
    if (elapsed >= WARM_UP_MS && !measuring) {
      measuring = true;
      last = now;
    } else if (measuring) {
      frameTimes.push(now - last);
      last = now;
    }
    if (elapsed < WARM_UP_MS + MEASURE_MS) {
      requestAnimationFrame(frame);
      return;
    }
    measuring = false;
    clearInterval(feed);
    observer.disconnect();
    const sorted = [...frameTimes].sort((a, b) => a - b);
    const seconds = MEASURE_MS / 1000;
    const round = (value: number) => Math.round(value * 100) / 100;
    window.__benchResult = {
      runners: RUNNERS,
      changesPerSecond: CHANGES_PER_SECOND,
      changesApplied: appliedWhileMeasuring,
      seconds,
      frames: frameTimes.length,
      frameP50: round(percentile(sorted, 50)),
      frameP95: round(percentile(sorted, 95)),
      frameMax: round(sorted.at(-1) ?? 0),
      commits,
      commitsPerSecond: round(commits / seconds),
      meanCommitMs: round(commits === 0 ? 0 : commitMs / commits),
      cellsRenderedPerSecond: round(cellsNotified / seconds),
      longTasks: longTasks.length,
      longestTaskMs: round(Math.max(0, ...longTasks)),
    };
  };
  requestAnimationFrame(frame);
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
createRoot(root).render(
  <MantineProvider>
    <QueryClientProvider client={queryClient}>
      <Profiler id="market" onRender={onRender}>
        <MarketSection market={market} />
      </Profiler>
    </QueryClientProvider>
  </MantineProvider>,
);
window.addEventListener('error', (event) => {
  window.__benchError = String(event.message);
});
// Let the first render and layout settle, then start.
setTimeout(run, 500);
