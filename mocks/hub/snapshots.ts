// The Pact message provider's hub messages, from the live stream's own encoders.
import { getState, onMockEvent, type MockEvent } from '../db';
import { nowMs } from '../db/clock';
import { judgeMarketRules } from '../db/services/cash-out-rules';
import { setLevelSize, setRunnerPrice } from '../db/services/odds-moves';
import { stepTicks } from '../../src/lib/exchange/ladder';
import { shownBook, tradingFigures } from '../db/services/order-book';
import { setMarketStatus } from '../db/services/unmatched';
import { ladderUpdateMessage } from './ladder-watch';
import { betLapsedData, betMatchedData, cashOutRuleData, encodeHubMessage, marketStatusData, oddsUpdateData } from './messages';

function findMarket(eventId: number, marketId: number) {
  const market = getState().markets.find((candidate) => candidate.eventId === eventId && candidate.marketId === marketId);
  if (!market) throw new Error(`The mock has no market ${marketId} on event ${eventId}`);
  return market;
}

export function oddsUpdateMessageFor(eventId: number, marketId: number, runnerId: number): string {
  const market = findMarket(eventId, marketId);
  const runner = market.runners.find((candidate) => candidate.id === runnerId);
  if (!runner) throw new Error(`The mock has no runner ${runnerId} in market ${marketId}`);
  const book = shownBook(getState(), market, runner);
  const trading = tradingFigures(getState(), market, runner);
  return encodeHubMessage(
    'OddsUpdate',
    oddsUpdateData({ eventId, marketId, runnerId, status: runner.status, ...book, ...(trading ? { trading } : {}) }),
  );
}

/** The first LadderUpdate after WatchLadder (no trades yet). */
export function ladderUpdateMessageFor(eventId: number, marketId: number, runnerId: number): string {
  findMarket(eventId, marketId);
  const message = ladderUpdateMessage(marketId, runnerId, []);
  if (message === null) throw new Error(`The mock has no exchange runner ${runnerId} in market ${marketId}`);
  return message;
}

export function marketStatusMessageFor(eventId: number, marketId: number): string {
  const market = findMarket(eventId, marketId);
  return encodeHubMessage('MarketStatus', marketStatusData({ eventId, marketId, status: market.status }));
}

/** The market moves to the resting bet's odds, as the price stream would. */
export function betMatchedMessageFor(betId: number): string {
  const state = getState();
  const bet = state.bets.find((candidate) => candidate.betId === betId && candidate.state === 'OPEN');
  if (!bet?.runnerId || !(bet.unmatchedStake && bet.unmatchedStake > 0)) throw new Error(`The mock has no resting bet ${betId}`);
  let matched: Extract<MockEvent, { type: 'betMatched' }> | undefined;
  const stop = onMockEvent((event) => {
    if (event.type === 'betMatched' && event.betId === betId) matched = event;
  });
  try {
    setRunnerPrice(state, bet.runnerId, bet.askedRate ?? bet.rate);
  } finally {
    stop();
  }
  if (!matched) throw new Error(`Bet ${betId} did not match when the market reached its odds`);
  return encodeHubMessage('BetMatched', betMatchedData(matched));
}

/** The resting bet's market suspends, as the operator would. */
export function betLapsedMessageFor(betId: number): string {
  const state = getState();
  const bet = state.bets.find((candidate) => candidate.betId === betId && candidate.state === 'OPEN');
  if (!bet || !(bet.unmatchedStake && bet.unmatchedStake > 0)) throw new Error(`The mock has no resting bet ${betId}`);
  let lapsed: Extract<MockEvent, { type: 'betLapsed' }> | undefined;
  const stop = onMockEvent((event) => {
    if (event.type === 'betLapsed' && event.betId === betId) lapsed = event;
  });
  try {
    setMarketStatus(state, bet.marketId, 'SUSPENDED', nowMs());
  } finally {
    stop();
  }
  if (!lapsed) throw new Error(`Bet ${betId} did not lapse when its market suspended`);
  return encodeHubMessage('BetLapsed', betLapsedData(lapsed));
}

/** The runner moves a tick at a time towards the rule's line, the book deep, until it fires. */
export function cashOutRuleFiredMessageFor(marketId: number, runnerId: number): string {
  const state = getState();
  const rule = state.cashOutRules.find((candidate) => candidate.marketId === marketId && candidate.state === 'WAITING');
  const runner = state.markets.find((market) => market.marketId === marketId)?.runners.find((candidate) => candidate.id === runnerId);
  if (!rule || !runner) throw new Error(`The mock has no waiting rule on market ${marketId} with runner ${runnerId}`);
  let fired: Extract<MockEvent, { type: 'ruleUpdate' }> | undefined;
  const stop = onMockEvent((event) => {
    if (event.type === 'ruleUpdate' && event.rule.ruleId === rule.ruleId && event.rule.state === 'FIRED') fired = event;
  });
  try {
    let price = runner.back[0]?.price ?? 2;
    for (let step = 0; step < 300 && !fired; step += 1) {
      price = stepTicks(price, rule.takeProfit === null ? 1 : -1);
      setRunnerPrice(state, runnerId, price);
      for (const side of ['back', 'lay'] as const) for (const level of [0, 1, 2]) setLevelSize(state, runnerId, side, level, 1_000_000);
      judgeMarketRules(state, marketId);
    }
  } finally {
    stop();
  }
  if (!fired) throw new Error(`The rule on market ${marketId} did not fire`);
  return encodeHubMessage('CashOutRuleUpdate', cashOutRuleData(fired.rule, fired.userName));
}
