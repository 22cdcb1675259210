import type { CasinoCategory, CasinoGame, CasinoProvider, GameListFile, SiteConfig, TopWinner } from '../../../src/api/generated/types.gen';
import type { Rng } from '../prng';
import { maskUserName } from '../rules/account-rules';
import { CDN } from './constants';

/** The providers' test hosts (.env: VITE_CASINO_*_URL_TEST); the mock answers on any host. */
export const PROVIDER_HOSTS: Record<CasinoProvider, string> = {
  lotus: 'https://lotus.casino-test.example',
  aura: 'https://aura.casino-test.example',
  royal: 'https://royal.casino-test.example',
};

function game(id: string, name: string, provider: CasinoProvider, description: string): CasinoGame {
  return {
    id,
    name,
    provider,
    description,
    imageURL: `${CDN}/casino/${id}.webp`,
    url: `${PROVIDER_HOSTS[provider]}/play/${id}?token={token}`,
  };
}

export function createCasino(): CasinoCategory[] {
  return [
    {
      category: 'Popular',
      games: [
        game('teen-patti', 'Teen Patti', 'lotus', 'Three-card classic'),
        game('andar-bahar', 'Andar Bahar', 'lotus', 'Left or right?'),
        game('roulette', 'Roulette', 'aura', 'European single zero'),
        game('dragon-tiger', 'Dragon Tiger', 'royal', 'One card each, high wins'),
      ],
    },
    {
      category: 'Live Casino',
      games: [
        game('lightning-roulette', 'Lightning Roulette', 'aura', 'Live dealer, multipliers'),
        game('baccarat', 'Baccarat', 'royal', 'Player or banker'),
        game('blackjack', 'Blackjack', 'aura', 'Beat the dealer to 21'),
      ],
    },
    {
      category: 'Table Games',
      games: [
        game('32-cards', '32 Cards', 'lotus', 'Four players, highest total'),
        game('poker', 'Casino Poker', 'royal', "Texas hold'em against the house"),
        game('lucky-7', 'Lucky 7', 'lotus', 'Under or over seven'),
      ],
    },
    { category: 'Virtual', games: [game('virtual-cricket', 'Virtual Cricket', 'royal', 'A T20 in three minutes')] },
  ];
}

export function createGameLists(casino: CasinoCategory[]): Map<string, GameListFile> {
  const files = new Map<string, GameListFile>();
  for (const category of casino) {
    for (const item of category.games) {
      files.set(`${item.id}.json`, {
        game: item.name,
        tables: [1, 2, 3].map((n) => ({
          id: `${item.id}-${n}`,
          name: `${item.name} ${n === 1 ? 'Classic' : n === 2 ? 'VIP' : 'Turbo'}`,
          minStake: n === 2 ? 1000 : 100,
          maxStake: n === 2 ? 500000 : 100000,
          imageURL: `${CDN}/casino/${item.id}-${n}.webp`,
        })),
      });
    }
  }
  return files;
}

export function createSiteConfigs(casino: CasinoCategory[], brandDomains: string[]): Map<string, SiteConfig> {
  const allGames = casino.flatMap((category) => category.games);
  const config = (domain: string, theme: SiteConfig['theme']): SiteConfig => ({
    domain,
    theme,
    slideDataLogo: `${CDN}/brands/${domain}/logo.png`,
    slideDataImg: [
      { url: `${CDN}/brands/${domain}/slide-1.webp`, order: 1, link: null },
      { url: `${CDN}/brands/${domain}/slide-2.webp`, order: 2, link: null },
    ],
    mobileGames: allGames.slice(0, 4),
    desktopGames: allGames.slice(0, 8),
  });
  const files = new Map<string, SiteConfig>([
    ['test.json', config('test', 'dark')],
    ['default-domain.json', config('default-domain', 'light')],
    ['localhost.json', config('localhost', 'dark')],
  ]);
  for (const domain of brandDomains) {
    if (!files.has(`${domain}.json`) && domain !== 'default') files.set(`${domain}.json`, config(domain, 'light'));
  }
  return files;
}

const WINNER_NAMES = [
  'rahul77',
  'priya_k',
  'sachinfan',
  'mumbaiking',
  'deepak09',
  'luckyraj',
  'ankit_s',
  'bigbet22',
  'karan1',
  'vikram88',
  'neha_r',
  'arjunx',
  'rohitpro',
  'simran5',
  'amitbet',
  'sunil42',
  'kavya_m',
  'manoj71',
  'pooja3',
  'ishaan',
  'raviteja',
  'gaurav_b',
  'meera11',
  'nikhil99',
];
const WINNER_EVENTS: ReadonlyArray<[sport: string, title: string]> = [
  ['Cricket', 'India v Pakistan'],
  ['Cricket', 'Australia v England'],
  ['Football', 'Manchester United v Tottenham'],
  ['Tennis', 'Carlos Alcaraz v Alexander Zverev'],
  ['Casino', 'Teen Patti'],
  ['Kabaddi', 'Puneri Paltan v Dabang Delhi'],
];

export function createTopWinners(rng: Rng): TopWinner[] {
  return WINNER_NAMES.map((name) => {
    const [sportName, eventTitle] = rng.pick(WINNER_EVENTS);
    return { userName: maskUserName(name), amount: rng.int(20, 900) * 500, sportName, eventTitle };
  }).sort((a, b) => b.amount - a.amount);
}
