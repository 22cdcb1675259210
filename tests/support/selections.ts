import type { SlipSelection } from '@/features/betslip';

/** India to win India v Australia (the seed's in-play match odds), backed at 1.85: the selection the
 * slip's unit tests place, check and host. */
export const backIndia: SlipSelection = {
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
  price: 1.85,
};
