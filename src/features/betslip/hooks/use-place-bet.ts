import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getUserOddsQueryKey, placeBetMutation } from '@/api/generated/@tanstack/react-query.gen';
import { getUserBetHistory } from '@/api/generated/sdk.gen';
import type { BetHistoryItem, GetUserOddsResponse, OpenBet } from '@/api/generated/types.gen';
import { errorMessage, isApiError } from '@/api/errors';
import { moneyAction } from '@/api/money-action';
import { applyBalance, fetchOpenBetsNow, refreshAccount, userLimitsQueryOptions } from '@/features/wallet';
import { announce } from '@/lib/announcer';
import { marketStatusKey, priceStore } from '@/lib/price-store';
import { placeBetRequestOf, type DraftBet } from '../model/slip-figures';
import { betDelayNow, type Where } from '../model/bet-delay-now';
import { foundOutcome, leftOpenBetsOutcome, matchedOutcome, notFoundOutcome, refusedOutcome, unknownOutcome } from '../model/outcome-text';
import { placedNothing } from '@/api/lost-answer';
import { slipStore, type SlipOutcome } from '../model/slip-store';

export const CHECKING_TEXT = 'Checking whether your bet was placed…';

/** When open bets cannot be read, they are asked again after these pauses before the slip gives up. */
export const CHECK_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

/** While the server may still take the bet, open bets are asked again this often. */
export const CHECK_POLL_MS = 1000;

/** Beyond the bet delay, how long the server may still take a bet it received: its own processing,
 * and clocks that do not agree to the millisecond. */
export const LOST_ANSWER_MARGIN_MS = 3000;

/**
 * From when open bets without the bet mean it was not placed: the latest moment the server could
 * have received it (the failure: until then the request may still have been on its way, upload
 * included), plus the bet delay it is held for, plus a margin.
 */
