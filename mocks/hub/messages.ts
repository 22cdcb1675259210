// Shared with the Pact message provider, so the contract checks the real wire string.
import type { HubCode, HubWireData } from '../../src/api/hub-messages';
import type { CashOutRule, PriceSize, RunnerLadder, Status, Trade } from '../../src/api/generated/types.gen';
import type { BetLapsedUpdate, BetMatchedUpdate, TradingFigures } from '../db/events';

export function encodeHubMessage<C extends HubCode>(code: C, data: HubWireData<C>): string {
  return JSON.stringify({ Code: code, Data: JSON.stringify(data) });
}

/** `UserName` (a proposal) lets a client drop a push meant for someone else. */
export function userBalanceData(balance: number, exposure: number, userName?: string): HubWireData<'UserBalance'> {
  return { Balance: balance, Exposure: exposure, ...(userName === undefined ? {} : { UserName: userName }) };
}

export function encodeUserBalanceMessage(balance: number, exposure: number, userName?: string): string {
  return encodeHubMessage('UserBalance', userBalanceData(balance, exposure, userName));
}

const wireLevels = (levels: readonly PriceSize[]): Array<{ Price: number; Size: number }> =>
  levels.map((level) => ({ Price: level.price, Size: level.size }));

export function oddsUpdateData(update: {
  eventId: number;
  marketId: number;
  runnerId: number;
  status: Status;
  back: readonly PriceSize[];
  lay: readonly PriceSize[];
  trading?: TradingFigures;
}): HubWireData<'OddsUpdate'> {
  const { trading } = update;
  return {
    EventId: update.eventId,
    MarketId: update.marketId,
    RunnerId: update.runnerId,
    Status: update.status,
    Back: wireLevels(update.back),
    Lay: wireLevels(update.lay),
    ...(trading
      ? { LastPriceTraded: trading.lastPriceTraded, TotalMatched: trading.totalMatched, MarketTotalMatched: trading.marketTotalMatched }
      : {}),
  };
}

/** `Odds/GetRunnerLadder`'s answer in PascalCase, with the trades since the runner's previous push. */
export function ladderUpdateData(ladder: RunnerLadder, trades: readonly Trade[]): HubWireData<'LadderUpdate'> {
  return {
    EventId: ladder.eventId,
    MarketId: ladder.marketId,
    RunnerId: ladder.runnerId,
    Status: ladder.status,
    Back: wireLevels(ladder.back),
    Lay: wireLevels(ladder.lay),
    Traded: wireLevels(ladder.traded),
    LastPriceTraded: ladder.lastPriceTraded,
    TotalMatched: ladder.totalMatched,
    MarketTotalMatched: ladder.marketTotalMatched,
    Trades: trades.map((trade) => ({ Time: trade.time, Price: trade.price, Size: trade.size })),
  };
}

export function marketStatusData(update: { eventId: number; marketId: number; status: Status }): HubWireData<'MarketStatus'> {
  return { EventId: update.eventId, MarketId: update.marketId, Status: update.status };
}

export function betMatchedData(update: BetMatchedUpdate): HubWireData<'BetMatched'> {
  return {
    BetId: update.betId,
    EventId: update.eventId,
    MarketId: update.marketId,
    RunnerId: update.runnerId,
    MatchedNow: update.matchedNow,
    MatchedStake: update.matchedStake,
    AverageMatchedOdds: update.averageMatchedOdds,
    UnmatchedStake: update.unmatchedStake,
  };
}

export function betLapsedData(update: BetLapsedUpdate): HubWireData<'BetLapsed'> {
  return {
    BetId: update.betId,
    EventId: update.eventId,
    MarketId: update.marketId,
    RunnerId: update.runnerId,
    LapsedStake: update.lapsedStake,
    MatchedStake: update.matchedStake,
    Reason: update.reason,
  };
}

/** `Bet/GetCashOutRules`' rule in PascalCase, without its times, naming its player. */
export function cashOutRuleData(rule: CashOutRule, userName?: string): HubWireData<'CashOutRuleUpdate'> {
  const { result } = rule;
  return {
    RuleId: rule.ruleId,
    EventId: rule.eventId,
    MarketId: rule.marketId,
    MarketName: rule.marketName,
    TakeProfit: rule.takeProfit,
    StopLoss: rule.stopLoss,
    State: rule.state,
    FiredBy: rule.firedBy,
    Result: result && {
      BetId: result.betId,
      Side: result.side,
      RunnerId: result.runnerId,
      Stake: result.stake,
      AverageOdds: result.averageOdds,
      Profit: result.profit,
      ValueAtLine: result.valueAtLine,
    },
    CancelReason: rule.cancelReason,
    ...(userName === undefined ? {} : { UserName: userName }),
  };
}
