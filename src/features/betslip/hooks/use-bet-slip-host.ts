import { useEffect } from 'react';
import { slipStore } from '../model/slip-store';

/** While a screen with prices is mounted, the desktop slip shows beside it. */
export function useBetSlipHost(): void {
  useEffect(() => slipStore.addHost(), []);
}
