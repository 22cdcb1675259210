// The hub benchmark's page (npm run bench:hub; not part of the app or of npm test): hub message →
// painted price latency at 1,000 messages a second. Each message is a wire string exactly as the
// hub's `Message` carries it (double-encoded JSON), fed to the app's own handler
// (createHubMessageHandler) → applyOddsUpdate → the price store → the real PriceCell of the markets
// page. The send time is kept per runner, keyed by the message's best back Size: sizes under 1,000
// are shown verbatim by the cell, so its name ('Back Runner 1 at 1.85, 523 available') says which
// message it shows. The name is written on the tick that draws the cell's words on its runner's
// canvas, in the same task (src/lib/price-text.ts): the frame after it shows both.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createHubMessageHandler } from '@/api/hub-messages';
import { applyOddsUpdate } from '@/features/markets';
import { MarketSection } from '@/features/markets/components/market-section';
import type { MarketView } from '@/features/markets/model/event-markets';
import { stepTicks } from '@/lib/exchange/ladder';
import { priceStore } from '@/lib/price-store';

// ?runners=…&rate=… override the defaults, to compare.
const params = new URLSearchParams(location.search);
const RUNNERS = Number(params.get('runners') ?? 200);
const MESSAGES_PER_SECOND = Number(params.get('rate') ?? 1000);
const WARM_UP_MS = 1000;
const MEASURE_MS = 10_000;
/** Sizes 1..999 are painted verbatim (formatSize abbreviates from 1,000): one stamp per message. */
const STAMPS = 999;
const EVENT_ID = 1;
const MARKET_ID = 100;

export interface HubBenchResult {
  runners: number;
  /** The runners on screen, whose messages are measured. */
  runnersMeasured: number;
  messagesPerSecond: number;
  messagesSent: number;
  messagesPainted: number;
  /** Messages whose value was replaced by a newer one before a frame showed it (the store
   * publishes once per frame); their latency runs until the newer value is painted. */
  messagesCoalesced: number;
  ignored: number;
  seconds: number;
  latencyP50: number;
  latencyP95: number;
  latencyMax: number;
  longTasks: number;
  longestTaskMs: number;
}

declare global {
  interface Window {
    __hubBenchResult?: HubBenchResult;
    __hubBenchError?: string;
  }
}

// A small deterministic generator, so every run replays the same messages.
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
const nextStamp = market.runners.map(() => 1);

/** One OddsUpdate as the hub sends it: `Message`'s argument is JSON whose Data is JSON again. */
function wireMessage(index: number, stamp: number): string {
  const current = bestBack[index] ?? 2;
  const next = stepTicks(current, random() < 0.5 ? -1 : 1);
  bestBack[index] = next;
  const size = () => Math.round(random() * 20000) + 25;
  const data = {
    EventId: EVENT_ID,
    MarketId: MARKET_ID,
    RunnerId: 1000 + index,
    Status: 'ACTIVE',
    Back: [0, -1, -2].map((ticks, level) => ({ Price: stepTicks(next, ticks), Size: level === 0 ? stamp : size() })),
    Lay: [1, 2, 3].map((ticks) => ({ Price: stepTicks(next, ticks), Size: size() })),
  };
  return JSON.stringify({ Code: 'OddsUpdate', Data: JSON.stringify(data) });
}

let ignored = 0;
// The app's own handler, wired as src/app/live-prices-bridge.tsx wires the hub's pushes.
const handle = createHubMessageHandler({
  onUserBalance: () => undefined,
  onOddsUpdate: applyOddsUpdate,
  onMarketStatus: () => undefined,
  onIgnored: () => {
    ignored += 1;
  },
});

// Seed every runner (stamp 0 is never sent again, so the first measured paint is unambiguous).
market.runners.forEach((_, index) => handle(wireMessage(index, 0)));
priceStore.flush();

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Pending {
  readonly stamp: number;
  readonly sentAt: number;
  readonly measured: boolean;
}

