// docs/architecture.md "Client state is small and owned".
import { createStore, type Store } from '@/lib/store';
import { priceKindOf } from '@/lib/exchange/positions';
import { newClientRef } from '@/lib/client-ref';
import { formatPrice, parsePrice, parseStake, stepPrice } from './slip-inputs';
import type { SlipSelection } from './slip-selection';

/** checking: the answer was lost and open bets are asked. */
export type SlipPhase = 'editing' | 'confirming' | 'placing' | 'checking' | 'unknown';

export type SlipOutcome =
  | { readonly kind: 'matched'; readonly title: string; readonly text: string; readonly execution?: string }
  | { readonly kind: 'refused'; readonly title: string; readonly text: string; readonly newPrice: number | null }
  | { readonly kind: 'unknown'; readonly title: string; readonly text: string; readonly reason: string };

/** Why the client reference: docs/decisions/0008-lost-answers-and-client-references.md */
export interface SlipAttempt {
  readonly key: string;
  readonly clientRef: string;
  readonly delayMs?: number;
  /** From when open bets without the bet mean "not placed" (epoch ms). */
  readonly decideAt?: number;
  /** Changed after an unknown outcome: warn it may still be placed. */
  readonly undecided?: boolean;
}

export interface SlipState {
  readonly selection: SlipSelection | null;
  readonly price: number;
  readonly oddsText: string;
  readonly oddsNote: string | null;
  readonly stakeText: string;
  readonly phase: SlipPhase;
  readonly outcome: SlipOutcome | null;
  readonly attempt: SlipAttempt | null;
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

export function isLocked(state: SlipState): boolean {
  return state.phase === 'placing' || state.phase === 'checking' || state.phase === 'unknown';
}

export const slipTransitions = {
  select(state: SlipState, selection: SlipSelection): SlipState {
    // A bet in flight must stay what the player sees being placed.
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
      stakeText: sameRunner ? state.stakeText : '',
      phase: 'editing',
      outcome: null,
    };
  },
  typeOdds(state: SlipState, text: string): SlipState {
    return { ...state, oddsText: text, oddsNote: null };
  },
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
  /** The same `key` (the bet's request) keeps its client reference. */
  startPlacing(state: SlipState, key = '', makeRef: () => string = newClientRef, delayMs?: number): SlipState {
    const base = state.attempt?.key === key ? state.attempt : { key, clientRef: makeRef() };
    const attempt = delayMs === undefined ? base : { ...base, delayMs };
    return { ...state, phase: 'placing', outcome: null, attempt };
  },
  startChecking(state: SlipState, decideAt?: number): SlipState {
    if (state.phase !== 'placing' && state.phase !== 'unknown') return state;
    const attempt = state.attempt && decideAt !== undefined ? { ...state.attempt, decideAt } : state.attempt;
    return { ...state, phase: 'checking', outcome: null, attempt };
  },
  unknown(state: SlipState, outcome: SlipOutcome): SlipState {
    return { ...state, phase: 'unknown', outcome };
  },
  release(state: SlipState): SlipState {
    if (state.phase !== 'unknown' || !state.attempt) return state;
    return { ...state, phase: 'editing', outcome: null, attempt: { ...state.attempt, undecided: true } };
  },
  finish(state: SlipState, outcome: SlipOutcome): SlipState {
    // Matched: the next bet gets a new reference; refused: all stays to retry.
    const matched = outcome.kind === 'matched';
    return { ...state, phase: 'editing', outcome, stakeText: matched ? '' : state.stakeText, attempt: matched ? null : state.attempt };
  },
  takePrice(state: SlipState, price: number): SlipState {
    return { ...state, price, oddsText: formatPrice(price), oddsNote: null, outcome: null };
  },
  clear(state: SlipState): SlipState {
    if (isLocked(state)) return state;
    return { ...emptySlip, hosts: state.hosts };
  },
  /** Sign-out: nothing of the last player's bet may remain. */
  reset(state: SlipState): SlipState {
    return { ...emptySlip, hosts: state.hosts };
  },
};

export function stakeOf(state: SlipState): number | null {
  return parseStake(state.stakeText);
}

type GuardedTransition = 'startPlacing' | 'startChecking';

type SlipActions = {
  [K in Exclude<keyof typeof slipTransitions, GuardedTransition>]: (typeof slipTransitions)[K] extends (
    state: SlipState,
    ...args: infer A
  ) => SlipState
    ? (...args: A) => void
    : never;
};

export interface SlipStore extends Store<SlipState>, SlipActions {
  /** False while a placement is under way or unknown: no double bets. */
  beginPlacing(key?: string, delayMs?: number): boolean;
  beginChecking(decideAt?: number): boolean;
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
        // StrictMode unmounts and mounts again: the selection must survive it.
        queueMicrotask(() => {
          const current = state();
          if (current.hosts === 0 && !isLocked(current)) set({ ...emptySlip });
        });
      };
    },
  };
}

export const slipStore: SlipStore = createSlipStore();
