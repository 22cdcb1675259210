import { useQuery } from '@tanstack/react-query';
import type { CashOutRule } from '@/api/generated/types.gen';
import { useIsSignedIn } from '@/features/session';
import { cashOutRulesQueryOptions } from './rules-query';

/** `marketId` null asks nothing (a visitor, a market that takes no rule). */
export function useCashOutRule(marketId: number | null): CashOutRule | undefined {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    ...cashOutRulesQueryOptions(),
    enabled: signedIn && marketId !== null,
    select: (answer) => answer.result.find((rule) => rule.marketId === marketId),
  });
  return data;
}