function run(rootElement: HTMLElement): void {
  const longTasks: number[] = [];
  let measuring = false;
  const longTaskObserver = new PerformanceObserver((list) => {
    if (!measuring) return;
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  longTaskObserver.observe({ type: 'longtask', buffered: false });

  // Per runner, the messages sent and not yet painted, oldest first.
  const pending: Pending[][] = market.runners.map(() => []);
  const sizeCells = market.runners.map((runner) => {
    const cell = rootElement.querySelector(`[data-testid="runner-${runner.id}"] button[data-side="back"][data-level="0"]`);
    if (!cell) throw new Error(`no best back cell for runner ${runner.id}`);
    return cell;
  });
  const sizeShown = (cell: Element | undefined) => Number(/, (\d+) available$/.exec(cell?.getAttribute('aria-label') ?? '')?.[1]);
  // Only the cells on screen are written (src/lib/on-screen.ts): the latency is measured on the runners
  // whose cell is in the viewport. The others' messages still go through the handler and the store.
  const onScreen = sizeCells.map((cell) => {
    const rect = cell.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < window.innerHeight;
  });
  const latencies: number[] = [];
  let sent = 0;
  let painted = 0;
  let coalesced = 0;

  // A DOM mutation is not yet a paint: the frame that follows it has been painted by the time the
  // next requestAnimationFrame callback runs, so that is when the latency stops (an upper bound
  // by at most one frame, never an under-estimate).
  let paintCheckQueued = false;
  const checkPainted = () => {
    paintCheckQueued = false;
    const now = performance.now();
    pending.forEach((queue, index) => {
      if (queue.length === 0) return;
      const shown = sizeShown(sizeCells[index]);
      const upTo = queue.findIndex((entry) => entry.stamp === shown);
      if (upTo < 0) return;
      for (const entry of queue.splice(0, upTo + 1)) {
        if (!entry.measured) continue;
        latencies.push(now - entry.sentAt);
        if (entry.stamp === shown) painted += 1;
        else coalesced += 1;
      }
    });
  };
  const mutations = new MutationObserver(() => {
    if (paintCheckQueued) return;
    paintCheckQueued = true;
    requestAnimationFrame(checkPainted);
  });
  mutations.observe(rootElement, { subtree: true, childList: true, characterData: true, attributeFilter: ['aria-label'] });

  const started = performance.now();
  let due = 0;
  let runner = 0;
  const feed = setInterval(() => {
    const now = performance.now();
    const elapsed = now - started;
    measuring = elapsed >= WARM_UP_MS && elapsed < WARM_UP_MS + MEASURE_MS;
    // Send as many messages as are due, so the rate holds whatever the timer's granularity.
    const target = Math.floor((Math.min(elapsed, WARM_UP_MS + MEASURE_MS) * MESSAGES_PER_SECOND) / 1000);
    while (due < target) {
      const stamp = nextStamp[runner] ?? 1;
      nextStamp[runner] = stamp >= STAMPS ? 1 : stamp + 1;
      if (onScreen[runner]) pending[runner]?.push({ stamp, sentAt: performance.now(), measured: measuring });
      handle(wireMessage(runner, stamp));
      if (measuring && onScreen[runner]) sent += 1;
      due += 1;
      runner = (runner + 1 + Math.floor(random() * 3)) % RUNNERS;
    }
    if (elapsed < WARM_UP_MS + MEASURE_MS + 500) return;
    // Half a second after the last message every queue has drained; finish.
    clearInterval(feed);
    mutations.disconnect();
    longTaskObserver.disconnect();
    const unpainted = pending.reduce((count, queue) => count + queue.filter((entry) => entry.measured).length, 0);
    if (unpainted > 0) {
      window.__hubBenchError = `${unpainted} measured messages were never painted`;
      return;
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 100) / 100;
    window.__hubBenchResult = {
      runners: RUNNERS,
      runnersMeasured: onScreen.filter(Boolean).length,
      messagesPerSecond: MESSAGES_PER_SECOND,
      messagesSent: sent,
      messagesPainted: painted,
      messagesCoalesced: coalesced,
      ignored,
      seconds: MEASURE_MS / 1000,
      latencyP50: round(percentile(sorted, 50)),
      latencyP95: round(percentile(sorted, 95)),
      latencyMax: round(sorted.at(-1) ?? 0),
      longTasks: longTasks.length,
      longestTaskMs: round(Math.max(0, ...longTasks)),
    };
  }, 4);
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
createRoot(root).render(
  <MantineProvider>
    <QueryClientProvider client={queryClient}>
      <MarketSection market={market} />
    </QueryClientProvider>
  </MantineProvider>,
);
window.addEventListener('error', (event) => {
  window.__hubBenchError = String(event.message);
});
// Let the first render and layout settle, then start.
setTimeout(() => run(root), 500);
