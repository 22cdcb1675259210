// The slip
export { BetSlipAside } from './components/bet-slip-aside';
export { BetSlipInline } from './components/bet-slip-inline';
export { BetSlipInDialog } from './components/bet-slip-in-dialog';
export { slipStore, type SlipState, type SlipOutcome } from './model/slip-store';
export type { SlipSelection } from './model/slip-selection';
export { selectionOf } from './model/slip-selection';
export { useBetSlipHost } from './hooks/use-bet-slip-host';
export { useBetSlipAsideOpen } from './hooks/use-bet-slip-aside-open';

// Cash out (docs/domain.md "Cash out across the ladder")
export { CashOut } from './components/cash-out';

export { useSelectPrice } from './hooks/use-select-price';
export { useStakeButtons } from './hooks/use-stake-buttons';
export { OneClickSetting } from './components/one-click-setting';

export { useProjectedPosition } from './hooks/use-projected-position';
export { useProjectedFancyWorstCase } from './hooks/use-projected-fancy-worst-case';
export { fancyWorstCase } from './model/slip-figures';
