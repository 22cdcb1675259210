import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchMissingAccountData, mirrorAccountCache } from './wallet-copies';

/** docs/product.md §3, §4: on start, fetches the open bets and P&L that had no local copy; from then on keeps
 * the OpenBets, ProfitLoss, balance and exposure copies in step with the cache. */
export function useAccountCopies(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = mirrorAccountCache(queryClient);
    fetchMissingAccountData(queryClient);
    return stop;
  }, [queryClient]);
}
