// Fixed ids (event e → market e·100 + k → runner market·10 + i) so tests can name them;
// dates are offsets from the seed's "now".
import type { Event, MarketType, PriceSize, SportId, Status } from '../../../src/api/generated/types.gen';
import { DAY, MINUTE, iso, utcDay } from '../clock';
import { stepTicks } from '../../../src/lib/exchange/ladder';
import type { Rng } from '../prng';
import type { MarketLimit, MarketRecord, RunnerRecord, SportRecord } from '../types';

export const SPORTS: readonly SportRecord[] = [
  { id: 1, name: 'football', displayName: 'Football' },
  { id: 2, name: 'tennis', displayName: 'Tennis' },
  { id: 3, name: 'cricket', displayName: 'Cricket' },
  { id: 25, name: 'kabaddi', displayName: 'Kabaddi' },
  { id: 26, name: 'horseRacing', displayName: 'Horse Racing' },
  { id: -1, name: 'casino', displayName: 'Casino' },
];

export const MARKET_SLOT = { matchOdds: 1, bookmaker: 2, toss: 3, fancy: 4, goals: 5, fancyLines: 10 } as const;

export function marketIdOf(eventId: number, slot: number): number {
  return eventId * 100 + slot;
}

export function runnerIdOf(marketId: number, index: number): number {
  return marketId * 10 + index;
}

interface FancyLineSpec {
  name: string;
  no: [line: number, rate: number];
  yes: [line: number, rate: number];
  status?: Status;
}

interface EventSpec {
  id: number;
  sportId: SportId;
  title: string;
  competition: string;
  /** Minutes from now: negative = started (in play). */
  startInMinutes: number;
  dreamEventId?: number;
  videoURL?: string;
  /** None: no live video. */
  videoChannel?: string;
  /** Runner names come from the title unless given. */
  matchOdds: Array<[name: string, bestBack: number, status?: Status]>;
  /** Back rate per runner; the lay rate is two higher. */
  bookmaker?: Array<[name: string, backRate: number]>;
  bookmakerStatus?: Status;
  toss?: boolean;
  fancy?: FancyLineSpec[];
  goals?: Array<[line: string, under: number, over: number]>;
}

