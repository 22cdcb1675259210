import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MarketType } from '@/lib/exchange/types';

// Open bets and market analysis list markets by type.

export const MARKET_TYPE_ORDER: readonly MarketType[] = ['match_odd', 'bookmaker', 'toss', 'fancy2', 'goalsmaker'];

/** Shown with `t(title)`. */
export const MARKET_TYPE_TITLES: Record<MarketType, MessageDescriptor> = {
  match_odd: msg`Match Odds`,
  bookmaker: msg`Bookmaker`,
  toss: msg`Toss`,
  fancy2: msg`Fancy`,
  goalsmaker: msg`Goals`,
};
