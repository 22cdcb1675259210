import { describe, expect, it } from 'vitest';
import { localhostBrand } from '../../mocks/db/seed/brands';
import { createCasino, createGameLists } from '../../mocks/db/seed/casino';
import { placeholderFor, TILE } from '../../mocks/handlers/shared/placeholder-image';

// The mock's CDN pictures (docs/mock-backend.md "Pictures"): a lobby tile shows its game's name on its
// category's colour and motif at the tile's size, never the file's path; logos and slides show the brand.

const casino = createCasino();
const sources = { casino, gameLists: createGameLists(casino), brands: new Map([['localhost', localhostBrand()]]) };
const background = (svg: string) => /<rect width="\d+" height="\d+" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];

describe('the placeholder of a CDN picture', () => {
  const games = casino.flatMap(({ category, games }) => games.map((game) => ({ category, game })));

  it.each(games.map(({ category, game }) => [game.name, category, new URL(game.imageURL).pathname]))(
    'draws %s (%s) from %s: its name, at the tile size',
    (name, category, path) => {
      const picture = placeholderFor(path, sources);
      expect(picture).toMatchObject({ label: name, width: TILE.width, height: TILE.height });
      expect(picture.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="380" height="200"/);
      expect(picture.svg).toContain(`>${name}</text>`);
      expect(picture.svg).toContain(`>${category}</text>`);
      // The path is what the old placeholder printed.
      expect(picture.svg).not.toMatch(/casino\/|\.webp/);
    },
  );

  it('gives each category its own colour and motif, the same for every game in it', () => {
    const byCategory = new Map(
      casino.map(({ category, games }) => [
        category,
        new Set(games.map((game) => background(placeholderFor(new URL(game.imageURL).pathname, sources).svg))),
      ]),
    );
    for (const colours of byCategory.values()) expect(colours.size).toBe(1);
    const colours = [...byCategory.values()].map((set) => [...set][0]);
    expect(new Set(colours).size).toBe(casino.length);
    const motifs = casino.map(({ games }) =>
      placeholderFor(new URL(games[0]?.imageURL ?? '').pathname, sources)
        .svg.replace(/<text[\s\S]*$/, '')
        .replace(/fill="#[0-9a-f]{6}"/g, ''),
    );
    expect(new Set(motifs).size).toBe(casino.length);
  });

  it("draws a game's table with the table's name", () => {
    expect(placeholderFor('/casino/baccarat-2.webp', sources).label).toBe('Baccarat VIP');
  });

  it('names a game the seed does not know from its file, and escapes what it writes', () => {
    expect(placeholderFor('/casino/super-sic-bo.webp', sources).label).toBe('Super Sic Bo');
    const first = casino[0]?.games[0];
    if (!first) throw new Error('the seed has no game');
    const odd = { ...sources, casino: [{ category: 'Popular', games: [{ ...first, id: 'odd', name: 'A & B <i>' }] }] };
    const { svg } = placeholderFor('/casino/odd.webp', odd);
    expect(svg).toContain('>A &#38; B &#60;i&#62;</text>');
    expect(svg).not.toContain('<i>');
  });

  it("draws a brand's logo and slides with the brand's name, not their paths", () => {
    const logo = placeholderFor('/brands/localhost/logo.png', sources);
    expect(logo).toMatchObject({ label: 'Exchange Local', width: 240, height: 64 });
    const slide = placeholderFor('/brands/localhost/slide-cricket.webp', sources);
    expect(slide).toMatchObject({ label: 'Cricket', width: 1200, height: 400 });
    expect(slide.svg).toContain('>Exchange Local</text>');
    expect(placeholderFor('/brands/other.example/slide-1.webp', sources).label).toBe('Other.example');
    for (const path of ['/brands/localhost/logo.png', '/brands/localhost/slide-cricket.webp', '/uploads/mock-1.png']) {
      expect(placeholderFor(path, sources).svg).not.toMatch(/\.(png|webp)|brands\/|uploads\//);
    }
  });
});
