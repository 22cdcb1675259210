// The odds benchmark's page (npm run bench:odds; not part of the app or of npm test): the real
// market components, 200 runners, fed 1,000 price changes a second through the real price store (or
// ten ladders, ladder-view.tsx), measured from inside the page. Built by scripts/bench-odds.ts with
// React's profiling build so <Profiler> can count commits.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Profiler, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getUserExpectedProfitLossQueryKey, getUserOddsOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { OpenBet } from '@/api/generated/types.gen';
import { MarketSection } from '@/features/markets/components/market-section';
import { groupOpenBets } from '@/features/markets/model/open-bet-groups';
import { OpenBetList } from '@/features/markets/components/open-bet-list';
import { EventPrices } from '@/features/sports/components/event-prices';
import { benchMarket, ladderDelivery, LaddersView, ladderStream, type LadderStream } from './ladder-view';
import type { MarketView } from '@/features/markets/model/event-markets';
import { stepTicks } from '@/lib/exchange/ladder';
import { priceStore, type OddsUpdate } from '@/lib/price-store';
import { storageKeys, writeString } from '@/lib/storage';

// ?runners=…&rate=… override the defaults, to compare (e.g. rate=0 shows the machine's own noise).
const params = new URLSearchParams(location.search);
/** 'market': one market page section with RUNNERS runners; 'list': a match list of EVENTS rows, each
 * with its match odds (three outcomes), as /matchlist shows them; 'ladders': LADDERS runners' ladders. */
const VIEW = params.get('view') === 'list' ? 'list' : params.get('view') === 'ladders' ? 'ladders' : 'market';
const EVENTS = Number(params.get('events') ?? 50);
const LADDERS = Number(params.get('ladders') ?? 10);
const RUNNERS = VIEW === 'list' ? EVENTS * 3 : VIEW === 'ladders' ? LADDERS : Number(params.get('runners') ?? 200);
/** Over all runners; with ladders, each runner gets its share. */
const CHANGES_PER_SECOND = Number(params.get('rate') ?? 1000);
/** Ladders: the hub's least wait between a runner's LadderUpdates (hub.asyncapi.yaml); 0: each change. */
const PUSH_MS = Number(params.get('push') ?? 100);
/** Market view: the player's open bets on this market under it, every second one with a
 * part resting unmatched (Cancel, Cancel all), and the runners' positions in the rows. */
const OPEN_BETS = VIEW === 'market' ? Number(params.get('bets') ?? 0) : 0;
const WARM_UP_MS = 1000;
const MEASURE_MS = 10_000;
const EVENT_ID = 1;
const MARKET_ID = 100;

/** A frame that took longer than 1.5 vsync intervals: the screen skipped at least one refresh. */
const DROPPED_FRAME_MS = 1.5 * (1000 / 60);

