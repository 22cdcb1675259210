import { availableToBet, useOpenBets } from '@/features/wallet';

export interface Funds {
  balance: number;
  exposure: number;
  available: number;
}

/** From the header's source, so both always agree. */
export function useFunds() {
  const openBets = useOpenBets();
  const result = openBets.data?.result;
  const funds: Funds | undefined = result
    ? { balance: result.balance, exposure: result.exposure, available: availableToBet(result.balance, result.exposure) }
    : undefined;
  return { funds, query: openBets };
}
