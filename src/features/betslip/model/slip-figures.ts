// What a typed bet would do, before it is sent: its profit and liability, every runner's projected
// position, the book's new exposure, and whether the slip must refuse it (docs/domain.md
// "Position and exposure"; the same functions the server uses, from src/lib/exchange).
import type { PlaceBetRequest } from '@/api/generated/types.gen';
import { MESSAGES, betTypeOf, checkStake, fundsRefusal, statusRefusal } from '@/lib/exchange/bet-checks';
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
import type { SlipSelection } from './slip-selection';
import { stakeOf, type SlipState } from './slip-store';

/** A bet the slip could send: the selection with a valid price and stake. */
export interface DraftBet {
  readonly selection: SlipSelection;
  readonly kind: PriceKind;
  readonly side: Side;
  /** Odds or rate. */
  readonly price: number;
  readonly stake: number;
  /** Exchange markets (docs/domain.md "Matching, unmatched bets and cancelling"): the odds asked are
   * better than the book offers, so what cannot match at once rests unmatched (PlaceBetV2 keepUnmatched)
   * instead of being refused. */
  readonly keepUnmatched?: boolean;
  /** Exchange markets: what happens to a part still resting when the market suspends or turns
   * in-play (PlaceBetV2 persistence): the player's choice. */
  readonly persistence?: Persistence;
  /** Exchange markets: matched in full at once or not at all, never resting (PlaceBetV2 timeInForce,
   * our proposal): a cash out that must not leave a rest behind. */
  readonly fillOrKill?: boolean;
}

/** The player's current book for the draft's market, as GetUserExpectedProfitLoss reports it. */
export type CurrentBook =
  | { kind: 'runners'; positions: ReadonlyMap<number, number> }
  | { kind: 'fancy'; rows: readonly FancyBookRow[] };

/** What the player chose beside the selection, price and stake. `best`: the best level of the side
 * now; `mayRest`: a cash out that walks the ladder says itself whether part may rest. */
export interface DraftChoices {
  readonly best: PriceLevel | undefined;
  readonly persistence: Persistence;
  readonly mayRest?: boolean;
}

/** What the player chose for a bet's resting part when the market suspends or turns in-play: LAPSE
 * cancels it (the default), PERSIST keeps it (openapi Persistence). */
export type Persistence = 'LAPSE' | 'PERSIST';

/**
 * The whole bet a placement sends, built here for the slip, one-click betting and cash out alike:
 * on an exchange market it carries the player's persistence, and when the odds asked are better
 * than the book offers (`best`), it asks that what cannot match at once rests unmatched
 * (keepUnmatched) instead of being refused. Without `choices` (projections while a stake is typed):
 * the bet's selection, price and stake only.
 */
export function draftOf(selection: SlipSelection | null, price: number, stake: number | null, choices?: DraftChoices): DraftBet | null {
  if (!selection || stake === null || !(price > 0)) return null;
  const draft: DraftBet = { selection, kind: priceKindOf(selection.marketType), side: selection.side, price, stake };
  if (!choices || draft.kind !== 'odds') return draft;
  const mayRest = choices.mayRest ?? priceMovedTo(selection, price, choices.best) !== null;
  return { ...draft, persistence: choices.persistence, ...(mayRest ? { keepUnmatched: true } : {}) };
}

/** The bet the slip would send (draftOf): with the player's choices when placing, without them for
 * the projections shown while a stake is typed. A new slip field reaches the bet here. (Here, not in
 * slip-store.ts: the store is in the first route, these figures are not.) */
export function slipDraft(state: SlipState, choices?: DraftChoices): DraftBet | null {
  return draftOf(state.selection, state.price, stakeOf(state), choices);
}

/** The same as draftOf with the player's choices (older callers and tests). */
export function placementDraft(selection: SlipSelection | null, price: number, stake: number | null, choices: DraftChoices): DraftBet | null {
  return draftOf(selection, price, stake, choices);
}

/** PlaceBetV2's body for a draft (docs/wire.md §2.5): a fancy bet names its line's book, no runner, the
 * line in `fancyValue` and the rate in `rate`. */
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

/** One runner's position after the draft (odds and rate markets). */
export function projectedRunner(draft: DraftBet, runnerId: number, current: number): number {
  if (draft.kind === 'fancy') return current;
  return roundMoney(current + positionDelta(draft.kind, { side: draft.side, runnerId: draft.selection.runnerId, price: draft.price, stake: draft.stake }, runnerId));
}

/** A fancy line's book after the draft. */
export function projectedFancyBook(draft: DraftBet, rows: readonly FancyBookRow[]): FancyBookRow[] {
  return fancyBookWith(rows, { side: draft.side, line: draft.selection.line ?? 0, rate: draft.price, stake: draft.stake });
}

/** The worst case shown on a fancy line: its book's lowest amount (0 without bets). */
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
  /** From GetUserLimits; unknown limits are left to the server. */
  limit: { minStake: number; maxStake: number } | undefined;
  /** From GetUserOpenBets; an unknown account is left to the server. `lossLeft`: what the
   * player's loss limit leaves now (Safer gambling), absent without a limit. */
  account: { balance: number; exposure: number; lossLeft?: { amount: number; resetsAt: number } | null } | undefined;
  book: CurrentBook;
}

/**
 * Why the slip refuses the bet without sending it, or null: a suspended or ball-running selection,
 * a stake outside min/max, or new account exposure above the balance (docs/domain.md: "a bet
 * whose new exposure exceeds the available balance is refused"). The wording is the server's.
 */
export function slipRefusal(input: SlipCheckInput): string | null {
  const status = statusRefusal(input.marketStatus ?? 'ACTIVE') ?? statusRefusal(input.runnerStatus ?? 'ACTIVE');
  if (status) return status;
  if (input.limit) {
    const stake = checkStake(input.draft.stake, input.limit);
    if (stake) return `${stake.replace(/\d+$/, (digits) => formatMoney(Number(digits)))}.`;
  }
  if (input.account) {
    const before = bookExposureBefore(input.draft, input.book);
    const after = bookExposureAfter(input.draft, input.book);
    const exposureAfter = roundMoney(input.account.exposure - before + after);
    const lossLeft = input.account.lossLeft ?? null;
    const funds = fundsRefusal(exposureAfter, { balance: input.account.balance, lossLeft: lossLeft?.amount ?? null });
    if (funds === MESSAGES.insufficient) {
      const available = roundMoney(input.account.balance - input.account.exposure);
      return `${MESSAGES.insufficient}: this bet would take your exposure to ${formatMoney(exposureAfter)}, more than your balance of ${formatMoney(input.account.balance)} (available ${formatMoney(available)}).`;
    }
    if (funds === MESSAGES.lossLimit && lossLeft) {
      return `${MESSAGES.lossLimit}: this bet could take your losses to ${formatMoney(exposureAfter)} with your open bets, more than the ${formatMoney(lossLeft.amount)} your loss limit leaves until ${istWords(lossLeft.resetsAt)}.`;
    }
  }
  return null;
}
