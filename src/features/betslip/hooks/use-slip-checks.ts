import { useOpenBets } from '@/features/wallet';
import { useLimitLeft } from '@/features/protection';
import type { SlipSelection } from '../model/slip-selection';
import type { SlipCheckInput } from '../model/slip-figures';
import { useBestPrice } from './use-best-price';
import { useCurrentBook } from './use-current-book';
import { useSelectionLimit } from './use-selection-limit';
import { useSelectionStatus } from './use-selection-status';

/** What slipRefusal checks a bet against, live. */
export function useSlipChecks(selection: SlipSelection | null) {
  const status = useSelectionStatus(selection);
  const limit = useSelectionLimit(selection);
  const book = useCurrentBook(selection);
  const best = useBestPrice(selection);
  const openBets = useOpenBets().data?.result;
  const lossLeft = useLimitLeft('loss');
  const account: SlipCheckInput['account'] = openBets ? { ...openBets, lossLeft } : undefined;
  return { status, limit, book, best, account };
}
