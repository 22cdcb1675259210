import { msg, t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getUserOddsQueryKey, placeBetMutation } from '@/api/generated/@tanstack/react-query.gen';
import { getUserBetHistory } from '@/api/generated/sdk.gen';
import type { BetHistoryItem, GetUserOddsResponse, OpenBet } from '@/api/generated/types.gen';
import { errorMessage, isApiError } from '@/api/errors';
import { moneyAction } from '@/api/money-action';
import { applyBalance, fetchOpenBetsNow, refreshAccount, userLimitsQueryOptions } from '@/features/wallet';
import { announce } from '@/lib/announcer';
import { i18n } from '@/lib/i18n/runtime';
import { cellKey, marketStatusKey, priceStore } from '@/lib/price-store';
import { placeBetRequestOf, type DraftBet } from '../model/slip-figures';
import { betDelayNow, type Where } from '../model/bet-delay-now';
import { slipBetDelay } from '../model/bet-delay-words';
import { limitOf } from '../model/limit-of';
import { foundOutcome, leftOpenBetsOutcome, matchedOutcome, notFoundOutcome, refusedOutcome, unknownOutcome } from '../model/outcome-text';
import { placedNothing } from '@/api/lost-answer';
import { slipStore, type SlipOutcome } from '../model/slip-store';

// Why: docs/decisions/0008-lost-answers-and-client-references.md
export const CHECKING_TEXT = msg`Checking whether your bet was placed…`;
export const CHECK_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
export const CHECK_POLL_MS = 1000;
export const LOST_ANSWER_MARGIN_MS = 3000;

