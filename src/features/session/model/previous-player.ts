interface ServerState {
  getMutationCache(): { clear(): void };
  removeQueries(filters: { type: 'inactive' }): void;
  resetQueries(): Promise<void>;
}

/** A fetch on its way with the old token is cancelled, so its answer cannot land on the new player's screen. */
export function dropPreviousPlayer(queryClient: ServerState): void {
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.resetQueries();
}
