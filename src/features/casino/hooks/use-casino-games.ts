import { useQuery } from '@tanstack/react-query';
import { getCasinoGamesOptions } from '@/api/generated/@tanstack/react-query.gen';

/** It changes with the operator's setup, not while someone browses. */
export const CASINO_GAMES_STALE_MS = 5 * 60_000;

/** The same key the login prefetches (docs/product.md §4). */
export function useCasinoGames() {
  return useQuery({ ...getCasinoGamesOptions(), staleTime: CASINO_GAMES_STALE_MS });
}
