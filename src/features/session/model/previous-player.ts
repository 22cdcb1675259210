interface ServerState {
  getMutationCache(): { clear(): void };
  removeQueries(filters: { type: 'inactive' }): void;
  resetQueries(): Promise<void>;
}

/** So an answer for the old token cannot land on the new player's screen. */
export function dropPreviousPlayer(queryClient: ServerState): void {
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.resetQueries();
}
