// PlaceBetV2's checks, run by the mock and, before sending, by the slip.
import { isOnLadder } from './ladder';
import { matchOrder, unmatchedWorstCase, type MatchOutcome } from './matching';
import { roundMoney } from '../money';
import { exposureOf, fancyExposure, runnerPositions, type FancyBet, type PriceKind, type RunnerBet } from './positions';
import type { BetType, PriceSize, Side, Status } from './types';

export type Refusal = { ok: false; message: string };

/** openapi/exchange.yaml PlaceBetV2's refusals; the slip shows the same words. */
export const MESSAGES = {
  suspended: 'Market is suspended',
  ballRunning: 'Ball is running',
  closed: 'Market is closed',
  wrongType: 'Bet type does not match the market',
  noPrice: 'No price available',
  insufficient: 'Insufficient balance',
  lossLimit: 'Loss limit reached',
  fillOrKill: 'Not matched: the book could not fill it at once',
} as const;

export function statusRefusal(status: Status): string | null {
  switch (status) {
    case 'ACTIVE':
      return null;
    case 'SUSPENDED':
      return MESSAGES.suspended;
    case 'BALLRUNNING':
      return MESSAGES.ballRunning;
    case 'CLOSED':
      return MESSAGES.closed;
  }
}

export function sideOfBetType(type: BetType, kind: PriceKind): Side | null {
  if (kind === 'fancy') return type === 3 ? 'back' : type === 4 ? 'lay' : null;
  return type === 1 ? 'back' : type === 2 ? 'lay' : null;
}

export function betTypeOf(side: Side, kind: PriceKind): BetType {
  if (kind === 'fancy') return side === 'back' ? 3 : 4;
  return side === 'back' ? 1 : 2;
}

export type BookView =
  { kind: 'odds' | 'rate'; runnerIds: readonly number[]; bets: readonly RunnerBet[] } | { kind: 'fancy'; bets: readonly FancyBet[] };

export interface BetCheckInput {
  side: Side;
  rate: number;
  stake: number;
  line: number | null;
  runnerId: number;
  marketStatus: Status;
  runnerStatus: Status;
  bestBack: PriceSize | undefined;
  bestLay: PriceSize | undefined;
  limit: { minStake: number; maxStake: number };
  balance: number;
  exposureElsewhere: number;
  book: BookView;
  bookUnmatched?: number;
  lossLeft?: number | null;
}

export type BetCheckResult = { ok: true; matchedRate: number; matchedLine: number | null; exposureAfter: number } | Refusal;

const refuse = (message: string): Refusal => ({ ok: false, message });

export function checkPriceFormat(kind: PriceKind, rate: number, line: number | null): string | null {
  if (kind === 'odds') return isOnLadder(rate) ? null : `Odds ${rate} are not on the price ladder`;
  if (!Number.isInteger(rate)) return `Rate ${rate} is not valid: rates are whole numbers`;
  if (kind === 'fancy' && (line === null || !Number.isInteger(line) || line < 0)) return 'Run line is not valid';
  return null;
}

export function matchPrice(
  input: Pick<BetCheckInput, 'side' | 'rate' | 'line' | 'bestBack' | 'bestLay'>,
  kind: PriceKind,
): { rate: number; line: number | null } | Refusal {
  const best = input.side === 'back' ? input.bestBack : input.bestLay;
  if (!best) return refuse(MESSAGES.noPrice);
  if (kind === 'fancy') {
    // price = run line, size = rate; the rate must not be worse (Yes higher, No lower).
    const rateOk = input.side === 'back' ? input.rate <= best.size : input.rate >= best.size;
    if (input.line !== best.price || !rateOk) return refuse(`Odds changed: now ${best.price} @ ${best.size}`);
    return { rate: best.size, line: best.price };
  }
  const ok = input.side === 'back' ? input.rate <= best.price : input.rate >= best.price;
  return ok ? { rate: best.price, line: null } : refuse(`Odds changed: now ${best.price}`);
}

export function checkStake(stake: number, limit: { minStake: number; maxStake: number }): string | null {
  if (stake < limit.minStake) return `Minimum stake is ${limit.minStake}`;
  if (stake > limit.maxStake) return `Maximum stake is ${limit.maxStake}`;
  return null;
}

