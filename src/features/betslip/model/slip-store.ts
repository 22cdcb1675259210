// The bet slip is one store (docs/architecture.md "Client state is small and owned"): the selection, the
// two inputs, where placing stands and how the last attempt ended. Pure transitions below, one
// module-level instance: a Store<SlipState> (lib/create-store.ts) read with useStore.
import { createStore, type Store } from '@/lib/create-store';
import { priceKindOf } from '@/lib/exchange/positions';
import { newClientRef } from '@/lib/client-ref';
import { formatPrice, parsePrice, parseStake, stepPrice } from './slip-inputs';
import type { SlipSelection } from './slip-selection';

/** placing: the bet is on its way; checking: its answer was lost and open bets are asked whether it
 * was placed; unknown: that could not be found out. The last three lock the slip (no blind repeat). */
export type SlipPhase = 'editing' | 'confirming' | 'placing' | 'checking' | 'unknown';

export type SlipOutcome =
  | { readonly kind: 'matched'; readonly title: string; readonly text: string }
  | { readonly kind: 'refused'; readonly title: string; readonly text: string; readonly newPrice: number | null }
  | { readonly kind: 'unknown'; readonly title: string; readonly text: string; readonly reason: string };

/** One bet being placed: its request (minus the reference) and the client reference it goes with.
 * The same bet placed again (after a refusal or a lost answer) keeps the reference, so the server
 * answers a repeat of a bet it did take with that bet instead of placing a second one. */
export interface SlipAttempt {
  readonly key: string;
  readonly clientRef: string;
  /** The bet delay the market had when the bet was sent (betDelayNow), which the slip counts down. */
  readonly delayMs?: number;
  /** After a lost answer: from when open bets without the bet mean it was not placed (epoch ms). */
  readonly decideAt?: number;
  /** Whether it was placed could not be found out, and the player chose to change the bet: the
   * slip warns that it may still be placed until a new bet replaces this attempt. */
  readonly undecided?: boolean;
}

export interface SlipState {
  readonly selection: SlipSelection | null;
  /** Odds or rate the bet is sent at: always valid (on the ladder, or a whole rate). */
  readonly price: number;
  readonly oddsText: string;
  /** Said when typed odds were snapped to the ladder (docs/domain.md). */
  readonly oddsNote: string | null;
  readonly stakeText: string;
  readonly phase: SlipPhase;
  readonly outcome: SlipOutcome | null;
  /** The last placement not known to be placed: kept while the player retries the same bet. */
  readonly attempt: SlipAttempt | null;
  /** Screens that want the desktop slip beside them (the markets page). */
  readonly hosts: number;
}

export const emptySlip: SlipState = {
  selection: null,
  price: 0,
  oddsText: '',
  oddsNote: null,
  stakeText: '',
  phase: 'editing',
  outcome: null,
  attempt: null,
  hosts: 0,
};

/** While a bet is on its way or its outcome is not known, the slip takes no other bet. */
export function isLocked(state: SlipState): boolean {
  return state.phase === 'placing' || state.phase === 'checking' || state.phase === 'unknown';
}

export const slipTransitions = {
  select(state: SlipState, selection: SlipSelection): SlipState {
    // A new selection while a bet is in flight would change what the player sees being placed.
    if (isLocked(state)) return state;
    const sameRunner =
      state.selection?.bookMarketId === selection.bookMarketId &&
      state.selection.runnerId === selection.runnerId &&
      state.selection.side === selection.side;
    return {
      ...state,
      selection,
      price: selection.price,
      oddsText: formatPrice(selection.price),
      oddsNote: null,
      // Clicking another price of the same runner and side keeps the stake being typed.
      stakeText: sameRunner ? state.stakeText : '',
      phase: 'editing',
      outcome: null,
    };
  },
  typeOdds(state: SlipState, text: string): SlipState {
    return { ...state, oddsText: text, oddsNote: null };
  },
  /** Blur or Enter: the typed odds become the price, snapped to the ladder with a note. */
  commitOdds(state: SlipState): SlipState {
    if (!state.selection) return state;
    const parsed = parsePrice(priceKindOf(state.selection.marketType), state.oddsText);
    if (!parsed.ok) return { ...state, oddsText: formatPrice(state.price), oddsNote: parsed.message };
    return { ...state, price: parsed.price, oddsText: formatPrice(parsed.price), oddsNote: parsed.note };
  },
  stepOdds(state: SlipState, direction: 1 | -1): SlipState {
    if (!state.selection) return state;
    const price = stepPrice(priceKindOf(state.selection.marketType), state.price, direction);
    return { ...state, price, oddsText: formatPrice(price), oddsNote: null };
  },
  typeStake(state: SlipState, text: string): SlipState {
    return { ...state, stakeText: text, outcome: state.phase === 'editing' ? null : state.outcome };
  },
  setStake(state: SlipState, stake: number): SlipState {
    return { ...state, stakeText: String(stake), outcome: null };
  },
  confirm(state: SlipState): SlipState {
    return state.phase === 'editing' ? { ...state, phase: 'confirming' } : state;
  },
  backToEditing(state: SlipState): SlipState {
    return state.phase === 'confirming' ? { ...state, phase: 'editing' } : state;
  },
  /** `key` names the bet (its request): the same bet again keeps its client reference. `delayMs`:
   * the market's bet delay as the bet is sent. */
  startPlacing(state: SlipState, key = '', makeRef: () => string = newClientRef, delayMs?: number): SlipState {
    const base = state.attempt?.key === key ? state.attempt : { key, clientRef: makeRef() };
    const attempt = delayMs === undefined ? base : { ...base, delayMs };
    return { ...state, phase: 'placing', outcome: null, attempt };
  },
  /** The answer was lost: open bets are asked. From placing (with when "not placed" may be said),
   * or again after an unknown outcome (keeping it). */
  startChecking(state: SlipState, decideAt?: number): SlipState {
    if (state.phase !== 'placing' && state.phase !== 'unknown') return state;
    const attempt = state.attempt && decideAt !== undefined ? { ...state.attempt, decideAt } : state.attempt;
    return { ...state, phase: 'checking', outcome: null, attempt };
  },
  /** Whether the bet was placed could not be found out: the slip stays locked and says so. */
  unknown(state: SlipState, outcome: SlipOutcome): SlipState {
    return { ...state, phase: 'unknown', outcome };
  },
  /** The outcome stayed unknown and the player chooses to change the bet: the slip unlocks, keeps the
   * attempt (the same bet again still carries its reference) and warns (attempt.undecided). */
  release(state: SlipState): SlipState {
    if (state.phase !== 'unknown' || !state.attempt) return state;
    return { ...state, phase: 'editing', outcome: null, attempt: { ...state.attempt, undecided: true } };
  },
  finish(state: SlipState, outcome: SlipOutcome): SlipState {
    // Matched: the stake is spent, the selection stays for another bet (a new one, a new reference).
    // Refused: all stays to retry, with the same reference while the bet is the same.
    const matched = outcome.kind === 'matched';
    return { ...state, phase: 'editing', outcome, stakeText: matched ? '' : state.stakeText, attempt: matched ? null : state.attempt };
  },
  /** Take the price the server said the market moved to. */
  takePrice(state: SlipState, price: number): SlipState {
    return { ...state, price, oddsText: formatPrice(price), oddsNote: null, outcome: null };
  },
  clear(state: SlipState): SlipState {
    if (isLocked(state)) return state;
    return { ...emptySlip, hosts: state.hosts };
  },
  /** Sign-out or a change of user: the slip empties in every phase. The next player must not find
   * it locked, nor have "Check again" search their open bets for the previous player's bet. */
  reset(state: SlipState): SlipState {
    return { ...emptySlip, hosts: state.hosts };
  },
};

