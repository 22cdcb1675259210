// The server's own functions (docs/domain.md "Position and exposure").
import type { PlaceBetRequest } from '@/api/generated/types.gen';
import { t } from '@lingui/core/macro';
import { MESSAGES, betTypeOf, checkStake, fundsRefusal } from '@/lib/exchange/bet-checks';
import { roundMoney } from '@/lib/money';
import {
  betOutcomeAmounts,
  exposureOf,
  fancyBookWith,
  positionDelta,
  priceKindOf,
  projectPositions,
  type FancyBookRow,
  type PriceKind,
} from '@/lib/exchange/positions';
import type { Side, Status } from '@/lib/exchange/types';
import { formatMoney } from '@/lib/money';
import { istWords } from '@/lib/ist-time';
import type { PriceLevel } from '@/lib/price-store';
import { priceMovedTo } from './price-moved';
import { statusWords } from './status-words';
import type { SlipSelection } from './slip-selection';
import { stakeOf, type SlipState } from './slip-store';

export interface DraftBet {
  readonly selection: SlipSelection;
  readonly kind: PriceKind;
  readonly side: Side;
  readonly price: number;
  readonly stake: number;
  readonly keepUnmatched?: boolean;
  readonly persistence?: Persistence;
  /** A cash out that must leave no rest. Why: docs/decisions/0010-cash-out-across-the-ladder.md */
  readonly fillOrKill?: boolean;
}

export type CurrentBook = { kind: 'runners'; positions: ReadonlyMap<number, number> } | { kind: 'fancy'; rows: readonly FancyBookRow[] };

export interface DraftChoices {
  readonly best: PriceLevel | undefined;
  readonly persistence: Persistence;
  readonly mayRest?: boolean;
}

export type Persistence = 'LAPSE' | 'PERSIST';

/** Without `choices`, for projections only. */
export function draftOf(selection: SlipSelection | null, price: number, stake: number | null, choices?: DraftChoices): DraftBet | null {
  if (!selection || stake === null || !(price > 0)) return null;
  const draft: DraftBet = { selection, kind: priceKindOf(selection.marketType), side: selection.side, price, stake };
  if (!choices || draft.kind !== 'odds') return draft;
  const mayRest = choices.mayRest ?? priceMovedTo(selection, price, choices.best) !== null;
  return { ...draft, persistence: choices.persistence, ...(mayRest ? { keepUnmatched: true } : {}) };
}

/** Here, not in slip-store.ts, which is in the first route. */
export function slipDraft(state: SlipState, choices?: DraftChoices): DraftBet | null {
  return draftOf(state.selection, state.price, stakeOf(state), choices);
}

/** docs/wire.md §2.5: a fancy bet names its line's book and no runner. */
export function placeBetRequestOf(draft: DraftBet): PlaceBetRequest {
  const { selection } = draft;
  const fancy = draft.kind === 'fancy';
  return {
    eventId: selection.eventId,
    marketId: selection.bookMarketId,
    runnerId: fancy ? null : selection.runnerId,
    type: betTypeOf(draft.side, draft.kind),
    rate: draft.price,
    stake: draft.stake,
    fancyValue: fancy ? (selection.line ?? 0) : 0,
    placeTime: null,
    ...(draft.keepUnmatched === true && draft.kind === 'odds' ? { keepUnmatched: true } : {}),
    ...(draft.persistence !== undefined && draft.kind === 'odds' ? { persistence: draft.persistence } : {}),
    ...(draft.fillOrKill === true && draft.kind === 'odds' ? { timeInForce: 'FILL_OR_KILL' as const, minFillSize: draft.stake } : {}),
  };
}

export function outcomeAmounts(draft: DraftBet): { profit: number; liability: number } {
  const { expectedProfit, liability } = betOutcomeAmounts(draft.kind, draft.side, draft.price, draft.stake);
  return { profit: expectedProfit, liability };
}

export function projectedRunner(draft: DraftBet, runnerId: number, current: number): number {
  if (draft.kind === 'fancy') return current;
  return roundMoney(
    current +
      positionDelta(draft.kind, { side: draft.side, runnerId: draft.selection.runnerId, price: draft.price, stake: draft.stake }, runnerId),
  );
}

export function projectedFancyBook(draft: DraftBet, rows: readonly FancyBookRow[]): FancyBookRow[] {
  return fancyBookWith(rows, { side: draft.side, line: draft.selection.line ?? 0, rate: draft.price, stake: draft.stake });
}

export function fancyWorstCase(rows: readonly FancyBookRow[]): number {
  return -exposureOf(rows.map((row) => row.amount));
}

export function bookExposureBefore(draft: DraftBet, book: CurrentBook): number {
  if (book.kind === 'fancy') return exposureOf(book.rows.map((row) => row.amount));
  return exposureOf(draft.selection.runnerIds.map((id) => book.positions.get(id) ?? 0));
}

export function bookExposureAfter(draft: DraftBet, book: CurrentBook): number {
  if (draft.kind === 'fancy') {
    return exposureOf(projectedFancyBook(draft, book.kind === 'fancy' ? book.rows : []).map((row) => row.amount));
  }
  const positions = book.kind === 'runners' ? book.positions : new Map<number, number>();
  const projected = projectPositions(draft.kind, draft.selection.runnerIds, positions, {
    side: draft.side,
    runnerId: draft.selection.runnerId,
    price: draft.price,
    stake: draft.stake,
  });
  return exposureOf(draft.selection.runnerIds.map((id) => projected.get(id) ?? 0));
}

export interface SlipCheckInput {
  draft: DraftBet;
  runnerStatus: Status | undefined;
  marketStatus: Status | undefined;
  /** Unknown limits or account are left to the server. */
  limit: { minStake: number; maxStake: number } | undefined;
  account: { balance: number; exposure: number; lossLeft?: { amount: number; resetsAt: number } | null } | undefined;
  book: CurrentBook;
}

export function slipRefusal(input: SlipCheckInput): string | null {
  const status = statusWords(input.marketStatus ?? 'ACTIVE') ?? statusWords(input.runnerStatus ?? 'ACTIVE');
  if (status) return status;
  if (input.limit && checkStake(input.draft.stake, input.limit)) {
    const below = input.draft.stake < input.limit.minStake;
    // The limit as the server's message ends with it, its digits grouped in lakhs.
    const limit = String(below ? input.limit.minStake : input.limit.maxStake).replace(/\d+$/, (digits) => formatMoney(Number(digits)));
    return below ? t`Minimum stake is ${limit}.` : t`Maximum stake is ${limit}.`;
  }
  if (input.account) {
    const before = bookExposureBefore(input.draft, input.book);
    const after = bookExposureAfter(input.draft, input.book);
    const exposureAfter = roundMoney(input.account.exposure - before + after);
    const lossLeft = input.account.lossLeft ?? null;
    const funds = fundsRefusal(exposureAfter, { balance: input.account.balance, lossLeft: lossLeft?.amount ?? null });
    const exposure = formatMoney(exposureAfter);
    if (funds === MESSAGES.insufficient) {
      const balance = formatMoney(input.account.balance);
      const available = formatMoney(roundMoney(input.account.balance - input.account.exposure));
      return t`Insufficient balance: this bet would take your exposure to ${exposure}, more than your balance of ${balance} (available ${available}).`;
    }
    if (funds === MESSAGES.lossLimit && lossLeft) {
      const left = formatMoney(lossLeft.amount);
      const until = istWords(lossLeft.resetsAt);
      return t`Loss limit reached: this bet could take your losses to ${exposure} with your open bets, more than the ${left} your loss limit leaves until ${until}.`;
    }
  }
  return null;
}
