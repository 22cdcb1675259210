// lib imports no api code; tests/unit/exchange-types.test.ts holds these to the generated types.

/** docs/wire.md §2.2, §2.4. */
export type MarketType = 'match_odd' | 'bookmaker' | 'fancy2' | 'toss' | 'goalsmaker';

/** docs/domain.md: SUSPENDED and BALLRUNNING take no bets. */
export type Status = 'ACTIVE' | 'SUSPENDED' | 'BALLRUNNING' | 'CLOSED';

/** docs/wire.md §2.5 */
export type BetType = 1 | 2 | 3 | 4;

/** Fancy: `price` is the run line and `size` the rate. */
export interface PriceSize {
  price: number;
  size: number;
}

export type Side = 'back' | 'lay';
