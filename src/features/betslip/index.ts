// The bet slip feature's public API: the one slip
// store and its views, the projections runner rows show while a stake is typed, and the player's
// open bets, positions and limits as server state.

// The slip
export { BetSlipAside } from './components/bet-slip-aside';
export { BetSlipInline } from './components/bet-slip-inline';
export { slipStore, type SlipState, type SlipOutcome } from './model/slip-store';
export type { SlipSelection } from './model/slip-selection';
export { selectionOf } from './model/slip-selection';
export { useBetSlipHost } from './hooks/use-bet-slip-host';
export { useBetSlipAsideOpen } from './hooks/use-bet-slip-aside-open';

// Cash out on exchange markets (docs/domain.md "Trading out", "Cash out across the ladder"): its
// live value, and one bet walked across the book that levels the player's position, placed by the slip
export { CashOut } from './components/cash-out';

// What a price click does (one-click betting places at once) and its setting
export { useSelectPrice } from './hooks/use-select-price';
export { OneClickSetting } from './components/one-click-setting';

// Projections while a stake is typed
export { useProjectedPosition } from './hooks/use-projected-position';
export { useProjectedFancyWorstCase } from './hooks/use-projected-fancy-worst-case';
export { fancyWorstCase } from './model/slip-figures';

