import { useQuery } from '@tanstack/react-query';
import { getCasinoGamesOptions } from '@/api/generated/@tanstack/react-query.gen';

/** The catalogue changes with the operator's setup, not while someone browses. */
export const CASINO_GAMES_STALE_MS = 5 * 60_000;

/** api/InternationalCasino/GetGames: the lobby's categories and games (docs/product.md §7). The same key the
 * login prefetches (docs/product.md §4 "On success: fetch the games list"). */
export function useCasinoGames() {
  return useQuery({ ...getCasinoGamesOptions(), staleTime: CASINO_GAMES_STALE_MS });
}