export function decideNotPlacedAt(failedAt: number, delayMs: number): number {
  return failedAt + delayMs + LOST_ANSWER_MARGIN_MS;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The placement's own words for a lost answer (a broken one is no message for a player). */
function lostAnswerReason(error: unknown): string {
  if (isApiError(error) && error.kind === 'schema') return 'The answer to your bet could not be read.';
  return errorMessage(error);
}

/** Bet/GetUserBetHistory's largest page (openapi BetHistoryRequest.maxResultCount). */
const HISTORY_PAGE = 100;
/** The most history pages a look-up reads; a longer history of those days counts as unreadable. */
export const HISTORY_PAGES_MAX = 10;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The bet placed with `clientRef` among the bets settled, voided or lapsed around `at` (its
 * placement): one that left the open bets before the slip looked. Undefined when the history does
 * not have it; throws when it cannot be read (or is too long to read).
 */
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

/** Where the bet placed with a lost answer was found: still open, or already settled or lapsed. */
type FoundBet = { readonly open: OpenBet } | { readonly settled: BetHistoryItem };

/**
 * The bet placed with `clientRef`: in open bets as soon as they have it; null once a read that
 * began at `decideAt` or later does not have it and neither does the bet history (until then the
 * server may still take it, so the slip keeps asking); undefined when they could not be read, after
 * the retry pauses. Each read is afresh and refreshes balance and exposure.
 */
async function lookUpBet(queryClient: QueryClient, clientRef: string, decideAt: number): Promise<FoundBet | null | undefined> {
  let failures = 0;
  for (;;) {
    const askedAt = Date.now();
    try {
      // Afresh: a load that started before the bet was taken must not answer for it; offline it
      // fails at once, as a paused query would keep the slip checking for ever.
      const openBets = await fetchOpenBetsNow(queryClient);
      const bet = openBets.openBets.find((candidate) => candidate.clientRef === clientRef);
      if (bet) return { open: bet };
      if (askedAt >= decideAt) {
        // Read after open bets: a bet that settles or lapses between the two reads is in this one.
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

/** The market's bet delay as the bet is sent, from what the app holds of it now (betDelayNow). */
export function sendingDelayMs(queryClient: QueryClient, where: Where): number {
  return betDelayNow(where, {
    odds: queryClient.getQueryData<GetUserOddsResponse>(getUserOddsQueryKey({ query: { eventId: where.eventId } }))?.result,
    limits: queryClient.getQueryData(userLimitsQueryOptions(where.eventId).queryKey)?.result,
    status: priceStore.getStatus(marketStatusKey(where.eventId, where.marketId)),
  });
}

/** Whether the slip still holds the placement of `clientRef` (a sign-out empties it mid-way). */
function stillPlacing(clientRef: string | undefined): boolean {
  return clientRef !== undefined && slipStore.get().attempt?.clientRef === clientRef;
}

function finish(outcome: SlipOutcome): void {
  slipStore.finish(outcome);
  announce(`${outcome.title}. ${outcome.text}`);
}

/**
 * The placement's answer was lost: ask open bets (and, before "not placed", the bet history) for
 * the bet by its client reference and tell the truth — placed (with the bet, and whether it has
 * settled or lapsed since), not placed, or that it could not be found out (the slip stays locked
 * against a blind second bet, with a way to check again).
 */
async function settleLostAnswer(queryClient: QueryClient, reason: string): Promise<void> {
  const { selection, attempt } = slipStore.get();
  if (!selection || !attempt) return;
  const bet = await lookUpBet(queryClient, attempt.clientRef, attempt.decideAt ?? 0);
  // The player signed out (or another took over) meanwhile: nothing to say, in no one's slip.
  if (!stillPlacing(attempt.clientRef)) return;
  if (bet) finish('open' in bet ? foundOutcome(selection, bet.open) : leftOpenBetsOutcome(selection, bet.settled));
  else if (bet === null) finish(notFoundOutcome(reason));
  else {
    const outcome = unknownOutcome(reason);
    slipStore.unknown(outcome);
    announce(`${outcome.title}. ${outcome.text}`);
  }
}

/**
 * Places the draft once: the slip locks before the request (no double bets) and unlocks with the
 * outcome. Each placement carries a client reference (kept while the same bet is retried), so a
 * repeat of a bet the server took is answered with that bet. When the answer is lost (network,
 * server failure, a broken body) the slip checks open bets before it says anything (openapi
 * PlaceBetV2). Success refreshes open bets, balance, exposure and positions through the generated keys.
 * The market's bet delay is read as the bet is sent (sendingDelayMs, the one rule for every caller); a
 * lost answer is "not placed" only once it and a margin have passed since the failure (decideNotPlacedAt).
 */
export function usePlaceBet(): { place: (draft: DraftBet) => void; checkAgain: () => void; isPending: boolean } {
  const queryClient = useQueryClient();
  // The slip states a refusal in place: no toast on top (query-client.ts).
  // Offline it fails at once, saying nothing was sent (never paused to leave later at an old price).
  const mutation = useMutation(moneyAction('POST /Bet/PlaceBetV2', { ...placeBetMutation(), meta: { inlineErrors: true } }));
  const { mutateAsync } = mutation;

  const refresh = useCallback(() => void refreshAccount(queryClient), [queryClient]);

  const place = useCallback(
    (draft: DraftBet) => {
      const request = placeBetRequestOf(draft);
      const delayMs = sendingDelayMs(queryClient, draft.selection);
      if (!slipStore.beginPlacing(JSON.stringify(request), delayMs)) return;
      const clientRef = slipStore.get().attempt?.clientRef;
      const run = async () => {
        try {
          const response = await mutateAsync({ body: { ...request, clientRef } });
          if (!stillPlacing(clientRef)) return;
          const outcome = matchedOutcome(draft.selection, response.result, draft.price);
          // The answer carries the new balance and exposure: show them now, then refetch the rest.
          applyBalance(queryClient, response.result);
          finish(outcome);
        } catch (error) {
          if (!stillPlacing(clientRef)) return;
          if (placedNothing(error) || !slipStore.beginChecking(decideNotPlacedAt(Date.now(), delayMs))) {
            finish(refusedOutcome(draft.selection, errorMessage(error)));
          } else {
            announce(CHECKING_TEXT);
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
    announce(CHECKING_TEXT);
    void settleLostAnswer(queryClient, outcome.reason).finally(refresh);
  }, [queryClient, refresh]);

  return { place, checkAgain, isPending: mutation.isPending };
}
