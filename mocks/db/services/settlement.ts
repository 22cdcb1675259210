// Bet history, the statement, P&L and the header all read what settling writes.
import * as z from 'zod';
import { iso } from '../clock';
import { refuse } from '../errors';
import { settlementDescription } from '../seed/history';
import { fancyOutcome, positionDelta, priceKindOf, roundMoney } from '../rules';
import type { BetRecord, MockState } from '../types';
import { emitMockEvent } from '../events';
import { announceBalance, openBetsOf } from './exposure';
import { findEvent, resolveSelection } from './markets';
import { findUser } from './users';
import { addStatementRow } from './wallet';

export const settlementResultSchema = z.union([
  z.object({ winnerRunnerId: z.number().int() }).strict(),
  z.object({ runs: z.number().int().min(0) }).strict(),
  z.object({ void: z.literal(true) }).strict(),
]);
export type SettlementResult = z.infer<typeof settlementResultSchema>;

export interface SettlementSummary {
  marketId: number;
  bets: number;
  players: { userName: string; profitLoss: number }[];
}

export function settledProfitLoss(bet: BetRecord, result: SettlementResult): number {
  if ('void' in result) return 0;
  const kind = priceKindOf(bet.marketType);
  if (kind === 'fancy') {
    if (!('runs' in result)) refuse('A fancy line settles on the runs scored');
    return fancyOutcome([{ side: bet.side, line: bet.line ?? 0, rate: bet.rate, stake: bet.stake }], result.runs);
  }
  if (!('winnerRunnerId' in result)) refuse('This market settles on a winning runner');
  return positionDelta(kind, { side: bet.side, runnerId: bet.runnerId ?? 0, price: bet.rate, stake: bet.stake }, result.winnerRunnerId);
}

function resultWords(state: MockState, bets: readonly BetRecord[], result: SettlementResult): string | null {
  if ('void' in result) return null;
  if ('runs' in result) return `Result: ${result.runs} runs`;
  const first = bets[0];
  const market = first ? resolveSelection(state, first.eventId, first.marketId, null)?.market : undefined;
  return market?.runners.find((runner) => runner.id === result.winnerRunnerId)?.name ?? String(result.winnerRunnerId);
}

function closeBook(state: MockState, eventId: number, bookId: number): void {
  const selection = resolveSelection(state, eventId, bookId, null);
  if (!selection) return;
  const { market } = selection;
  if (market.marketType === 'fancy2') {
    for (const line of market.runners.filter((runner) => runner.marketId === bookId)) line.status = 'CLOSED';
    return;
  }
  market.status = 'CLOSED';
  for (const runner of market.runners) runner.status = 'CLOSED';
  emitMockEvent({ type: 'marketStatus', eventId: market.eventId, marketId: market.marketId, status: 'CLOSED' });
}

/** A book without open bets is refused: nothing to do. */
export function settleMarket(state: MockState, marketId: number, result: SettlementResult, nowMs: number): SettlementSummary {
  const bets = state.bets.filter((bet) => bet.state === 'OPEN' && bet.marketId === marketId);
  const first = bets[0];
  if (!first) refuse(`No open bets on market ${marketId}`);
  if ('winnerRunnerId' in result) {
    const market = resolveSelection(state, first.eventId, marketId, null)?.market;
    if (!market?.runners.some((runner) => runner.id === result.winnerRunnerId))
      refuse(`Runner ${result.winnerRunnerId} is not in market ${marketId}`);
  }
  const settleTime = iso(nowMs);
  for (const bet of bets) {
    const profitLoss = roundMoney(settledProfitLoss(bet, result));
    bet.profitLoss = profitLoss;
    bet.state = 'void' in result ? 'VOID' : profitLoss >= 0 ? 'WON' : 'LOST';
    bet.settleTime = settleTime;
  }
  closeBook(state, first.eventId, marketId);

  const event = findEvent(state, first.eventId);
  const players: SettlementSummary['players'] = [];
  for (const userId of new Set(bets.map((bet) => bet.userId))) {
    const user = findUser(state, userId);
    if (!user) continue;
    const own = bets.filter((bet) => bet.userId === userId);
    const profitLoss = roundMoney(own.reduce((sum, bet) => sum + bet.profitLoss, 0));
    players.push({ userName: user.userName, profitLoss });
    // A void book returns the stakes: nothing moves, so no statement row.
    if (!('void' in result)) {
      const row = addStatementRow(
        state,
        user,
        {
          description: settlementDescription(first.sportId, event?.title ?? first.betTitle, first.marketName),
          type: 2,
          amount: profitLoss,
          eventId: first.eventId,
          sportId: first.sportId,
        },
        nowMs,
      );
      row.settlement = { marketType: first.marketType, winner: resultWords(state, own, result), betIds: own.map((bet) => bet.betId) };
    }
    announceBalance(state, user);
  }
  return { marketId, bets: bets.length, players };
}

export function openBookRefs(
  state: MockState,
  userId: number,
): { betId: number; eventId: number; marketId: number; runnerId: number | null; marketType: string }[] {
  return openBetsOf(state, userId).map(({ betId, eventId, marketId, runnerId, marketType }) => ({
    betId,
    eventId,
    marketId,
    runnerId,
    marketType,
  }));
}
