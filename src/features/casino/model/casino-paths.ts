import { paths } from '@/config/paths';

/** The query parameter naming the game to launch on /lobby (the lobby in lobby mode, docs/product.md §2: navbar
 * locked, back-to-sports control; a launched game plays there). */
export const GAME_PARAM = 'game';

export function gamePath(gameId: string): string {
  return `${paths.lobby}?${new URLSearchParams({ [GAME_PARAM]: gameId }).toString()}`;
}
