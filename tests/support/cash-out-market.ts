import type { CashOutMarket } from '@/features/betslip/model/cash-out-book';

/** India (runner 1) v Australia (runner 2), a match-odds market the cash-out tests quote. */
export function indiaAustralia(eventId: number, marketId: number, inPlay: boolean): CashOutMarket {
  return {
    eventId,
    marketId,
    marketName: 'Match Odds',
    marketType: 'match_odd',
    inPlay,
    runners: [
      { id: 1, name: 'India', bookMarketId: marketId },
      { id: 2, name: 'Australia', bookMarketId: marketId },
    ],
  };
}
