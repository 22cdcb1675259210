// The wire vocabulary the money rules speak, mirrored from openapi/exchange.yaml: lib imports no api
// code (lint), so these are spelled out here; tests/unit/exchange-types.test.ts proves they are the
// generated types exactly, so the two cannot drift.

/** Wire names of the market types (docs/wire.md §2.2/§2.4). */
export type MarketType = 'match_odd' | 'bookmaker' | 'fancy2' | 'toss' | 'goalsmaker';

/** Market or runner status (docs/domain.md: SUSPENDED and BALLRUNNING take no bets). */
export type Status = 'ACTIVE' | 'SUSPENDED' | 'BALLRUNNING' | 'CLOSED';

/** PlaceBetV2 `type`: 1 back, 2 lay outside fancy; 3 Yes, 4 No on fancy lines (docs/wire.md §2.5). */
export type BetType = 1 | 2 | 3 | 4;

/** One price level. Fancy: `price` is the run line and `size` the rate. */
export interface PriceSize {
  price: number;
  size: number;
}

/** Back (fancy: Yes) or lay (fancy: No). */
export type Side = 'back' | 'lay';
