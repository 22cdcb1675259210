import type { CasinoCategory, CasinoGame } from '@/api/generated/types.gen';

/** 'Live Casino' → '/lobby-page/live-casino'. */
export function sectionSlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function findSection(categories: readonly CasinoCategory[], slug: string): CasinoCategory | undefined {
  const wanted = slug.toLowerCase();
  return categories.find((category) => sectionSlug(category.category) === wanted);
}

export function findGame(categories: readonly CasinoCategory[], gameId: string): CasinoGame | undefined {
  for (const category of categories) {
    const game = category.games.find((candidate) => candidate.id === gameId);
    if (game) return game;
  }
  return undefined;
}

/** Every word must appear in the name or the description. */
export function filterGames(games: readonly CasinoGame[], query: string): CasinoGame[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return [...games];
  return games.filter((game) => {
    const text = `${game.name} ${game.description ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export function allGames(categories: readonly CasinoCategory[]): CasinoGame[] {
  const seen = new Set<string>();
  const games: CasinoGame[] = [];
  for (const category of categories) {
    for (const game of category.games) {
      if (seen.has(game.id)) continue;
      seen.add(game.id);
      games.push(game);
    }
  }
  return games;
}

/** docs/product.md §7; an id that cannot name a file has none. */
export function gameListFileName(gameId: string): string | undefined {
  const name = `${gameId.toLowerCase()}.json`;
  return /^[a-z0-9-]+\.json$/.test(name) ? name : undefined;
}