export interface BenchResult {
  view: 'market' | 'list' | 'ladders';
  /** Ladders: messages delivered, the time decoding and delivering them, paints. */
  ladderMessages: number;
  ladderDecodeMsPerSecond: number;
  ladderPaintsPerSecond: number;
  /** Market view: open bets listed under the market, and how many of them show an unmatched part. */
  openBets: number;
  unmatchedShown: number;
  /** ?matching=1: fills of resting orders the stream made while measuring. */
  ordersMatched: number;
  /** List view: rows on screen, each showing its prices (the others load theirs when scrolled to). */
  rowsShowingPrices: number;
  runners: number;
  droppedFrames: number;
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
  /** How old a change was when the store published it (from its runner's update to the notification
   * of its cell): what the back-off makes a price wait, p95 and max, in ms. */
  publishAgeP95: number;
  publishAgeMax: number;
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

/** List view: runner index i is outcome i % 3 of event i / 3 (event ids 1…, market ids 100…). */
const listEventId = (index: number) => (VIEW === 'list' ? 1 + Math.floor(index / 3) : EVENT_ID);
const listMarketId = (index: number) => (VIEW === 'list' ? 100 + Math.floor(index / 3) : MARKET_ID);

function updateFor(index: number): OddsUpdate {
  const current = bestBack[index] ?? 2;
  const next = stepTicks(current, random() < 0.5 ? -1 : 1);
  bestBack[index] = next;
  const size = () => Math.round(random() * 20000) + 25;
  return {
    eventId: listEventId(index),
    marketId: listMarketId(index),
    runnerId: 1000 + index,
    status: 'ACTIVE',
    back: [0, -1, -2].map((ticks) => ({ price: stepTicks(next, ticks), size: size() })),
    lay: [1, 2, 3].map((ticks) => ({ price: stepTicks(next, ticks), size: size() })),
  };
}

if (VIEW === 'market') {
  market.runners.forEach((_, index) => priceStore.applyOddsUpdate(updateFor(index)));
  priceStore.flush();
}

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
/** When each runner's latest update arrived ('event|market|runner'), and the age of each change
 * published, measured at its cell's notification. */
const updatedAt = new Map<string, number>();
const publishAges: number[] = [];
const applyOddsUpdate = priceStore.applyOddsUpdate.bind(priceStore);
priceStore.applyOddsUpdate = (update) => {
  updatedAt.set(`${update.eventId}|${update.marketId}|${update.runnerId}`, performance.now());
  applyOddsUpdate(update);
};
const subscribe = priceStore.subscribe.bind(priceStore);
// One counting wrapper per listener: the store calls a listener of many keys once per publish, and a
// wrapper per key would undo that. A price cell's listener has one key: its age is that key's.
const counted = new WeakMap<() => void, () => void>();
priceStore.subscribe = (key, listener) => {
  let wrapped = counted.get(listener);
  if (!wrapped) {
    // A price cell's key (cellKey: 'event|market|runner|side|level') names its runner; a status's does not count.
    const parts = key.split('|');
    const runner = parts.length === 5 ? parts.slice(0, 3).join('|') : undefined;
    wrapped = () => {
      if (measuring) {
        cellsNotified += 1;
        const at = runner === undefined ? undefined : updatedAt.get(runner);
        if (at !== undefined) publishAges.push(performance.now() - at);
      }
      listener();
    };
    counted.set(listener, wrapped);
  }
  return subscribe(key, wrapped);
};

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ladderMarket = benchMarket(LADDERS);
let ladderProblem: string | undefined;
const ladderPath = VIEW === 'ladders' ? ladderDelivery((reason) => (ladderProblem ??= reason)) : undefined;
let nextLadderMessage = 0;
let ladderMessages = 0;
let ladderDecodeMs = 0;
let ladderPaints = 0;
/** Per runner: when its oldest message not yet painted was delivered. */
const unpaintedSince = new Map<number, number>();

function deliverLadderUpdates(messages: LadderStream, elapsed: number, onChanges: (changes: number) => void): void {
  if (!ladderPath) return;
  const start = performance.now();
  let sent = 0;
  while (nextLadderMessage < messages.wire.length && (messages.at[nextLadderMessage] ?? Infinity) <= elapsed) {
    const runnerId = 1000 + (messages.runner[nextLadderMessage] ?? 0);
    if (!unpaintedSince.has(runnerId)) unpaintedSince.set(runnerId, performance.now());
    ladderPath.handle(messages.wire[nextLadderMessage] ?? '');
    onChanges(messages.changes[nextLadderMessage] ?? 0);
    nextLadderMessage += 1;
    sent += 1;
  }
  if (!measuring) return;
  ladderMessages += sent;
  ladderDecodeMs += performance.now() - start;
}

/** A ladder's paint of its newest book: the figures drawn, the names and the header at their own pace. */
function ladderPainted(runnerId: number): void {
  const since = unpaintedSince.get(runnerId);
  unpaintedSince.delete(runnerId);
  if (!measuring) return;
  ladderPaints += 1;
  if (since !== undefined) publishAges.push(performance.now() - since);
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
    if (stream) {
      deliverLadderUpdates(stream, performance.now() - started, (changes) => {
        if (measuring) appliedWhileMeasuring += changes;
      });
      return;
    }
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
    if (ladderProblem || (VIEW === 'ladders' && ladderPaints === 0)) {
      window.__benchError = ladderProblem ? `a LadderUpdate was refused: ${ladderProblem}` : 'no ladder was painted';
      return;
    }
    const sorted = [...frameTimes].sort((a, b) => a - b);
    const ages = [...publishAges].sort((a, b) => a - b);
    const seconds = MEASURE_MS / 1000;
    const round = (value: number) => Math.round(value * 100) / 100;
    window.__benchResult = {
      view: VIEW,
      ladderMessages,
      ladderDecodeMsPerSecond: round(ladderDecodeMs / seconds),
      ladderPaintsPerSecond: round(ladderPaints / seconds),
      openBets: OPEN_BETS,
      unmatchedShown: document.querySelectorAll('button[aria-label^="Cancel unmatched"]').length,
      ordersMatched,
      rowsShowingPrices: document.querySelectorAll('[data-testid^="list-runner-"]').length / 3,
      droppedFrames: frameTimes.filter((time) => time > DROPPED_FRAME_MS).length,
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
      publishAgeP95: round(percentile(ages, 95)),
      publishAgeMax: round(ages.at(-1) ?? 0),
      longTasks: longTasks.length,
      longestTaskMs: round(Math.max(0, ...longTasks)),
    };
  };
  requestAnimationFrame(frame);
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, staleTime: Infinity } } });
/** Ladders: the run's messages (a second more than it lasts), the REST answers in the cache. */
const stream =
  VIEW === 'ladders'
    ? ladderStream(queryClient, random, LADDERS, CHANGES_PER_SECOND, PUSH_MS, (WARM_UP_MS + MEASURE_MS) / 1000 + 1)
    : undefined;

