import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api/errors';
import type { CasinoProvider } from '@/api/generated/types.gen';
import { fillLaunchTemplate, providerFailureReason } from '@/features/casino/model/launch';
import { allGames, filterGames, findGame, findSection, gameListFileName, sectionSlug } from '@/features/casino/model/lobby';
import { providerBaseUrl, type ProviderHosts } from '@/features/casino/model/provider-host';

// docs/product.md §7 Casino: the provider host by environment, the launch address and the lobby helpers.

const HOSTS: ProviderHosts = {
  lotus: { live: 'https://lotus.live', test: 'https://lotus.test' },
  aura: { live: 'https://aura.live', test: 'https://aura.test' },
  royal: { live: 'https://royal.live', test: 'https://royal.test' },
};
const at = (host: string) => ({ host, hostname: host.replace(/:\d+$/, '') });
const PROVIDERS: readonly CasinoProvider[] = ['lotus', 'aura', 'royal'];

describe('providerBaseUrl', () => {
  it.each([
    ['www.brand.com', 'live'],
    ['play.brand.in', 'live'],
    ['test.brand.com', 'test'],
    ['brandtest.com', 'test'],
    ['localhost:5173', 'test'],
    ['127.0.0.1:5173', 'test'],
    ['preview.brand.com', 'test'],
    ['feature-x.brand.pages.dev', 'test'],
  ] as const)('%s uses the %s hosts', (host, environment) => {
    for (const provider of PROVIDERS) {
      expect(providerBaseUrl(provider, at(host), HOSTS)).toBe(HOSTS[provider][environment]);
    }
  });

  it('never mixes providers up', () => {
    expect(PROVIDERS.map((provider) => providerBaseUrl(provider, at('www.brand.com'), HOSTS))).toEqual([
      'https://lotus.live',
      'https://aura.live',
      'https://royal.live',
    ]);
  });
});

describe('fillLaunchTemplate', () => {
  it('puts the casino token in every {token}, encoded', () => {
    expect(fillLaunchTemplate('https://p.example/play/x?token={token}&again={token}', 'a b&c')).toBe(
      'https://p.example/play/x?token=a%20b%26c&again=a%20b%26c',
    );
  });
});

describe('providerFailureReason', () => {
  it('shows the provider’s own reason from its {message} body', () => {
    const error = new ApiError({
      kind: 'http',
      message: 'Request failed with status code 400',
      operation: 'POST /aura/api/token',
      status: 400,
      body: { message: 'Table closed' },
    });
    expect(providerFailureReason(error)).toBe('Table closed');
  });

  it('falls back to the docs/product.md §8 message', () => {
    expect(providerFailureReason(new ApiError({ kind: 'network', message: NETWORK_ERROR_MESSAGE, operation: 'POST /royal/login' }))).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    const server = new ApiError({
      kind: 'server',
      message: 'Internal Server Error',
      operation: 'POST /royal/login',
      status: 500,
      body: { message: '  ' },
    });
    expect(providerFailureReason(server)).toBe('Internal Server Error');
    expect(providerFailureReason('weird')).toBe('Something went wrong.');
  });

  it('shows a provider’s 500 reason as plain text of bounded length', () => {
    const message = '<h1>Game server crashed</h1>\n    at launch (/srv/lotus/launch.js:10:5)\n' + 'details '.repeat(50);
    const error = new ApiError({
      kind: 'server',
      message: 'Internal Server Error',
      operation: 'POST /lotus/api/auth/login',
      status: 500,
      body: { message },
    });
    const reason = providerFailureReason(error);
    expect(reason).toMatch(/^Game server crashed details details .*…$/);
    expect(reason.length).toBeLessThanOrEqual(200);
    expect(reason).not.toMatch(/<|launch\.js/);
  });
});

const g = (id: string, name: string, description?: string) => ({ id, name, description, imageURL: `https://cdn/${id}.webp` });
const CATEGORIES = [
  { category: 'Popular', games: [g('teen-patti', 'Teen Patti', 'Three-card classic'), g('roulette', 'Roulette', 'European single zero')] },
  { category: 'Live Casino', games: [g('roulette', 'Roulette'), g('baccarat', 'Baccarat', 'Player or banker')] },
];

describe('the lobby helpers', () => {
  it.each([
    ['Live Casino', 'live-casino'],
    ['Table Games', 'table-games'],
    ['  Crash & Fast! ', 'crash-fast'],
    ['Popular', 'popular'],
  ])('section %j is at slug %j', (category, slug) => {
    expect(sectionSlug(category)).toBe(slug);
  });

  it('finds a section by its slug, any case, and a game by id', () => {
    expect(findSection(CATEGORIES, 'live-casino')?.category).toBe('Live Casino');
    expect(findSection(CATEGORIES, 'LIVE-CASINO')?.category).toBe('Live Casino');
    expect(findSection(CATEGORIES, 'nothing')).toBeUndefined();
    expect(findGame(CATEGORIES, 'baccarat')?.name).toBe('Baccarat');
    expect(findGame(CATEGORIES, 'poker')).toBeUndefined();
  });

  it('lists a game in two sections once', () => {
    expect(allGames(CATEGORIES).map((game) => game.id)).toEqual(['teen-patti', 'roulette', 'baccarat']);
  });

  it.each([
    ['', ['teen-patti', 'roulette', 'baccarat']],
    ['   ', ['teen-patti', 'roulette', 'baccarat']],
    ['rou', ['roulette']],
    ['TEEN', ['teen-patti']],
    ['player banker', ['baccarat']],
    ['single zero', ['roulette']],
    ['poker', []],
  ])('search %j finds %j', (query, ids) => {
    expect(filterGames(allGames(CATEGORIES), query).map((game) => game.id)).toEqual(ids);
  });

  it.each([
    ['teen-patti', 'teen-patti.json'],
    ['32-cards', '32-cards.json'],
    ['Lucky-7', 'lucky-7.json'],
    ['../etc', undefined],
    ['a b', undefined],
  ])('game %j has the list file %j', (id, file) => {
    expect(gameListFileName(id)).toBe(file);
  });
});
