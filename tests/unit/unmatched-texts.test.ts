import { describe, expect, it } from 'vitest';
import type { PlaceBetResult } from '@/api/generated/types.gen';
import { matchedOutcome } from '@/features/betslip/model/outcome-text';
import type { SlipSelection } from '@/features/betslip/model/slip-selection';
import { betLapsedText, betMatchedText } from '@/features/realtime/model/bet-matched-text';

// What the player reads about unmatched bets: the slip after placing, and the
// announcement when the market matches a resting bet.

const backIndia: SlipSelection = {
  eventId: 3001,
  marketId: 300101,
  bookMarketId: 300101,
  marketType: 'match_odd',
  marketName: 'Match Odds',
  inPlay: true,
  runnerId: 3001011,
  runnerName: 'India',
  runnerIds: [3001011, 3001012],
  side: 'back',
  line: null,
  price: 1.86,
};

const answer = (fields: Partial<PlaceBetResult>): PlaceBetResult => ({
  betId: 1,
  status: 'UNMATCHED',
  message: '',
  matchedStake: 0,
  matchedRate: 1.86,
  balance: 100000,
  exposure: 0,
  ...fields,
});

describe('the slip after placing says what matched and what rests', () => {
  it.each([
    {
      name: 'all of it rests',
      result: answer({ matchedStake: 0, unmatchedStake: 500 }),
      title: 'Bet placed unmatched',
      text: 'Back India (Match Odds): nothing matched yet; 500 rests unmatched at 1.86 until the market reaches it; you can cancel it in your open bets.',
    },
    {
      name: 'part of it matched',
      result: answer({ matchedStake: 1200, matchedRate: 1.9, unmatchedStake: 800 }),
      title: 'Bet partly matched',
      text: 'Back India (Match Odds): 1,200 matched at 1.9; 800 rests unmatched at 1.86 until the market reaches it; you can cancel it in your open bets.',
    },
    {
      name: 'all of it matched',
      result: answer({ status: 'MATCHED', matchedStake: 500, matchedRate: 1.88, unmatchedStake: 0 }),
      title: 'Bet matched',
      text: 'Back India (Match Odds): 500 matched at 1.88.',
    },
  ])('$name', ({ result, title, text }) => {
    expect(matchedOutcome(backIndia, result, 1.86)).toMatchObject({ kind: 'matched', title, text });
  });
});

describe('the announcement when the market matches a resting bet', () => {
  const message = {
    code: 'BetMatched',
    betId: 7,
    eventId: 1,
    marketId: 2,
    runnerId: 3,
    matchedNow: 300,
    matchedStake: 300,
    averageMatchedOdds: 4.1,
    unmatchedStake: 700,
  } as const;
  it('names the bet, what matched now and in all, and what still rests', () => {
    expect(betMatchedText(message, { betType: 'Back', runnerName: 'India' })).toBe(
      'Bet matched: Back India, 300 more matched; 300 matched in all at an average of 4.1. 700 still unmatched.',
    );
  });
  it('says fully matched when nothing rests, and names the bet by id when open bets do not have it yet', () => {
    expect(betMatchedText({ ...message, matchedNow: 700, matchedStake: 1000, unmatchedStake: 0 }, undefined)).toBe(
      'Bet matched: Bet 7, 700 more matched; 1,000 matched in all at an average of 4.1. Fully matched.',
    );
  });
});

describe('the announcement when a resting bet lapses', () => {
  const message = {
    code: 'BetLapsed',
    betId: 7,
    eventId: 1,
    marketId: 2,
    runnerId: 3,
    lapsedStake: 500,
    matchedStake: 0,
    reason: 'SUSPENDED',
  } as const;
  it('names the bet, what was cancelled and why', () => {
    expect(betLapsedText(message, { betType: 'Back', runnerName: 'India' })).toBe(
      'Your unmatched bet Back India lapsed: 500 cancelled because the market was suspended, and its exposure is returned.',
    );
  });
  it('says what stays matched, and the in-play reason', () => {
    expect(betLapsedText({ ...message, lapsedStake: 700, matchedStake: 300, reason: 'IN_PLAY' }, undefined)).toBe(
      'Your unmatched bet bet 7 lapsed: 700 cancelled because the market turned in-play, and its exposure is returned. 300 stays matched.',
    );
  });
});
