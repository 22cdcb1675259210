// Changes the hub must push: services never know about sockets, the hub never computes money.
import type { CashOutRule, PriceSize, Status } from '../../src/api/generated/types.gen';

export interface BetMatchedUpdate {
  betId: number;
  eventId: number;
  marketId: number;
  runnerId: number;
  matchedNow: number;
  matchedStake: number;
  averageMatchedOdds: number;
  unmatchedStake: number;
}

export interface BetLapsedUpdate {
  betId: number;
  eventId: number;
  marketId: number;
  runnerId: number;
  lapsedStake: number;
  matchedStake: number;
  reason: 'SUSPENDED' | 'IN_PLAY';
}

export interface TradingFigures {
  lastPriceTraded: number | null;
  totalMatched: number;
  marketTotalMatched: number;
}

export type MockEvent =
  | { type: 'balance'; userId: number; userName: string; balance: number; exposure: number }
  | {
      type: 'odds';
      eventId: number;
      marketId: number;
      runnerId: number;
      status: Status;
      back: PriceSize[];
      lay: PriceSize[];
      /** Exchange markets only. */
      trading?: TradingFigures;
    }
  | { type: 'marketStatus'; eventId: number; marketId: number; status: Status }
  /** One match on an exchange runner; `size` the backer's stake in rupees, `time` ISO. */
  | { type: 'trade'; eventId: number; marketId: number; runnerId: number; time: string; price: number; size: number }
  | ({ type: 'betMatched'; userId: number } & BetMatchedUpdate)
  | ({ type: 'betLapsed'; userId: number } & BetLapsedUpdate)
  /** An automatic cash out changed state (our proposal). */
  | { type: 'ruleUpdate'; userId: number; userName: string; rule: CashOutRule };

type Listener = (event: MockEvent) => void;

const listeners = new Set<Listener>();

export function onMockEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitMockEvent(event: MockEvent): void {
  for (const listener of listeners) listener(event);
}
