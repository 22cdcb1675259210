import { useEffect } from 'react';
import { slipStore } from '../model/slip-store';

/** A screen with prices calls this: while it is mounted, the desktop slip shows beside it. */
export function useBetSlipHost(): void {
  useEffect(() => slipStore.addHost(), []);
}
