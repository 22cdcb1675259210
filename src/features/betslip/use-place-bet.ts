import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getUserExpectedProfitLossQueryKey,
  getUserOpenBetsQueryKey,
  placeBetMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { GetUserOpenBetsResponse, PlaceBetRequest } from '@/api/generated/types.gen';
import { errorMessage } from '@/api/errors';
import { announce } from '@/lib/announcer';
import { betTypeOf } from '@/lib/exchange/bet-checks';
import type { DraftBet } from './model/slip-figures';
import { matchedOutcome, refusedOutcome } from './model/outcome-text';
import { slipStore } from './model/slip-store';

/** PlaceBetV2's body for a draft (api-notes §2.5): a fancy bet names its line's book, no runner, the
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
  };
}

/**
 * Places the draft once: the slip locks before the request (no double bets) and unlocks with the
 * outcome. Success refreshes open bets, balance, exposure and positions through the generated keys.
 */
export function usePlaceBet(): { place: (draft: DraftBet) => void; isPending: boolean } {
  const queryClient = useQueryClient();
  // The slip states a refusal in place: no toast on top (query-client.ts).
  const mutation = useMutation({ ...placeBetMutation(), meta: { inlineErrors: true } });
  const { mutateAsync } = mutation;

  const place = useCallback(
    (draft: DraftBet) => {
      if (!slipStore.beginPlacing()) return;
      const run = async () => {
        try {
          const response = await mutateAsync({ body: placeBetRequestOf(draft) });
          const outcome = matchedOutcome(draft.selection, response.result);
          // The answer carries the new balance and exposure: show them now, then refetch the rest.
          queryClient.setQueryData<GetUserOpenBetsResponse>(getUserOpenBetsQueryKey(), (current) =>
            current ? { ...current, result: { ...current.result, balance: response.result.balance, exposure: response.result.exposure } } : current,
          );
          slipStore.finish(outcome);
          announce(`${outcome.title}. ${outcome.text}`);
        } catch (error) {
          const outcome = refusedOutcome(draft.selection, errorMessage(error));
          slipStore.finish(outcome);
          announce(`${outcome.title}. ${outcome.text}`);
        } finally {
          void queryClient.invalidateQueries({ queryKey: getUserOpenBetsQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getUserExpectedProfitLossQueryKey() });
        }
      };
      void run();
    },
    [mutateAsync, queryClient],
  );

  return { place, isPending: mutation.isPending };
}
