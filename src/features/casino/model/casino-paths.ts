// The casino paths of spec §2. Features may not import src/app (lint: lib ← api ← features ← app),
// so these mirror src/app/paths.ts ('/casino', '/lobby-page/:section', '/lobby'). Change both together.

export const CASINO_LOBBY_PATH = '/casino';
/** The lobby in lobby mode (spec §2: navbar locked, back-to-sports control); a launched game plays here. */
export const GAME_LOBBY_PATH = '/lobby';
/** The sports side the 'Back to sports' control returns to (spec §9 default landing). */
export const SPORTS_LANDING_PATH = '/matchlist/3';
/** The query parameter naming the game to launch on /lobby. */
export const GAME_PARAM = 'game';

export function lobbySectionPath(slug: string): string {
  return `/lobby-page/${encodeURIComponent(slug)}`;
}

export function gamePath(gameId: string): string {
  return `${GAME_LOBBY_PATH}?${new URLSearchParams({ [GAME_PARAM]: gameId }).toString()}`;
}
