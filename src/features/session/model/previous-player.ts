import type { QueryClient } from '@tanstack/react-query';

/**
 * Another player's session replaced the one this tab showed (a login in another tab, or a login over
 * a signed-in session on this tab's login page, which is open to a signed-in player): the previous
 * player's server state goes. Unsent mutations are dropped, cached screens no one shows are removed,
 * and the shown ones start again, empty, with the new token; a fetch still on its way with the
 * previous token is cancelled, so its answer (the previous player's balance) cannot land on the new
 * player's screen.
 */
export function dropPreviousPlayer(queryClient: QueryClient): void {
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.resetQueries();
}