export function bookExposureWith(
  book: BookView,
  bet: { side: Side; runnerId: number; rate: number; line: number | null; stake: number },
): number {
  if (book.kind === 'fancy') {
    return fancyExposure([...book.bets, { side: bet.side, line: bet.line ?? 0, rate: bet.rate, stake: bet.stake }]);
  }
  const positions = runnerPositions(book.kind, book.runnerIds, [
    ...book.bets,
    { side: bet.side, runnerId: bet.runnerId, price: bet.rate, stake: bet.stake },
  ]);
  return exposureOf(positions.values());
}

export function exceedsFunds(exposureAfter: number, balance: number): boolean {
  return exposureAfter > balance;
}

/** docs/domain.md "Player protection". */
export function exceedsLossLimit(exposureAfter: number, lossLeft: number | null | undefined): boolean {
  return lossLeft !== null && lossLeft !== undefined && exposureAfter > lossLeft;
}

export function fundsRefusal(exposureAfter: number, funds: { balance: number; lossLeft?: number | null }): string | null {
  if (exceedsFunds(exposureAfter, funds.balance)) return MESSAGES.insufficient;
  if (exceedsLossLimit(exposureAfter, funds.lossLeft)) return MESSAGES.lossLimit;
  return null;
}

export function checkBet(input: BetCheckInput): BetCheckResult {
  const kind = input.book.kind;
  const statusMessage = statusRefusal(input.marketStatus) ?? statusRefusal(input.runnerStatus);
  if (statusMessage) return refuse(statusMessage);

  const formatMessage = checkPriceFormat(kind, input.rate, input.line);
  if (formatMessage) return refuse(formatMessage);

  const matched = matchPrice(input, kind);
  if ('ok' in matched) return matched;

  const stakeMessage = checkStake(input.stake, input.limit);
  if (stakeMessage) return refuse(stakeMessage);

  const exposureAfter = roundMoney(
    input.exposureElsewhere +
      (input.bookUnmatched ?? 0) +
      bookExposureWith(input.book, {
        side: input.side,
        runnerId: input.runnerId,
        rate: matched.rate,
        line: matched.line,
        stake: input.stake,
      }),
  );
  const fundsMessage = fundsRefusal(exposureAfter, input);
  if (fundsMessage) return refuse(fundsMessage);
  return { ok: true, matchedRate: matched.rate, matchedLine: matched.line, exposureAfter };
}

export interface ExchangeOrderInput extends Omit<BetCheckInput, 'bestBack' | 'bestLay' | 'line'> {
  levels: readonly PriceSize[];
}

export type ExchangeOrderResult = { ok: true; outcome: MatchOutcome; exposureAfter: number } | Refusal;

/** PlaceBetV2 with `keepUnmatched` (docs/domain.md). */
export function checkExchangeOrder(input: ExchangeOrderInput): ExchangeOrderResult {
  const statusMessage = statusRefusal(input.marketStatus) ?? statusRefusal(input.runnerStatus);
  if (statusMessage) return refuse(statusMessage);
  const formatMessage = checkPriceFormat('odds', input.rate, null);
  if (formatMessage) return refuse(formatMessage);
  if (input.levels.length === 0) return refuse(MESSAGES.noPrice);
  const stakeMessage = checkStake(input.stake, input.limit);
  if (stakeMessage) return refuse(stakeMessage);

  const outcome = matchOrder(input.side, input.rate, input.stake, input.levels);
  const matchedExposure =
    outcome.matchedStake > 0 && outcome.averageOdds !== null
      ? bookExposureWith(input.book, {
          side: input.side,
          runnerId: input.runnerId,
          rate: outcome.averageOdds,
          line: null,
          stake: outcome.matchedStake,
        })
      : bookExposureWith(input.book, { side: input.side, runnerId: input.runnerId, rate: input.rate, line: null, stake: 0 });
  const exposureAfter = roundMoney(
    input.exposureElsewhere +
      (input.bookUnmatched ?? 0) +
      matchedExposure +
      unmatchedWorstCase(input.side, input.rate, outcome.unmatchedStake),
  );
  const fundsMessage = fundsRefusal(exposureAfter, input);
  if (fundsMessage) return refuse(fundsMessage);
  return { ok: true, outcome, exposureAfter };
}