const EVENTS: readonly EventSpec[] = [
  {
    id: 1001,
    sportId: 1,
    title: 'Arsenal v Chelsea',
    competition: 'English Premier League',
    startInMinutes: -35,
    matchOdds: [
      ['Arsenal', 2.1],
      ['Chelsea', 3.6],
      ['The Draw', 3.45],
    ],
    bookmaker: [
      ['Arsenal', 108],
      ['Chelsea', 255],
      ['The Draw', 240],
    ],
    goals: [
      ['1.5', 3.2, 1.45],
      ['2.5', 2.06, 1.93],
    ],
  },
  {
    id: 1002,
    sportId: 1,
    title: 'Real Madrid v Barcelona',
    competition: 'La Liga',
    startInMinutes: -70,
    matchOdds: [
      ['Real Madrid', 1.8],
      ['Barcelona', 4.6],
      ['The Draw', 3.9, 'SUSPENDED'],
    ],
    bookmaker: [
      ['Real Madrid', 78],
      ['Barcelona', 350],
      ['The Draw', 280],
    ],
    goals: [
      ['1.5', 4.1, 1.3],
      ['2.5', 2.3, 1.76],
    ],
  },
  {
    id: 1003,
    sportId: 1,
    title: 'Liverpool v Manchester City',
    competition: 'English Premier League',
    startInMinutes: 180,
    matchOdds: [
      ['Liverpool', 2.5],
      ['Manchester City', 2.74],
      ['The Draw', 3.7],
    ],
    bookmaker: [
      ['Liverpool', 148],
      ['Manchester City', 172],
      ['The Draw', 268],
    ],
    goals: [
      ['1.5', 3.6, 1.37],
      ['2.5', 2.18, 1.84],
    ],
  },
  {
    id: 1004,
    sportId: 1,
    title: 'Bayern Munich v Borussia Dortmund',
    competition: 'Bundesliga',
    startInMinutes: 27 * 60,
    matchOdds: [
      ['Bayern Munich', 1.62],
      ['Borussia Dortmund', 5.1],
      ['The Draw', 4.4],
    ],
    goals: [
      ['1.5', 5.3, 1.23],
      ['2.5', 2.76, 1.57],
    ],
  },
  {
    id: 2001,
    sportId: 2,
    title: 'Carlos Alcaraz v Jannik Sinner',
    competition: 'ATP Finals',
    startInMinutes: -50,
    matchOdds: [
      ['Carlos Alcaraz', 1.72],
      ['Jannik Sinner', 2.38],
    ],
    bookmaker: [
      ['Carlos Alcaraz', 70],
      ['Jannik Sinner', 134],
    ],
  },
  {
    id: 2002,
    sportId: 2,
    title: 'Novak Djokovic v Daniil Medvedev',
    competition: 'ATP Finals',
    startInMinutes: 300,
    matchOdds: [
      ['Novak Djokovic', 1.57],
      ['Daniil Medvedev', 2.6],
    ],
  },
  {
    id: 2003,
    sportId: 2,
    title: 'Iga Swiatek v Aryna Sabalenka',
    competition: 'WTA Finals',
    startInMinutes: 29 * 60,
    matchOdds: [
      ['Iga Swiatek', 1.93],
      ['Aryna Sabalenka', 2.06],
    ],
  },
  {
    id: 3001,
    sportId: 3,
    title: 'India v Australia',
    competition: 'ICC Cricket World Cup',
    startInMinutes: -90,
    dreamEventId: 33001,
    videoURL: 'https://stream.exchange.example/embed/33001',
    videoChannel: '1021',
    matchOdds: [
      ['India', 1.85],
      ['Australia', 2.12],
    ],
    bookmaker: [
      ['India', 84],
      ['Australia', 110],
    ],
    fancy: [
      { name: '6 Over Runs IND', no: [52, 100], yes: [53, 100] },
      { name: '10 Over Runs IND', no: [78, 100], yes: [80, 100] },
      { name: '15 Over Runs IND', no: [112, 100], yes: [114, 100], status: 'SUSPENDED' },
      { name: 'Fall of 1st Wkt IND', no: [31, 110], yes: [31, 90] },
      { name: 'V Kohli Runs', no: [42, 100], yes: [43, 100] },
    ],
  },
  {
    id: 3002,
    sportId: 3,
    title: 'Mumbai Indians v Chennai Super Kings',
    competition: 'Indian Premier League',
    startInMinutes: -40,
    dreamEventId: 33002,
    videoURL: 'https://stream.exchange.example/embed/33002',
    matchOdds: [
      ['Mumbai Indians', 1.94],
      ['Chennai Super Kings', 2.02],
    ],
    bookmaker: [
      ['Mumbai Indians', 92],
      ['Chennai Super Kings', 98],
    ],
    bookmakerStatus: 'BALLRUNNING',
    fancy: [
      { name: '6 Over Runs MI', no: [48, 100], yes: [49, 100] },
      { name: '20 Over Runs MI', no: [176, 100], yes: [178, 100] },
    ],
  },
  {
    id: 3003,
    sportId: 3,
    title: 'England v South Africa',
    competition: 'ICC Cricket World Cup',
    startInMinutes: 240,
    dreamEventId: 33003,
    matchOdds: [
      ['England', 1.7],
      ['South Africa', 2.28],
    ],
    bookmaker: [
      ['England', 70],
      ['South Africa', 126],
    ],
    toss: true,
    fancy: [
      { name: '6 Over Runs ENG', no: [45, 100], yes: [46, 100] },
      { name: '50 Over Runs ENG', no: [298, 100], yes: [300, 100] },
    ],
  },
  {
    id: 3004,
    sportId: 3,
    title: 'Pakistan v New Zealand',
    competition: 'ICC Cricket World Cup',
    startInMinutes: 30 * 60,
    dreamEventId: 33004,
    matchOdds: [
      ['Pakistan', 2.2],
      ['New Zealand', 1.74],
    ],
    bookmaker: [
      ['Pakistan', 118],
      ['New Zealand', 72],
    ],
    toss: true,
  },
  {
    id: 25001,
    sportId: 25,
    title: 'Patna Pirates v Bengal Warriors',
    competition: 'Pro Kabaddi League',
    startInMinutes: -20,
    matchOdds: [
      ['Patna Pirates', 1.66],
      ['Bengal Warriors', 2.32],
    ],
    bookmaker: [
      ['Patna Pirates', 64],
      ['Bengal Warriors', 128],
    ],
  },
  {
    id: 25002,
    sportId: 25,
    title: 'Jaipur Pink Panthers v U Mumba',
    competition: 'Pro Kabaddi League',
    startInMinutes: 360,
    matchOdds: [
      ['Jaipur Pink Panthers', 1.9],
      ['U Mumba', 1.98],
    ],
  },
  {
    id: 26001,
    sportId: 26,
    title: 'Ascot 14:30',
    competition: 'Ascot (GB)',
    startInMinutes: -2,
    matchOdds: [
      ['Frankel Star', 3.25],
      ['Desert Crown', 4.5, 'SUSPENDED'],
      ['Baaeed Boy', 5.6],
      ['Enable Again', 7.4],
      ['Stradivarius Son', 12],
      ['Kingman Lad', 21],
    ],
  },
  {
    id: 26002,
    sportId: 26,
    title: 'Cheltenham 15:10',
    competition: 'Cheltenham (GB)',
    startInMinutes: 130,
    matchOdds: [
      ['Galopin Des Champs', 2.6],
      ['Constitution Hill', 3.5],
      ['Energumene', 6.2],
      ['Shishkin', 9.4],
    ],
  },
];

