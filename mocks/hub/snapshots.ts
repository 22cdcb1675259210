// The hub messages for what the mock holds right now: the Pact message provider produces its
// OddsUpdate and MarketStatus messages here, with the same encoders the live stream uses.
import { getState } from '../db';
import { encodeMarketStatusMessage, encodeOddsUpdateMessage } from './messages';

function findMarket(eventId: number, marketId: number) {
  const market = getState().markets.find((candidate) => candidate.eventId === eventId && candidate.marketId === marketId);
  if (!market) throw new Error(`The mock has no market ${marketId} on event ${eventId}`);
  return market;
}

export function oddsUpdateMessageFor(eventId: number, marketId: number, runnerId: number): string {
  const runner = findMarket(eventId, marketId).runners.find((candidate) => candidate.id === runnerId);
  if (!runner) throw new Error(`The mock has no runner ${runnerId} in market ${marketId}`);
  return encodeOddsUpdateMessage({ eventId, marketId, runnerId, status: runner.status, back: runner.back, lay: runner.lay });
}

export function marketStatusMessageFor(eventId: number, marketId: number): string {
  const market = findMarket(eventId, marketId);
  return encodeMarketStatusMessage({ eventId, marketId, status: market.status });
}
