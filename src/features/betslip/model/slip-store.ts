// The bet slip is one store (ARCHITECTURE.md "Client state is small and owned"): the selection, the
// two inputs, where placing stands and how the last attempt ended. Pure transitions below, one
// module-level instance, subscribed to with useSyncExternalStore.
import { priceKindOf } from '@/lib/exchange/positions';
import { formatPrice, parsePrice, parseStake, stepPrice } from './slip-inputs';
import type { SlipSelection } from './slip-selection';

export type SlipPhase = 'editing' | 'confirming' | 'placing';

export type SlipOutcome =
  | { readonly kind: 'matched'; readonly title: string; readonly text: string }
  | { readonly kind: 'refused'; readonly title: string; readonly text: string; readonly newPrice: number | null };

export interface SlipState {
  readonly selection: SlipSelection | null;
  /** Odds or rate the bet is sent at: always valid (on the ladder, or a whole rate). */
  readonly price: number;
  readonly oddsText: string;
  /** Said when typed odds were snapped to the ladder (exchange-domain.md). */
  readonly oddsNote: string | null;
  readonly stakeText: string;
  readonly phase: SlipPhase;
  readonly outcome: SlipOutcome | null;
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
  hosts: 0,
};

export const slipTransitions = {
  select(state: SlipState, selection: SlipSelection): SlipState {
    // A new selection while a bet is in flight would change what the player sees being placed.
    if (state.phase === 'placing') return state;
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
  startPlacing(state: SlipState): SlipState {
    return { ...state, phase: 'placing', outcome: null };
  },
  finish(state: SlipState, outcome: SlipOutcome): SlipState {
    // Matched: the stake is spent, the selection stays for another bet. Refused: all stays to retry.
    return { ...state, phase: 'editing', outcome, stakeText: outcome.kind === 'matched' ? '' : state.stakeText };
  },
  /** Take the price the server said the market moved to. */
  usePrice(state: SlipState, price: number): SlipState {
    return { ...state, price, oddsText: formatPrice(price), oddsNote: null, outcome: null };
  },
  clear(state: SlipState): SlipState {
    if (state.phase === 'placing') return state;
    return { ...emptySlip, hosts: state.hosts };
  },
};

export function stakeOf(state: SlipState): number | null {
  return parseStake(state.stakeText);
}

type Listener = () => void;

export interface SlipStore {
  getState(): SlipState;
  subscribe(listener: Listener): () => void;
  select(selection: SlipSelection): void;
  typeOdds(text: string): void;
  commitOdds(): void;
  stepOdds(direction: 1 | -1): void;
  typeStake(text: string): void;
  setStake(stake: number): void;
  confirm(): void;
  backToEditing(): void;
  /** Locks the slip for one placement; false when a placement is already under way (no double bets). */
  beginPlacing(): boolean;
  finish(outcome: SlipOutcome): void;
  usePrice(price: number): void;
  clear(): void;
  /** A screen that shows the desktop slip beside it registers while mounted. */
  addHost(): () => void;
}

export function createSlipStore(initial: SlipState = emptySlip): SlipStore {
  let state = initial;
  const listeners = new Set<Listener>();
  const set = (next: SlipState): void => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    select: (selection) => set(slipTransitions.select(state, selection)),
    typeOdds: (text) => set(slipTransitions.typeOdds(state, text)),
    commitOdds: () => set(slipTransitions.commitOdds(state)),
    stepOdds: (direction) => set(slipTransitions.stepOdds(state, direction)),
    typeStake: (text) => set(slipTransitions.typeStake(state, text)),
    setStake: (stake) => set(slipTransitions.setStake(state, stake)),
    confirm: () => set(slipTransitions.confirm(state)),
    backToEditing: () => set(slipTransitions.backToEditing(state)),
    beginPlacing() {
      if (state.phase === 'placing' || !state.selection) return false;
      set(slipTransitions.startPlacing(state));
      return true;
    },
    finish: (outcome) => set(slipTransitions.finish(state, outcome)),
    usePrice: (price) => set(slipTransitions.usePrice(state, price)),
    clear: () => set(slipTransitions.clear(state)),
    addHost() {
      set({ ...state, hosts: state.hosts + 1 });
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        const hosts = Math.max(0, state.hosts - 1);
        // Leaving the last screen with prices drops the selection (not a bet being placed).
        set(hosts === 0 && state.phase !== 'placing' ? { ...emptySlip, hosts } : { ...state, hosts });
      };
    },
  };
}

/** The app's one bet slip. */
export const slipStore: SlipStore = createSlipStore();
