import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getUserOddsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { GetUserLimitsResponse, GetUserOddsResponse, Market } from '@/api/generated/types.gen';
import { sendingDelayMs } from '@/features/betslip/hooks/use-place-bet';
import { betDelayMs, DEFAULT_BET_DELAY_MS } from '@/features/betslip/model/limit-of';
import { userLimitsQueryOptions } from '@/features/wallet';
import { priceStore } from '@/lib/price-store';

// The bet delay a placement counts (the slip's countdown, and how long a lost answer waits before
// "not placed") is the market's as the bet is sent, not the slip's copy from when the price was clicked.

/** A market the slip took before play: its copy says not in play. */
const clicked = { eventId: 9001, marketId: 900101, bookMarketId: 900101, runnerId: 9001011, inPlay: false };

function oddsSaying(inPlay: boolean): GetUserOddsResponse {
  const market: Market = {
    marketId: clicked.marketId,
    marketName: 'Match Odds',
    marketType: 'match_odd',
    status: 'ACTIVE',
    inPlay,
    runners: [],
  };
  return {
    success: true,
    result: { eventId: clicked.eventId, matchOdds: market, bookmaker: null, toss: null, fancy: null, goalsmaker: [] },
  };
}

function limitsWithDelay(delayTime: number): GetUserLimitsResponse {
  return {
    success: true,
    result: [
      {
        marketType: 'match_odd',
        marketId: clicked.marketId,
        runnnerId: clicked.runnerId,
        limit: { minStake: 100, maxStake: 50_000, delayTime },
      },
    ],
  };
}

describe('the bet delay of a placement', () => {
  it('counts a delay the limits give although the slip took the market before play', () => {
    expect(betDelayMs(false, { delayTime: 5000 })).toBe(5000);
    const queryClient = new QueryClient();
    queryClient.setQueryData(userLimitsQueryOptions(clicked.eventId).queryKey, limitsWithDelay(5000));
    expect(sendingDelayMs(queryClient, clicked)).toBe(5000);
  });

  it("takes the family's 7 s when the limits have not loaded and the event's odds now say in play", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getUserOddsQueryKey({ query: { eventId: clicked.eventId } }), oddsSaying(false));
    expect(sendingDelayMs(queryClient, clicked)).toBe(0);
    queryClient.setQueryData(getUserOddsQueryKey({ query: { eventId: clicked.eventId } }), oddsSaying(true));
    expect(sendingDelayMs(queryClient, clicked)).toBe(DEFAULT_BET_DELAY_MS);
  });

  it('takes ball running pushed by the hub as in play', () => {
    const queryClient = new QueryClient();
    const market = { ...clicked, eventId: 9002 };
    expect(sendingDelayMs(queryClient, market)).toBe(0);
    priceStore.applyMarketStatus({ eventId: market.eventId, marketId: market.marketId, status: 'BALLRUNNING' });
    priceStore.flush();
    expect(sendingDelayMs(queryClient, market)).toBe(DEFAULT_BET_DELAY_MS);
  });
});
