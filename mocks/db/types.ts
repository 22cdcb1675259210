// Wire shapes are the generated types; records the wire never shows whole are the mock's own.
import type {
  BetResult,
  Bonus,
  CashOutRule,
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
  domain: string;
  /** Exposure is derived from open bets, never stored. */
  balance: number;
  isDemo: boolean;
  sports: SportFlags;
  stakes: StakeButton[];
  casinoToken: string;
  /** Tokens a break ended: a launch with one is told why. */
  revokedCasinoTokens?: string[];
  settings: Partial<Record<UserSettingName, string>>;
  protection?: ProtectionRecord;
}

export interface ProtectionRecord {
  deposit: PeriodLimits;
  loss: PeriodLimits;
  realityCheckMinutes: RealityCheckMinutes;
  /** Epoch ms. */
  timeOutUntil: number | null;
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
  delayTime: number;
}

export interface RunnerRecord {
  id: number;
  /** Fancy: the line's own market id (each line is its own book). */
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
  marketId: number;
  runnerId: number | null;
  marketType: MarketType;
  marketName: string;
  runnerName: string;
  /** Fancy: back = Yes, lay = No. */
  side: BetSide;
  /** Decimal odds (match odds, goals) or the integer rate R (bookmaker, toss, fancy). */
  rate: number;
  line: number | null;
  /** `rate` is its size-weighted average odds (the asked odds while nothing matched). */
  stake: number;
  /** Resting UNMATCHED at `askedRate`. */
  unmatchedStake?: number;
  askedRate?: number;
  /** Absent: LAPSE. */
  persistence?: Persistence;
  lapsedStake?: number;
  placeTime: string;
  /** Unique per player. */
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
  balance: number;
  eventId: number | null;
  sportId: SportId | null;
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
  /** Unique per player. */
  clientRef?: string | null;
  /** What a repeat of its clientRef answers. */
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
  cashOutRule: number;
}

/** One match on an exchange runner; the backer's stake in paisa. */
export interface TradeRecord {
  /** Epoch ms. */
  time: number;
  price: number;
  paisa: number;
}

export interface RunnerLedger {
  marketId: number;
  /** Price in hundredths → paisa matched there. */
  volume: Map<number, number>;
  totalPaisa: number;
  lastPrice: number | null;
  /** Oldest first; only the newest TRADES_KEPT stay (volume keeps them all). */
  trades: TradeRecord[];
  tradeCount: number;
}

export interface TradeLedger {
  /** Exchange runners only, by runner id. */
  runners: Map<number, RunnerLedger>;
  /** Seeds the price stream's own trade sizes without drawing on `rng`. */
  streamTrades: number;
}

/** Our proposal (Bet/SetCashOutRule): one per player and market. */
export interface CashOutRuleRecord extends CashOutRule {
  userId: number;
}

export interface MockState {
  users: UserRecord[];
  tokens: Map<string, TokenRecord>;
  pendingRegistrations: PendingRegistration[];
  loginAttempts: LoginAttemptRecord[];
  /** 'default' answers hosts no brand claims. */
  brands: Map<string, DomainSetting>;
  fallbackBrand: string;
  sports: SportRecord[];
  events: Event[];
  markets: MarketRecord[];
  bets: BetRecord[];
  transactions: TransactionRecord[];
  dwRequests: DwRequestRecord[];
  bonuses: BonusRecord[];
  casino: CasinoCategory[];
  /** By dreamEventId. */
  videoChannels: Map<number, string>;
  topWinners: TopWinner[];
  siteConfigs: Map<string, SiteConfig>;
  gameLists: Map<string, GameListFile>;
  uploads: UploadRecord[];
  clientIp: string;
  counters: Counters;
  trades: TradeLedger;
  cashOutRules: CashOutRuleRecord[];
  /** So a reset replays the same moves. */
  rng: Rng;
}
