import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getUserExpectedProfitLossQueryKey, getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { OpenBets } from '@/api/generated/types.gen';
import { applyBalance, cachedOpenBets, refreshAccount } from '@/features/wallet';

// The one way the player's money is written in the cache.

const openBets: OpenBets = { balance: 1000, exposure: 200, openBets: [] };

function clientWithOpenBets(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(getUserOpenBetsQueryKey(), { success: true, result: openBets });
  return queryClient;
}

describe('applyBalance', () => {
  it('shows a new balance and exposure, and says whether the exposure moved', () => {
    const queryClient = clientWithOpenBets();
    expect(applyBalance(queryClient, { balance: 900, exposure: 200 })).toEqual({ exposureMoved: false });
    expect(cachedOpenBets(queryClient)).toEqual({ ...openBets, balance: 900 });
    expect(applyBalance(queryClient, { balance: 850, exposure: 250 })).toEqual({ exposureMoved: true });
    expect(cachedOpenBets(queryClient)).toEqual({ ...openBets, balance: 850, exposure: 250 });
  });

  it('keeps the exposure when the answer carries only a balance (a bonus, a withdrawal)', () => {
    const queryClient = clientWithOpenBets();
    expect(applyBalance(queryClient, { balance: 1500 })).toEqual({ exposureMoved: false });
    expect(cachedOpenBets(queryClient)).toEqual({ ...openBets, balance: 1500 });
  });

  it('keeps a push over an open-bets answer that was on its way, and asks again to settle which is newer', async () => {
    const queryClient = clientWithOpenBets();
    let answer: (value: { success: true; result: OpenBets }) => void = () => {};
    const loading = queryClient.fetchQuery({
      queryKey: getUserOpenBetsQueryKey(),
      queryFn: () => new Promise<{ success: true; result: OpenBets }>((resolve) => (answer = resolve)),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    applyBalance(queryClient, { balance: 900, exposure: 150 });
    applyBalance(queryClient, { balance: 880, exposure: 170 });
    answer({ success: true, result: openBets });
    await loading;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cachedOpenBets(queryClient)).toEqual({ ...openBets, balance: 880, exposure: 170 });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([getUserOpenBetsQueryKey()]);
  });

  it('asks nothing more when no open-bets load is on its way', async () => {
    const queryClient = clientWithOpenBets();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    applyBalance(queryClient, { balance: 900, exposure: 150 });
    await Promise.resolve();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('writes nothing before open bets are loaded (the first load brings the figures)', () => {
    const queryClient = new QueryClient();
    expect(applyBalance(queryClient, { balance: 900, exposure: 100 })).toEqual({ exposureMoved: false });
    expect(cachedOpenBets(queryClient)).toBeUndefined();
  });
});

describe('refreshAccount', () => {
  const invalidatedKeys = async (options?: Parameters<typeof refreshAccount>[1]) => {
    const queryClient = clientWithOpenBets();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    await refreshAccount(queryClient, options);
    return invalidate.mock.calls.map(([filters]) => [filters?.queryKey, filters?.refetchType ?? 'active']);
  };

  it('refetches open bets and the expected P&L shown on screen', async () => {
    expect(await invalidatedKeys()).toEqual([
      [getUserOpenBetsQueryKey(), 'active'],
      [getUserExpectedProfitLossQueryKey(), 'active'],
    ]);
  });

  it('leaves the P&L alone when asked, and refetches it unshown when leaving the lobby (docs/product.md §2)', async () => {
    expect(await invalidatedKeys({ profitLoss: false })).toEqual([[getUserOpenBetsQueryKey(), 'active']]);
    expect(await invalidatedKeys({ profitLoss: 'even-unshown' })).toEqual([
      [getUserOpenBetsQueryKey(), 'active'],
      [getUserExpectedProfitLossQueryKey(), 'all'],
    ]);
  });
});
