import { paths } from '@/config/paths';

/** docs/product.md §2. */
export const GAME_PARAM = 'game';

export function gamePath(gameId: string): string {
  return `${paths.lobby}?${new URLSearchParams({ [GAME_PARAM]: gameId }).toString()}`;
}