/** List view: each row's GetUserOddsV2 answer is in the cache already (no network in a benchmark),
 * in the wire's shape the row reads: the match odds of three outcomes at the seeded prices. */
function seedListOdds(): void {
  for (let event = 0; event < EVENTS; event += 1) {
    const eventId = 1 + event;
    const marketId = 100 + event;
    const runners = [0, 1, 2].map((outcome) => {
      const update = updateFor(event * 3 + outcome);
      return {
        id: update.runnerId,
        runnername: ['Home', 'Draw', 'Away'][outcome],
        marketId,
        status: 'ACTIVE',
        back: update.back,
        lay: update.lay,
      };
    });
    const matchOdds = { marketId, marketName: 'Match Odds', marketType: 'match_odd', inPlay: true, status: 'ACTIVE', runners };
    const result = { eventId, matchOdds, bookmaker: null, toss: null, fancy: null, goalsmaker: [] };
    queryClient.setQueryData(getUserOddsOptions({ query: { eventId } }).queryKey, { result, success: true } as never);
  }
}

function ListView() {
  return (
    <main>
      {Array.from({ length: EVENTS }, (_, event) => (
        <div
          key={event}
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', borderBottom: '1px solid #ddd', padding: 8 }}
        >
          <span>Event {event + 1}</span>
          <EventPrices eventId={1 + event} eventName={`Event ${event + 1}`} />
        </div>
      ))}
    </main>
  );
}

/** Market view with bets: OPEN_BETS bets on the first runners, alternately back and lay; every second
 * one has half its stake resting unmatched. A signed-in player, so the rows show positions. */
