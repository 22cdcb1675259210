import type { BetLapsedMessage, BetMatchedMessage, MarketStatusMessage, OddsUpdateMessage, UserBalanceMessage } from '@/api/hub-messages';

// The listeners of the hub's pushes, apart from the connection's code: the app adds them as it
// starts (realtime-instance.ts), and the connection, which loads later with signalr, calls them.

export interface RealtimeListeners {
  userBalance: (message: UserBalanceMessage) => void;
  oddsUpdate: (message: OddsUpdateMessage) => void;
  marketStatus: (message: MarketStatusMessage) => void;
  /** One of the player's resting bets matched (hub BetMatched, our proposal). */
  betMatched: (message: BetMatchedMessage) => void;
  /** The unmatched part of one of the player's bets lapsed (hub BetLapsed, our proposal). */
  betLapsed: (message: BetLapsedMessage) => void;
  /** A connection is up again after one was lost or a start failed (signalr's automatic reconnect,
   * a retried start or a revival): pushes may have been missed. */
  reconnected: () => void;
}

export type ListenerSets = { [K in keyof RealtimeListeners]: Set<RealtimeListeners[K]> };

export function listenerSets(): ListenerSets {
  return { userBalance: new Set(), oddsUpdate: new Set(), marketStatus: new Set(), betMatched: new Set(), betLapsed: new Set(), reconnected: new Set() };
}

/** Adds `listener` for `kind`; returns its removal. */
export function addListener<K extends keyof RealtimeListeners>(sets: ListenerSets, kind: K, listener: RealtimeListeners[K]): () => void {
  const set = sets[kind] as Set<RealtimeListeners[K]>;
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