const LIMITS = {
  odds: { minStake: 100, maxStake: 500000 },
  fancy: { minStake: 100, maxStake: 100000 },
};
const IN_PLAY_DELAY: Record<MarketType, number> = {
  match_odd: 5000,
  goalsmaker: 5000,
  bookmaker: 3000,
  toss: 0,
  fancy2: 3000,
};

function limitFor(marketType: MarketType, inPlay: boolean): MarketLimit {
  const base = marketType === 'fancy2' ? LIMITS.fancy : LIMITS.odds;
  return { ...base, delayTime: inPlay ? IN_PLAY_DELAY[marketType] : 0 };
}

function size(rng: Rng): number {
  return rng.int(4, 800) * 25;
}

/** Three back levels up to the best back, three lay levels from one tick above. */
export function oddsLevels(bestBack: number, rng: Rng): { back: PriceSize[]; lay: PriceSize[] } {
  return {
    back: [0, -1, -2].map((ticks) => ({ price: stepTicks(bestBack, ticks), size: size(rng) })),
    lay: [1, 2, 3].map((ticks) => ({ price: stepTicks(bestBack, ticks), size: size(rng) })),
  };
}

export function rateLevels(backRate: number): { back: PriceSize[]; lay: PriceSize[] } {
  return { back: [{ price: backRate, size: 500000 }], lay: [{ price: backRate + 2, size: 500000 }] };
}

function market(
  eventId: number,
  slot: number,
  marketName: string,
  marketType: MarketType,
  inPlay: boolean,
  runners: Array<Omit<RunnerRecord, 'id' | 'marketId'>>,
  status: Status = 'ACTIVE',
): MarketRecord {
  const marketId = marketIdOf(eventId, slot);
  return {
    marketId,
    eventId,
    marketName,
    marketType,
    status,
    inPlay,
    limit: limitFor(marketType, inPlay),
    runners: runners.map((runner, index) => ({ ...runner, id: runnerIdOf(marketId, index + 1), marketId })),
  };
}

function fancyMarket(spec: EventSpec, lines: FancyLineSpec[], inPlay: boolean): MarketRecord {
  const marketId = marketIdOf(spec.id, MARKET_SLOT.fancy);
  return {
    marketId,
    eventId: spec.id,
    marketName: 'Fancy',
    marketType: 'fancy2',
    status: 'ACTIVE',
    inPlay,
    limit: limitFor('fancy2', inPlay),
    // Each line is its own book with its own market id (docs/wire.md §2.3).
    runners: lines.map((line, index) => {
      const lineMarketId = marketIdOf(spec.id, MARKET_SLOT.fancyLines + index);
      return {
        id: runnerIdOf(lineMarketId, 1),
        marketId: lineMarketId,
        name: line.name,
        status: line.status ?? 'ACTIVE',
        back: [{ price: line.yes[0], size: line.yes[1] }],
        lay: [{ price: line.no[0], size: line.no[1] }],
      };
    }),
  };
}

function marketsOf(spec: EventSpec, inPlay: boolean, rng: Rng): MarketRecord[] {
  const markets: MarketRecord[] = [
    market(
      spec.id,
      MARKET_SLOT.matchOdds,
      spec.sportId === 26 ? 'Win' : 'Match Odds',
      'match_odd',
      inPlay,
      spec.matchOdds.map(([name, bestBack, status]) => ({ name, status: status ?? 'ACTIVE', ...oddsLevels(bestBack, rng) })),
    ),
  ];
  if (spec.bookmaker) {
    const status = spec.bookmakerStatus ?? 'ACTIVE';
    markets.push(
      market(
        spec.id,
        MARKET_SLOT.bookmaker,
        'Bookmaker',
        'bookmaker',
        inPlay,
        spec.bookmaker.map(([name, backRate]) => ({ name, status, ...rateLevels(backRate) })),
        status,
      ),
    );
  }
  if (spec.toss) {
    const [team1, team2] = spec.title.split(' v ');
    markets.push(
      market(spec.id, MARKET_SLOT.toss, 'Toss', 'toss', inPlay, [
        { name: team1 ?? 'Team 1', status: 'ACTIVE', ...rateLevels(95) },
        { name: team2 ?? 'Team 2', status: 'ACTIVE', ...rateLevels(95) },
      ]),
    );
  }
  if (spec.fancy) markets.push(fancyMarket(spec, spec.fancy, inPlay));
  spec.goals?.forEach(([line, under, over], index) => {
    markets.push(
      market(spec.id, MARKET_SLOT.goals + index, `Over/Under ${line} Goals`, 'goalsmaker', inPlay, [
        { name: `Under ${line} Goals`, status: 'ACTIVE', ...oddsLevels(under, rng) },
        { name: `Over ${line} Goals`, status: 'ACTIVE', ...oddsLevels(over, rng) },
      ]),
    );
  });
  return markets;
}