function openBets(): OpenBet[] {
  return Array.from({ length: OPEN_BETS }, (_, index) => {
    const runner = market.runners[index % market.runners.length];
    const stake = 1000 + 100 * index;
    const unmatched = index % 2 === 1 ? stake / 2 : 0;
    return {
      betId: 9000 + index,
      eventId: EVENT_ID,
      marketId: MARKET_ID,
      runnerId: runner?.id,
      betTitle: `${runner?.name} (Benchmark market)`,
      runnerName: runner?.name,
      marketName: market.marketName,
      marketTypeName: 'match_odd',
      betType: index % 4 < 2 ? 'Back' : 'Lay',
      odds: bestBack[index % market.runners.length] ?? 2,
      stake,
      matchedStake: stake - unmatched,
      averageMatchedOdds: unmatched === stake ? undefined : (bestBack[index % market.runners.length] ?? 2),
      unmatchedStake: unmatched,
      placeTime: new Date(Date.UTC(2026, 10, 25, 12, 0, index)).toISOString(),
    };
  });
}

function seedPositions(bets: readonly OpenBet[]): void {
  writeString(storageKeys.accessToken, 'bench-token');
  const runners = market.runners
    .slice(0, Math.min(bets.length, market.runners.length))
    .map((runner, index) => ({ runnerId: runner.id, amount: index % 2 === 0 ? 1500 : -800 }));
  queryClient.setQueryData(getUserExpectedProfitLossQueryKey(), {
    result: [{ eventId: EVENT_ID, marketId: MARKET_ID, runners }],
    success: true,
  } as never);
}

/** ?matching=1: the stream matches the resting orders as it goes. Every MATCH_EVERY_MS one resting order
 * takes a tenth of its stake at the runner's best price, and the list shows the open bets as the app's
 * refetch after the hub's BetMatched would: a new answer, every row given to React again. */
const MATCHING = params.get('matching') === '1';
const MATCH_EVERY_MS = 250;

function matchSome(bets: readonly OpenBet[], turn: number): OpenBet[] {
  const resting = bets.filter((bet) => (bet.unmatchedStake ?? 0) > 0);
  const target = resting[turn % Math.max(1, resting.length)];
  return bets.map((bet) => {
    if (bet !== target) return bet;
    const runnerIndex = market.runners.findIndex((runner) => runner.id === bet.runnerId);
    const price = bestBack[runnerIndex] ?? bet.odds;
    const fill = Math.min(bet.unmatchedStake ?? 0, Math.ceil(bet.stake / 10));
    const matched = bet.matchedStake ?? 0;
    const average = matched === 0 ? price : ((bet.averageMatchedOdds ?? price) * matched + price * fill) / (matched + fill);
    return {
      ...bet,
      matchedStake: matched + fill,
      unmatchedStake: (bet.unmatchedStake ?? 0) - fill,
      averageMatchedOdds: Math.round(average * 100) / 100,
    };
  });
}

let ordersMatched = 0;

function MarketView() {
  const [bets, setBets] = useState(openBets);
  useEffect(() => {
    if (!MATCHING) return;
    let turn = 0;
    const timer = setInterval(() => {
      turn += 1;
      if (measuring) ordersMatched += 1;
      setBets((current) => matchSome(current, turn));
    }, MATCH_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <MarketSection market={market} />
      {bets.length > 0 && <OpenBetList groups={groupOpenBets(bets)} headingLevel={2} />}
    </>
  );
}

if (VIEW === 'list') seedListOdds();
if (OPEN_BETS > 0) seedPositions(openBets());
createRoot(root).render(
  <MantineProvider>
    <QueryClientProvider client={queryClient}>
      <Profiler id="market" onRender={onRender}>
        {VIEW === 'list' ? (
          <ListView />
        ) : VIEW === 'ladders' && ladderPath ? (
          <LaddersView market={ladderMarket} feed={ladderPath.feed} onPainted={ladderPainted} />
        ) : (
          <MarketView />
        )}
      </Profiler>
    </QueryClientProvider>
  </MantineProvider>,
);
window.addEventListener('error', (event) => {
  window.__benchError = String(event.message);
});
// Let the first render and layout settle, then start.
setTimeout(run, 500);