export function decideNotPlacedAt(failedAt: number, delayMs: number): number {
  return failedAt + delayMs + LOST_ANSWER_MARGIN_MS;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A broken answer's own words are no message for a player. */
function lostAnswerReason(error: unknown): string {
  if (isApiError(error) && error.kind === 'schema') return t`The answer to your bet could not be read.`;
  return errorMessage(error);
}

const HISTORY_PAGE = 100;
export const HISTORY_PAGES_MAX = 10;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function settledBet(clientRef: string, at: number): Promise<BetHistoryItem | undefined> {
  // A day either side: the server's days may be UTC or IST.
  const range = { startDate: dayOf(at - DAY_MS), endDate: dayOf(at + DAY_MS), sorting: '' };
  for (let page = 0; page < HISTORY_PAGES_MAX; page += 1) {
    const skipCount = page * HISTORY_PAGE;
    const body = { ...range, maxResultCount: HISTORY_PAGE, skipCount };
    const { items, totalCount } = (await getUserBetHistory({ body, throwOnError: true })).data.result;
    const bet = items.find((candidate) => candidate.clientRef === clientRef);
    if (bet) return bet;
    if (items.length === 0 || skipCount + items.length >= totalCount) return undefined;
  }
  throw new Error('The bet history of those days is too long to search.');
}

type FoundBet = { readonly open: OpenBet } | { readonly settled: BetHistoryItem };

/** null: not placed; undefined: unreadable. */
async function lookUpBet(queryClient: QueryClient, clientRef: string, decideAt: number): Promise<FoundBet | null | undefined> {
  let failures = 0;
  for (;;) {
    const askedAt = Date.now();
    try {
      // Afresh: a load begun before the bet was taken must not answer for it.
      const openBets = await fetchOpenBetsNow(queryClient);
      const bet = openBets.openBets.find((candidate) => candidate.clientRef === clientRef);
      if (bet) return { open: bet };
      if (askedAt >= decideAt) {
        // After open bets, so a bet settling between the reads is in this one.
        const settled = await settledBet(clientRef, decideAt);
        return settled ? { settled } : null;
      }
      failures = 0;
    } catch {
      failures += 1;
      if (failures > CHECK_RETRY_DELAYS_MS.length) return undefined;
    }
    await sleep(failures > 0 ? (CHECK_RETRY_DELAYS_MS[failures - 1] ?? 0) : Math.min(CHECK_POLL_MS, Math.max(0, decideAt - Date.now())));
  }
}

export function sendingDelayMs(queryClient: QueryClient, where: Where): number {
  return betDelayNow(where, {
    odds: queryClient.getQueryData<GetUserOddsResponse>(getUserOddsQueryKey({ query: { eventId: where.eventId } }))?.result,
    limits: queryClient.getQueryData(userLimitsQueryOptions(where.eventId).queryKey)?.result,
    status: priceStore.getStatus(marketStatusKey(where.eventId, where.marketId)),
  });
}

/** A passive bet shows no countdown, but a lost answer waits the delay: the book may move. */
function countdownMs(queryClient: QueryClient, { selection, price }: DraftBet, delayMs: number): number {
  const limits = queryClient.getQueryData(userLimitsQueryOptions(selection.eventId).queryKey)?.result;
  const limit = limits ? limitOf(limits, selection.bookMarketId, selection.runnerId) : undefined;
  const best = priceStore.getCell(cellKey(selection.eventId, selection.marketId, selection.runnerId, selection.side, 0));
  return slipBetDelay(selection, price, limit, best).kind === 'passive' ? 0 : delayMs;
}

function stillPlacing(clientRef: string | undefined): boolean {
  return clientRef !== undefined && slipStore.get().attempt?.clientRef === clientRef;
}

function finish(outcome: SlipOutcome): void {
  slipStore.finish(outcome);
  const execution = outcome.kind === 'matched' && outcome.execution ? ` ${outcome.execution}.` : '';
  announce(`${outcome.title}. ${outcome.text}${execution}`);
}

async function settleLostAnswer(queryClient: QueryClient, reason: string): Promise<void> {
  const { selection, attempt } = slipStore.get();
  if (!selection || !attempt) return;
  const bet = await lookUpBet(queryClient, attempt.clientRef, attempt.decideAt ?? 0);
  if (!stillPlacing(attempt.clientRef)) return;
  if (bet) finish('open' in bet ? foundOutcome(selection, bet.open) : leftOpenBetsOutcome(selection, bet.settled));
  else if (bet === null) finish(notFoundOutcome(reason));
  else {
    const outcome = unknownOutcome(reason);
    slipStore.unknown(outcome);
    announce(`${outcome.title}. ${outcome.text}`);
  }
}

/** The slip locks before the request: no double bets. */
export function usePlaceBet(): { place: (draft: DraftBet) => void; checkAgain: () => void; isPending: boolean } {
  const queryClient = useQueryClient();
  // The slip states a refusal in place: no toast on top.
  const mutation = useMutation(moneyAction('POST /Bet/PlaceBetV2', { ...placeBetMutation(), meta: { inlineErrors: true } }));
  const { mutateAsync } = mutation;

  const refresh = useCallback(() => void refreshAccount(queryClient), [queryClient]);

  const place = useCallback(
    (draft: DraftBet) => {
      const request = placeBetRequestOf(draft);
      const delayMs = sendingDelayMs(queryClient, draft.selection);
      if (!slipStore.beginPlacing(JSON.stringify(request), countdownMs(queryClient, draft, delayMs))) return;
      const clientRef = slipStore.get().attempt?.clientRef;
      const run = async () => {
        try {
          const response = await mutateAsync({ body: { ...request, clientRef } });
          if (!stillPlacing(clientRef)) return;
          const outcome = matchedOutcome(draft.selection, response.result, draft.price);
          applyBalance(queryClient, response.result);
          finish(outcome);
        } catch (error) {
          if (!stillPlacing(clientRef)) return;
          if (placedNothing(error) || !slipStore.beginChecking(decideNotPlacedAt(Date.now(), delayMs))) {
            finish(refusedOutcome(draft.selection, errorMessage(error)));
          } else {
            announce(i18n._(CHECKING_TEXT));
            await settleLostAnswer(queryClient, lostAnswerReason(error));
          }
        } finally {
          refresh();
        }
      };
      void run();
    },
    [mutateAsync, queryClient, refresh],
  );

  const checkAgain = useCallback(() => {
    const { outcome } = slipStore.get();
    if (outcome?.kind !== 'unknown' || !slipStore.beginChecking()) return;
    announce(i18n._(CHECKING_TEXT));
    void settleLostAnswer(queryClient, outcome.reason).finally(refresh);
  }, [queryClient, refresh]);

  return { place, checkAgain, isPending: mutation.isPending };
}
