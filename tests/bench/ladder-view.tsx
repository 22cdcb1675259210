// bench:odds ?view=ladders: the app's RunnerLadder fed as RealtimeClient feeds it. The app opens one
// ladder at a time in a modal; ten side by side, without its chrome, measure ten live ladders' cost.
import { addHubMessages, decodeHubMessage } from '@/api/hub-messages';
import { ladderHubMessages } from '@/api/hub-ladder-messages';
import { getRunnerLadderOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { RunnerLadder as RunnerLadderAnswer } from '@/api/generated/types.gen';
import type { QueryClient } from '@tanstack/react-query';
import { RunnerLadder, type RunnerLadderProps } from '@/features/markets/components/runner-ladder';
import type { MarketView } from '@/features/markets/model/event-markets';
import { LadderWatches } from '@/features/realtime/model/ladder-watches';
import { addListener, emitHubMessage, listenerSets } from '@/features/realtime/realtime-listeners';
import { stepTicks } from '@/lib/exchange/ladder';

const EVENT_ID = 1;
const MARKET_ID = 100;
/** Levels a side with money waiting, and prices with volume, as a busy runner has them. */
const DEPTH = 20;
const TRADED_SPREAD = 20;
const STARTED = Date.UTC(2026, 11, 7, 12, 0, 0);

type LadderFeed = NonNullable<RunnerLadderProps['feed']>;

export interface LadderStream {
  readonly ladders: number;
  /** A message is delivered once the run has been going this long (ms). */
  readonly at: Float64Array;
  readonly runner: Int32Array;
  /** Book changes a message carries (several when the hub's 100 ms wait merged them). */
  readonly changes: Int32Array;
  readonly wire: readonly string[];
}

interface Book {
  readonly back: Map<number, number>;
  readonly lay: Map<number, number>;
  readonly traded: Map<number, number>;
  lastPriceTraded: number;
  totalMatched: number;
  trades: Array<{ Time: string; Price: number; Size: number }>;
}

const rupees = (value: number) => Math.round(value * 100) / 100;

export function benchMarket(ladders: number): MarketView {
  return {
    eventId: EVENT_ID,
    marketId: MARKET_ID,
    marketName: 'Benchmark market',
    marketType: 'match_odd',
    inPlay: true,
    runners: Array.from({ length: ladders }, (_, index) => ({ id: 1000 + index, name: `Runner ${index + 1}`, bookMarketId: MARKET_ID })),
  };
}

function openingBook(random: () => number): Book {
  const centre = stepTicks(2, Math.floor(random() * 120));
  const back = new Map<number, number>();
  const lay = new Map<number, number>();
  const traded = new Map<number, number>();
  for (let tick = 0; tick < DEPTH; tick += 1) {
    back.set(stepTicks(centre, -tick), rupees(25 + random() * 400 * (tick + 1)));
    lay.set(stepTicks(centre, tick + 1), rupees(25 + random() * 400 * (tick + 1)));
  }
  let totalMatched = 0;
  for (let tick = -TRADED_SPREAD; tick <= TRADED_SPREAD; tick += 1) {
    const size = rupees(random() * 200_000 * Math.exp(-Math.abs(tick) / 6));
    traded.set(stepTicks(centre, tick), (traded.get(stepTicks(centre, tick)) ?? 0) + size);
    totalMatched += size;
  }
  return { back, lay, traded, lastPriceTraded: centre, totalMatched: rupees(totalMatched), trades: [] };
}

/** A few sizes near the best, a trade near the last traded price; one in five moves that price there. */
function change(book: Book, random: () => number, time: number): number {
  for (let level = 0; level < 1 + Math.floor(random() * 3); level += 1) {
    const backSide = random() < 0.5;
    const price = backSide
      ? stepTicks(book.lastPriceTraded, -Math.floor(random() * 6))
      : stepTicks(book.lastPriceTraded, 1 + Math.floor(random() * 6));
    const side = backSide ? book.back : book.lay;
    if (random() < 0.1) side.delete(price);
    else side.set(price, rupees(25 + random() * 2000));
  }
  const price = stepTicks(book.lastPriceTraded, Math.floor(random() * 3) - 1);
  const size = 2 + Math.floor(random() * 500);
  book.traded.set(price, rupees((book.traded.get(price) ?? 0) + size));
  book.totalMatched = rupees(book.totalMatched + size);
  book.trades.push({ Time: new Date(STARTED + time).toISOString(), Price: price, Size: size });
  if (random() < 0.2 && price !== book.lastPriceTraded) {
    book.lastPriceTraded = price;
    for (const level of book.back.keys()) if (level > price || level < stepTicks(price, -DEPTH - 5)) book.back.delete(level);
    for (const level of book.lay.keys()) if (level <= price || level > stepTicks(price, DEPTH + 5)) book.lay.delete(level);
    if (!book.back.has(price)) book.back.set(price, rupees(25 + random() * 2000));
    if (!book.lay.has(stepTicks(price, 1))) book.lay.set(stepTicks(price, 1), rupees(25 + random() * 2000));
  }
  return size;
}

const levels = (side: Map<number, number>, highestFirst: boolean) =>
  [...side.entries()].sort((a, b) => (highestFirst ? b[0] - a[0] : a[0] - b[0])).map(([Price, Size]) => ({ Price, Size }));

function ladderData(index: number, book: Book, marketTotalMatched: number, trades: Book['trades']) {
  return {
    EventId: EVENT_ID,
    MarketId: MARKET_ID,
    RunnerId: 1000 + index,
    Status: 'ACTIVE',
    Back: levels(book.back, true),
    Lay: levels(book.lay, false),
    Traded: levels(book.traded, false),
    LastPriceTraded: book.lastPriceTraded,
    TotalMatched: book.totalMatched,
    MarketTotalMatched: marketTotalMatched,
    Trades: trades,
  };
}

/** Made before the run, so the hub's JSON work is not measured; a runner's push at most every `pushMs`
 * as the hub's (0: each change). The REST answers go into `client`. */
export function ladderStream(
  client: QueryClient,
  random: () => number,
  ladders: number,
  perSecond: number,
  pushMs: number,
  seconds: number,
): LadderStream {
  const books = Array.from({ length: ladders }, () => openingBook(random));
  let marketTotalMatched = rupees(books.reduce((sum, book) => sum + book.totalMatched, 0));
  books.forEach((book, index) => {
    const { Back, Lay, Traded } = ladderData(index, book, marketTotalMatched, []);
    const answer: RunnerLadderAnswer = {
      eventId: EVENT_ID,
      marketId: MARKET_ID,
      runnerId: 1000 + index,
      status: 'ACTIVE',
      priceLadder: { type: 'CLASSIC' },
      back: Back.map((level) => ({ price: level.Price, size: level.Size })),
      lay: Lay.map((level) => ({ price: level.Price, size: level.Size })),
      traded: Traded.map((level) => ({ price: level.Price, size: level.Size })),
      lastPriceTraded: book.lastPriceTraded,
      totalMatched: book.totalMatched,
      marketTotalMatched,
    };
    const { queryKey } = getRunnerLadderOptions({ query: { marketId: MARKET_ID, runnerId: 1000 + index } });
    client.setQueryData(queryKey, { result: answer, success: true } as never);
  });

  const total = Math.ceil(perSecond * seconds);
  const at: number[] = [];
  const runner: number[] = [];
  const changes: number[] = [];
  const wire: string[] = [];
  const lastPush = new Float64Array(ladders).fill(-Infinity);
  const waiting = new Int32Array(ladders);
  for (let step = 0; step < total; step += 1) {
    const time = (step * 1000) / perSecond;
    const index = step % ladders;
    const book = books[index];
    if (!book) continue;
    marketTotalMatched = rupees(marketTotalMatched + change(book, random, time));
    waiting[index] = (waiting[index] ?? 0) + 1;
    if (time - (lastPush[index] ?? 0) < pushMs) continue;
    lastPush[index] = time;
    const data = ladderData(index, book, marketTotalMatched, book.trades);
    wire.push(JSON.stringify({ Code: 'LadderUpdate', Data: JSON.stringify(data) }));
    at.push(time);
    runner.push(index);
    changes.push(waiting[index] ?? 0);
    waiting[index] = 0;
    book.trades = [];
  }
  return { ladders, at: Float64Array.from(at), runner: Int32Array.from(runner), changes: Int32Array.from(changes), wire };
}

/** The connection's path after the socket: decode, the LadderUpdate listeners, the watches. */
export function ladderDelivery(onIgnored: (reason: string) => void): { feed: LadderFeed; handle: (raw: string) => void } {
  addHubMessages(ladderHubMessages);
  const watches = new LadderWatches();
  const listeners = listenerSets();
  addListener(listeners, 'LadderUpdate', (update) => watches.deliver(update));
  return {
    feed: (marketId, runnerId, listener) => watches.watch(marketId, runnerId, listener),
    handle: (raw) => {
      const decoded = decodeHubMessage(raw);
      if (decoded.code === null) onIgnored(`${decoded.reason}: ${decoded.detail}`);
      else emitHubMessage(listeners, decoded);
    },
  };
}

export function LaddersView({ market, feed, onPainted }: { market: MarketView; feed: LadderFeed; onPainted: (runnerId: number) => void }) {
  return (
    <main
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
        gridTemplateRows: 'repeat(2, minmax(0, 1fr))',
        gap: 8,
        padding: 8,
        height: '100vh',
        boxSizing: 'border-box',
      }}
    >
      {market.runners.map((runner) => (
        <section key={runner.id} data-bench-runner={runner.id} style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <RunnerLadder market={market} runner={runner} feed={feed} onPainted={() => onPainted(runner.id)} />
        </section>
      ))}
    </main>
  );
}
