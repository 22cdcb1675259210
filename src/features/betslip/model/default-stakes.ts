import type { StakeButton } from '@/api/generated/types.gen';

/** docs/product.md §3 "Stake button". */
export const DEFAULT_STAKE_BUTTONS: readonly StakeButton[] = [
  { title: '10k', value: 10000 },
  { title: '25k', value: 25000 },
  { title: '50k', value: 50000 },
  { title: '1 lac', value: 100000 },
  { title: '2 lac', value: 200000 },
  { title: '5 lac', value: 500000 },
  { title: '10 lac', value: 1000000 },
  { title: '15 lac', value: 1500000 },
];

/** UserStake/Add takes exactly eight. */
export const STAKE_BUTTON_COUNT = 8;
