// The in-memory state of the mock backend. Wire shapes come from the generated types; records that
// the wire never shows whole (users, bets, markets with limits) are the mock's own.
import type {
  BetResult,
  Bonus,
  CasinoCategory,
  DepositWithdrawalCreatedResult,
  DomainSetting,
  Event,
  GameListFile,
  LoginAttemptResult,
  MarketType,
  PaymentMethod,
  Persistence,
  PriceSize,
  RealityCheckMinutes,
  SiteConfig,
  SportId,
  SportName,
  StakeButton,
  Status,
  TopWinner,
  UserSettingName,
} from '../../src/api/generated/types.gen';
import type { Rng } from './prng';
import type { PeriodLimits } from '../../src/features/protection/model/limits';

export interface SportFlags {
  football: boolean;
  tennis: boolean;
  cricket: boolean;
  horseRacing: boolean;
  kabaddi: boolean;
  casino: boolean;
}

export interface UserRecord {
  id: number;
  userName: string;
  password: string;
  mobile: string | null;
  /** The brand the player registered on. */
  domain: string;
  /** Cash; exposure is derived from open bets, never stored. */
  balance: number;
  isDemo: boolean;
  sports: SportFlags;
  stakes: StakeButton[];
  casinoToken: string;
  /** Casino tokens the player held before a break ended their sessions: they open nothing, but a
   * launch with one is told why (absent until the first). */
  revokedCasinoTokens?: string[];
  settings: Partial<Record<UserSettingName, string>>;
  /** Safer gambling (our proposal): absent until the player sets something. */
  protection?: ProtectionRecord;
}

/** A player's protection settings; limits as the pure rules keep them (src/features/protection/model). */
export interface ProtectionRecord {
  deposit: PeriodLimits;
  loss: PeriodLimits;
  realityCheckMinutes: RealityCheckMinutes;
  /** Epoch ms the time-out ends at (null: none taken). */
  timeOutUntil: number | null;
  /** Epoch ms the self-exclusion ends at (null: none). */
  exclusionUntil: number | null;
}

export interface TokenRecord {
  token: string;
  userId: number;
  kind: 'access' | 'refresh';
  expiresAt: number;
}

export interface PendingRegistration {
  userName: string;
  password: string;
  mobile: string;
  domain: string;
  otp: string;
}

export interface LoginAttemptRecord {
  id: number;
  /** null when the user name matched nobody. */
  userId: number | null;
  userName: string;
  creationTime: string;
  result: LoginAttemptResult;
  clientIpAddress: string | null;
  browserInfo: string | null;
}

export interface SportRecord {
  id: SportId;
  name: SportName;
  displayName: string;
}

export interface MarketLimit {
  minStake: number;
  maxStake: number;
  /** Bet delay in ms (0 before the event starts). */
  delayTime: number;
}

export interface RunnerRecord {
  id: number;
  /** For fancy this is the line's own market id: each line has its own book. */
  marketId: number;
  name: string;
  status: Status;
  back: PriceSize[];
  lay: PriceSize[];
}

export interface MarketRecord {
  marketId: number;
  eventId: number;
  marketName: string;
  marketType: MarketType;
  status: Status;
  inPlay: boolean;
  runners: RunnerRecord[];
  limit: MarketLimit;
}

export type BetSide = 'back' | 'lay';
export type BetState = 'OPEN' | BetResult;

export interface BetRecord {
  betId: number;
  userId: number;
  eventId: number;
  sportId: SportId;
  betTitle: string;
  /** The book the bet belongs to: the market, or for fancy the line's market id. */
  marketId: number;
  runnerId: number | null;
  marketType: MarketType;
  marketName: string;
  runnerName: string;
  /** Fancy: back = Yes, lay = No. */
  side: BetSide;
  /** Decimal odds (match odds, goals) or the integer rate R (bookmaker, toss, fancy). */
  rate: number;
  /** Fancy run line; null elsewhere. */
  line: number | null;
  /** The matched stake; `rate` is its size-weighted average odds (the asked odds while nothing matched). */
  stake: number;
  /** Exchange markets: the part still resting UNMATCHED at `askedRate` (absent or 0: all matched). */
  unmatchedStake?: number;
  /** The odds the player asked (set when a part rested unmatched). */
  askedRate?: number;
  /** Exchange markets: what happens to the resting part when the market suspends or turns in-play
   * (absent: LAPSE). */
  persistence?: Persistence;
  /** What rested and lapsed (state LAPSED when nothing had matched). */
  lapsedStake?: number;
  placeTime: string;
  /** The client's reference the bet was placed with (PlaceBetRequest.clientRef), unique per player. */
  clientRef?: string | null;
  state: BetState;
  settleTime: string | null;
  profitLoss: number;
}

export type TransactionKind = 1 | 2 | 3;

export interface TransactionRecord {
  id: number;
  userId: number;
  date: string;
  description: string;
  /** 1 deposit/withdrawal, 2 betting P&L, 3 bonus. */
  type: TransactionKind;
  credit: number;
  debit: number;
  /** Balance after this row. */
  balance: number;
  eventId: number | null;
  sportId: SportId | null;
  /** Settlement rows: the market and the bets they settled. */
  settlement: { marketType: MarketType; winner: string | null; betIds: number[] } | null;
}

export type DwStatus = 1 | 2 | 3;

export interface DwRequestRecord {
  id: number;
  userId: number;
  kind: 'Deposit' | 'Withdrawal';
  amount: number;
  paymentMethod: PaymentMethod;
  creationTime: string;
  status: DwStatus;
  accountNumber: string | null;
  accountHolderName: string | null;
  ifsc: string | null;
  payTmName: string | null;
  upiId: string | null;
  imageUrl: string | null;
  utr: string | null;
  remarks: string | null;
  /** The client's reference the request was made with (DepositWithdrawalRequest.clientRef), unique per player. */
  clientRef?: string | null;
  /** What the request answered when it was made: a repeat of its clientRef answers exactly this. */
  firstAnswer?: DepositWithdrawalCreatedResult;
}

export interface BonusRecord extends Bonus {
  userId: number;
}

export interface UploadRecord {
  url: string;
  userId: number;
  fileName: string;
  contentType: string;
  size: number;
}

export interface Counters {
  token: number;
  user: number;
  bet: number;
  transaction: number;
  dwRequest: number;
  loginAttempt: number;
  upload: number;
  casinoSession: number;
}

export interface MockState {
  users: UserRecord[];
  tokens: Map<string, TokenRecord>;
  pendingRegistrations: PendingRegistration[];
  loginAttempts: LoginAttemptRecord[];
  /** Keyed by host name; 'default' answers hosts no brand claims. */
  brands: Map<string, DomainSetting>;
  /** The brand for requests whose Origin/Host matches none (provider states move it). */
  fallbackBrand: string;
  sports: SportRecord[];
  events: Event[];
  markets: MarketRecord[];
  bets: BetRecord[];
  transactions: TransactionRecord[];
  dwRequests: DwRequestRecord[];
  bonuses: BonusRecord[];
  casino: CasinoCategory[];
  /** The stream provider's channel per streamed match, by dreamEventId (GetVideoLink lists those in play). */
  videoChannels: Map<number, string>;
  topWinners: TopWinner[];
  siteConfigs: Map<string, SiteConfig>;
  gameLists: Map<string, GameListFile>;
  uploads: UploadRecord[];
  clientIp: string;
  counters: Counters;
  /** Drives the odds stream; part of the state so a reset replays the same moves. */
  rng: Rng;
}
