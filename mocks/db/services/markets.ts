import type {
  Event,
  EventOdds,
  EventOddsV1,
  Market,
  MarketV1,
  MarketCatalogue,
  RunnerLadder,
  RunnerPriceHistory,
  Sport,
  UserLimit,
} from '../../../src/api/generated/types.gen';
import type { DelayLimit } from '../../../src/lib/exchange/bet-delay';
import type { MarketRecord, MockState, RunnerRecord, SportFlags } from '../types';
import { fullBook, shownBook, tradingFigures } from './order-book';
import { isExchangeMarket, priceHistory, runnerTrading } from './trades';

/** The family's odds ladder (docs/domain.md "Odds ladder"). */
const CLASSIC_LADDER = { type: 'CLASSIC' } as const;

export function findEvent(state: MockState, eventId: number): Event | undefined {
  return state.events.find((event) => event.id === eventId);
}

export function marketsOfEvent(state: MockState, eventId: number): MarketRecord[] {
  return state.markets.filter((market) => market.eventId === eventId);
}

export interface Selection {
  market: MarketRecord;
  runner: RunnerRecord;
}

/** A fancy bet names the line's own market id and may omit the runner. */
export function resolveSelection(
  state: MockState,
  eventId: number,
  marketId: number,
  runnerId: number | null | undefined,
): { market: MarketRecord; runner: RunnerRecord | undefined } | undefined {
  for (const market of marketsOfEvent(state, eventId)) {
    if (market.marketType === 'fancy2') {
      const line = market.runners.find((runner) => runner.marketId === marketId);
      if (line && (runnerId == null || runnerId === line.id)) return { market, runner: line };
      if (line) return { market, runner: undefined };
      if (market.marketId === marketId) return { market, runner: undefined };
      continue;
    }
    if (market.marketId === marketId) {
      return { market, runner: market.runners.find((runner) => runner.id === runnerId) };
    }
  }
  return undefined;
}

function marketView(state: MockState, market: MarketRecord): Market {
  let marketTotal: number | undefined;
  const runners = market.runners.map((runner) => {
    const trading = tradingFigures(state, market, runner);
    marketTotal = trading?.marketTotalMatched;
    return {
      id: runner.id,
      marketId: runner.marketId,
      runnername: runner.name,
      status: runner.status,
      ...shownBook(state, market, runner),
      ...(trading ? { lastPriceTraded: trading.lastPriceTraded, totalMatched: trading.totalMatched } : {}),
    };
  });
  return {
    marketId: market.marketId,
    marketName: market.marketName,
    marketType: market.marketType,
    status: market.status,
    inPlay: market.inPlay,
    runners,
    ...(marketTotal === undefined ? {} : { totalMatched: marketTotal, priceLadder: { ...CLASSIC_LADDER } }),
  };
}

/** The ladder, its chart and WatchLadder take no other runner. */
export function exchangeRunner(state: MockState, marketId: number, runnerId: number): Selection | undefined {
  const market = state.markets.find((candidate) => candidate.marketId === marketId);
  const runner = market?.runners.find((candidate) => candidate.id === runnerId);
  return market && runner && isExchangeMarket(market) ? { market, runner } : undefined;
}

export function runnerLadderView(state: MockState, { market, runner }: Selection): RunnerLadder {
  const { lastPriceTraded, totalMatched, traded } = runnerTrading(state, runner.id);
  return {
    eventId: market.eventId,
    marketId: market.marketId,
    runnerId: runner.id,
    status: runner.status,
    priceLadder: { ...CLASSIC_LADDER },
    ...fullBook(state, market, runner),
    traded,
    lastPriceTraded,
    totalMatched,
    marketTotalMatched: tradingFigures(state, market, runner)?.marketTotalMatched ?? 0,
  };
}

export function runnerPriceHistoryView(state: MockState, { market, runner }: Selection): RunnerPriceHistory {
  return { marketId: market.marketId, runnerId: runner.id, ...priceHistory(state, runner.id) };
}