export function stakeOf(state: SlipState): number | null {
  return parseStake(state.stakeText);
}

/** Transitions the store runs itself (beginPlacing and beginChecking say whether they could). */
type GuardedTransition = 'startPlacing' | 'startChecking';

/** Every other transition is a store method of the same name, without the state: a new action is
 * declared once, in slipTransitions. */
type SlipActions = {
  [K in Exclude<keyof typeof slipTransitions, GuardedTransition>]: (typeof slipTransitions)[K] extends (state: SlipState, ...args: infer A) => SlipState
    ? (...args: A) => void
    : never;
};

export interface SlipStore extends Store<SlipState>, SlipActions {
  /** The same as `get` (older callers and tests). */
  getState(): SlipState;
  /** Locks the slip for one placement of the bet named `key` (its request); false when a placement
   * is already under way or its outcome is unknown (no double bets). The attempt's client reference
   * is then `get().attempt`. `delayMs`: the market's bet delay as the bet is sent. */
  beginPlacing(key?: string, delayMs?: number): boolean;
  /** The placement's answer was lost: the slip says it is checking; false when nothing to check.
   * `decideAt`: from when open bets without the bet mean it was not placed. */
  beginChecking(decideAt?: number): boolean;
  /** A screen that shows the desktop slip beside it registers while mounted. */
  addHost(): () => void;
}

function actionsOf(store: Store<SlipState>): SlipActions {
  const actions: Record<string, (...args: never[]) => void> = {};
  for (const [name, transition] of Object.entries(slipTransitions)) {
    if (name === 'startPlacing' || name === 'startChecking') continue;
    const run = transition as (state: SlipState, ...args: unknown[]) => SlipState;
    actions[name] = (...args: unknown[]) => store.set(run(store.get(), ...args));
  }
  return actions as unknown as SlipActions;
}

export function createSlipStore(initial: SlipState = emptySlip, makeRef: () => string = newClientRef): SlipStore {
  const store = createStore<SlipState>(initial);
  const { get: state, set } = store;
  return {
    ...store,
    getState: state,
    ...actionsOf(store),
    beginPlacing(key, delayMs) {
      const current = state();
      if (isLocked(current) || !current.selection) return false;
      set(slipTransitions.startPlacing(current, key, makeRef, delayMs));
      return true;
    },
    beginChecking(decideAt) {
      const current = state();
      if (current.phase !== 'placing' && current.phase !== 'unknown') return false;
      set(slipTransitions.startChecking(current, decideAt));
      return true;
    },
    addHost() {
      set((current) => ({ ...current, hosts: current.hosts + 1 }));
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        set((current) => ({ ...current, hosts: Math.max(0, current.hosts - 1) }));
        // Leaving the last screen with prices drops the selection (not a bet being placed or checked),
        // judged once the commit's other effects have run: StrictMode unmounts and mounts a screen
        // again in one go, and a selection made before that must survive it.
        queueMicrotask(() => {
          const current = state();
          if (current.hosts === 0 && !isLocked(current)) set({ ...emptySlip });
        });
      };
    },
  };
}

/** The app's one bet slip. */
export const slipStore: SlipStore = createSlipStore();
