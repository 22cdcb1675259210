import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchMissingAccountData, mirrorAccountCache } from './wallet-copies';

export function useAccountCopies(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = mirrorAccountCache(queryClient);
    fetchMissingAccountData(queryClient);
    return stop;
  }, [queryClient]);
}