export function eventOddsView(state: MockState, eventId: number): EventOdds {
  const markets = marketsOfEvent(state, eventId).filter((market) => market.status !== 'CLOSED');
  const first = (type: MarketRecord['marketType']): Market | null => {
    const found = markets.find((market) => market.marketType === type);
    return found ? marketView(state, found) : null;
  };
  return {
    eventId,
    matchOdds: first('match_odd'),
    bookmaker: first('bookmaker'),
    fancy: first('fancy2'),
    toss: first('toss'),
    goalsmaker: markets.filter((market) => market.marketType === 'goalsmaker').map((market) => marketView(state, market)),
  };
}

/** openapi EventOddsV1. */
export function eventOddsV1View(state: MockState, eventId: number): EventOddsV1 {
  const odds = eventOddsView(state, eventId);
  const v1 = (market: Market | null, name: string): MarketV1 =>
    market
      ? {
          marketId: market.marketId,
          marketName: market.marketName,
          runners: market.runners.map((runner) => ({
            id: runner.id,
            marketId: runner.marketId,
            runnername: runner.runnername,
            backPrice: runner.back[0]?.price ?? null,
            layPrice: runner.lay[0]?.price ?? null,
            backSize: String(runner.back[0]?.size ?? 0),
            laySize: String(runner.lay[0]?.size ?? 0),
            // The older client reads only the runner's status: a closed market shows its own.
            status: market.status === 'ACTIVE' ? runner.status : market.status,
          })),
        }
      : { marketName: name, runners: [] };
  return {
    matchOdds: v1(odds.matchOdds, 'Match Odds'),
    bookmaker: v1(odds.bookmaker, 'Bookmaker'),
    fancy: v1(odds.fancy, 'Fancy'),
    toss: v1(odds.toss, 'Toss'),
    goalsmaker: odds.goalsmaker.map((market) => v1(market, market.marketName)),
  };
}

export function catalogueView(state: MockState, eventId: number): MarketCatalogue[] {
  return marketsOfEvent(state, eventId).map((market) => ({
    marketId: market.marketId,
    marketName: market.marketName,
    marketType: market.marketType,
    status: market.status,
    inPlay: market.inPlay,
    runners: market.runners.map((runner) => ({ id: runner.id, runnerName: runner.name })),
  }));
}

/** Betfair's passive delay on the exchange's own markets (openapi UserLimit.limit.passiveDelay). */
export function delayLimitOf(market: MarketRecord): DelayLimit {
  return isExchangeMarket(market) ? { delayTime: market.limit.delayTime, passiveDelay: true } : { delayTime: market.limit.delayTime };
}

export function limitsView(state: MockState, eventId: number): UserLimit[] {
  return marketsOfEvent(state, eventId).flatMap((market) =>
    market.runners.map((runner) => ({
      marketType: market.marketType,
      marketId: runner.marketId,
      runnnerId: runner.id,
      limit: {
        ...market.limit,
        ...delayLimitOf(market),
        isSuspended: market.status !== 'ACTIVE' || runner.status !== 'ACTIVE',
        isBetLock: false,
      },
    })),
  );
}

const FLAG_OF_SPORT: Record<Sport['name'], keyof SportFlags> = {
  football: 'football',
  tennis: 'tennis',
  cricket: 'cricket',
  kabaddi: 'kabaddi',
  horseRacing: 'horseRacing',
  casino: 'casino',
};

export function sportTree(state: MockState, flags: SportFlags | null): Sport[] {
  return state.sports
    .filter((sport) => flags === null || flags[FLAG_OF_SPORT[sport.name]])
    .map((sport) => ({
      ...sport,
      order: sport.id,
      events: state.events.filter((event) => event.sportId === sport.id && event.status !== 'CLOSED'),
    }))
    .sort((a, b) => a.order - b.order);
}
