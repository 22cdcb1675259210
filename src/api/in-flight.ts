import { createStore, type Store } from '@/lib/store';

// docs/product.md §4 "Requests in flight", §9

export const LEAVE_AFTER_SUCCESS_MS = 1000;
export const LEAVE_AFTER_ERROR_MS = 100;

export const EXCLUDED_FROM_IN_FLIGHT = [
  'Account/Authenticate',
  'Odds/',
  'Bet/PlaceBet',
  'GetUserLimits',
  'GetScoreCard',
  'Video',
  'GetGames',
  'game-lists/',
  'TreeSportWithEvent',
  'GetUserExpectedProfitLoss',
  'GetUserOpenBets',
  'client-ip',
  'teslahub',
  // The session's background upkeep (docs/wire.md §5).
  'GetAccessTokenValidateTime',
  'Account/RefreshToken',
  'GetSettingExpiry',
] as const;

export interface InFlightEntry {
  readonly id: number;
  /** 'GET /Bet/GetUserBetHistory' */
  readonly operation: string;
}

let nextId = 1;
const store = createStore<readonly InFlightEntry[]>([]);
export const inFlightStore: Store<readonly InFlightEntry[]> = store;

export function isExcludedFromInFlight(url: string): boolean {
  const lower = url.toLowerCase();
  return EXCLUDED_FROM_IN_FLIGHT.some((fragment) => lower.includes(fragment.toLowerCase()));
}

/** The returned removal is idempotent. */
export function joinInFlight(operation: string): (outcome: 'success' | 'error') => void {
  const entry: InFlightEntry = { id: nextId++, operation };
  store.set((entries) => [...entries, entry]);
  let scheduled = false;
  return (outcome) => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(
      () => store.set((entries) => entries.filter((item) => item !== entry)),
      outcome === 'success' ? LEAVE_AFTER_SUCCESS_MS : LEAVE_AFTER_ERROR_MS,
    );
  };
}

/** The same array until it changes. */
export const inFlightSnapshot = (): readonly InFlightEntry[] => store.get();
export const subscribeInFlight = store.subscribe;

/** Tests only. */
export function resetInFlight(): void {
  store.set([]);
}
