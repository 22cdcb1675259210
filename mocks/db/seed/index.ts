// A pure function of the clock's "now" and fixed seeds.
import { DAY, iso, nowMs as clockNow } from '../clock';
import { createRng } from '../prng';
import type { MockState } from '../types';
import { DEFAULT_BRAND, createBrands } from './brands';
import { createCasino, createGameLists, createSiteConfigs, createTopWinners } from './casino';
import { CLIENT_IP, FIRST_NEW_USER_ID, ODDS_STREAM_SEED, PLAYER1_ID, PLAYER2_ID, SEED_NUMBER } from './constants';
import { createHistory } from './history';
import { SPORTS, VIDEO_CHANNELS, createSportsData } from './sports';
import { createTradeLedger } from './trades';
import { createSeedTokens, createUsers } from './users';

export function createSeed(nowMs: number = clockNow()): MockState {
  const rng = createRng(SEED_NUMBER);
  const brands = createBrands();
  const { events, markets } = createSportsData(nowMs, rng);
  const users = createUsers();

  // player1's statement opens with the credit that explains its balance.
  const player1Opening = {
    id: 1,
    userId: PLAYER1_ID,
    date: iso(nowMs - DAY),
    description: 'Opening balance',
    type: 1 as const,
    credit: 100000,
    debit: 0,
    balance: 100000,
    eventId: null,
    sportId: null,
    settlement: null,
  };
  const history = createHistory(nowMs, rng, 2);
  const player2 = users.find((user) => user.id === PLAYER2_ID);
  if (player2) player2.balance = history.player2Balance;

  const casino = createCasino();
  return {
    users,
    tokens: createSeedTokens(nowMs),
    pendingRegistrations: [],
    loginAttempts: history.loginAttempts,
    brands,
    fallbackBrand: DEFAULT_BRAND,
    sports: SPORTS.map((sport) => ({ ...sport })),
    events,
    markets,
    bets: history.bets,
    transactions: [player1Opening, ...history.transactions],
    dwRequests: history.dwRequests,
    bonuses: history.bonuses,
    casino,
    videoChannels: new Map(VIDEO_CHANNELS),
    topWinners: createTopWinners(rng),
    siteConfigs: createSiteConfigs(casino, [...brands.keys()]),
    gameLists: createGameLists(casino),
    uploads: [],
    clientIp: CLIENT_IP,
    counters: {
      token: 1,
      user: FIRST_NEW_USER_ID,
      bet: history.nextIds.bet,
      transaction: history.nextIds.transaction,
      dwRequest: history.nextIds.dwRequest,
      loginAttempt: history.nextIds.loginAttempt,
      upload: 1,
      casinoSession: 1,
      cashOutRule: 1,
    },
    trades: createTradeLedger(events, markets, nowMs),
    cashOutRules: [],
    rng: createRng(ODDS_STREAM_SEED),
  };
}
