/** What this needs of React Query's client (model/ imports nothing of React's: a QueryClient is one). */
interface ServerState {
  getMutationCache(): { clear(): void };
  removeQueries(filters: { type: 'inactive' }): void;
  resetQueries(): Promise<void>;
}

/**
 * Another player's session replaced the one this tab showed (a login in another tab, or a login over
 * a signed-in session on this tab's login page, which is open to a signed-in player): the previous
 * player's server state goes. Unsent mutations are dropped, cached screens no one shows are removed,
 * and the shown ones start again, empty, with the new token; a fetch still on its way with the
 * previous token is cancelled, so its answer (the previous player's balance) cannot land on the new
 * player's screen.
 */
export function dropPreviousPlayer(queryClient: ServerState): void {
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.resetQueries();
}
