// The hub's `Message` argument: a JSON string of {Code, Data} whose Data is itself a JSON string
// (openapi/hub.asyncapi.yaml, "The double encoding of Message"). One encoder per Code, shared by the
// hub and by the Pact message provider, so the contract checks the real wire string.
import type { PriceSize, Status } from '../../src/api/generated/types.gen';
import type { BetLapsedUpdate, BetMatchedUpdate } from '../db/events';

export function encodeHubMessage(code: string, data: unknown): string {
  return JSON.stringify({ Code: code, Data: JSON.stringify(data) });
}

/**
 * `UserName` (a proposal, hub.asyncapi.yaml UserBalanceData) names the player the balance is for,
 * so a client can drop a push meant for someone else. The mock hub always sends it.
 */
export function encodeUserBalanceMessage(balance: number, exposure: number, userName?: string): string {
  return encodeHubMessage('UserBalance', { Balance: balance, Exposure: exposure, ...(userName === undefined ? {} : { UserName: userName }) });
}

const wireLevels = (levels: readonly PriceSize[]): Array<{ Price: number; Size: number }> =>
  levels.map((level) => ({ Price: level.price, Size: level.size }));

export function encodeOddsUpdateMessage(update: {
  eventId: number;
  marketId: number;
  runnerId: number;
  status: Status;
  back: readonly PriceSize[];
  lay: readonly PriceSize[];
}): string {
  return encodeHubMessage('OddsUpdate', {
    EventId: update.eventId,
    MarketId: update.marketId,
    RunnerId: update.runnerId,
    Status: update.status,
    Back: wireLevels(update.back),
    Lay: wireLevels(update.lay),
  });
}

export function encodeMarketStatusMessage(update: { eventId: number; marketId: number; status: Status }): string {
  return encodeHubMessage('MarketStatus', { EventId: update.eventId, MarketId: update.marketId, Status: update.status });
}

export function encodeBetMatchedMessage(update: BetMatchedUpdate): string {
  return encodeHubMessage('BetMatched', {
    BetId: update.betId,
    EventId: update.eventId,
    MarketId: update.marketId,
    RunnerId: update.runnerId,
    MatchedNow: update.matchedNow,
    MatchedStake: update.matchedStake,
    AverageMatchedOdds: update.averageMatchedOdds,
    UnmatchedStake: update.unmatchedStake,
  });
}

export function encodeBetLapsedMessage(update: BetLapsedUpdate): string {
  return encodeHubMessage('BetLapsed', {
    BetId: update.betId,
    EventId: update.eventId,
    MarketId: update.marketId,
    RunnerId: update.runnerId,
    LapsedStake: update.lapsedStake,
    MatchedStake: update.matchedStake,
    Reason: update.reason,
  });
}