export function matchDateLabel(startMs: number, nowMs: number): string {
  if (utcDay(startMs) === utcDay(nowMs)) return 'Today';
  if (utcDay(startMs) === utcDay(nowMs + DAY)) return 'Tomorrow';
  return new Date(startMs).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', timeZone: 'UTC' });
}

export function createSportsData(nowMs: number, rng: Rng): { events: Event[]; markets: MarketRecord[] } {
  const events: Event[] = [];
  const markets: MarketRecord[] = [];
  for (const spec of EVENTS) {
    const inPlay = spec.startInMinutes < 0;
    // Whole minutes, so the seed does not depend on its millisecond.
    const startMs = Math.floor((nowMs + spec.startInMinutes * MINUTE) / MINUTE) * MINUTE;
    const [team1, team2] = spec.title.includes(' v ') ? spec.title.split(' v ') : [null, null];
    const sportName = SPORTS.find((sport) => sport.id === spec.sportId)?.displayName ?? '';
    const eventMarkets = marketsOf(spec, inPlay, rng);
    events.push({
      id: spec.id,
      title: spec.title,
      team1: team1 ?? null,
      team2: team2 ?? null,
      status: inPlay ? 'IN_PLAY' : 'UPCOMING',
      matchDate: inPlay ? 'In-Play' : matchDateLabel(startMs, nowMs),
      time: iso(startMs).slice(11, 16),
      startTime: iso(startMs),
      sportId: spec.sportId,
      sportName,
      competitionName: spec.competition,
      isFancy: eventMarkets.some((m) => m.marketType === 'fancy2'),
      isBookMaker: eventMarkets.some((m) => m.marketType === 'bookmaker'),
      isFastBet: false,
      dreamEventId: spec.dreamEventId ?? null,
      videoURL: spec.videoURL ?? null,
    });
    markets.push(...eventMarkets);
  }
  return { events, markets };
}

export const VIDEO_CHANNELS: ReadonlyMap<number, string> = new Map(
  EVENTS.flatMap((spec) =>
    spec.dreamEventId !== undefined && spec.videoChannel !== undefined ? [[spec.dreamEventId, spec.videoChannel] as const] : [],
  ),
);

/** The subjects of player2's settled history. */
export const FINISHED_EVENTS: ReadonlyArray<{
  id: number;
  sportId: SportId;
  title: string;
  runners: [string, string];
  daysAgo: number;
  hoursAgo?: number;
}> = [
  { id: 3901, sportId: 3, title: 'India v Pakistan', runners: ['India', 'Pakistan'], daysAgo: 28 },
  { id: 1901, sportId: 1, title: 'Manchester United v Tottenham', runners: ['Manchester United', 'Tottenham'], daysAgo: 25 },
  { id: 3902, sportId: 3, title: 'Australia v England', runners: ['Australia', 'England'], daysAgo: 22 },
  { id: 2901, sportId: 2, title: 'Carlos Alcaraz v Alexander Zverev', runners: ['Carlos Alcaraz', 'Alexander Zverev'], daysAgo: 19 },
  {
    id: 3903,
    sportId: 3,
    title: 'Royal Challengers Bengaluru v Kolkata Knight Riders',
    runners: ['Royal Challengers Bengaluru', 'Kolkata Knight Riders'],
    daysAgo: 16,
  },
  { id: 1902, sportId: 1, title: 'Inter v AC Milan', runners: ['Inter', 'AC Milan'], daysAgo: 13 },
  { id: 25901, sportId: 25, title: 'Puneri Paltan v Dabang Delhi', runners: ['Puneri Paltan', 'Dabang Delhi'], daysAgo: 10 },
  { id: 3904, sportId: 3, title: 'South Africa v New Zealand', runners: ['South Africa', 'New Zealand'], daysAgo: 7 },
  { id: 1903, sportId: 1, title: 'PSG v Marseille', runners: ['PSG', 'Marseille'], daysAgo: 4 },
  { id: 3905, sportId: 3, title: 'Sri Lanka v Bangladesh', runners: ['Sri Lanka', 'Bangladesh'], daysAgo: 1, hoursAgo: 5 },
];
