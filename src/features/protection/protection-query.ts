import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getPlayerProtectionOptions, getPlayerProtectionQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { GetPlayerProtectionResponse, LimitStanding } from '@/api/generated/types.gen';
import { useIsSignedIn } from '@/features/session';

/** Our proposal (ResponsibleGambling/GetProtection), read while signed in. */
export function useProtection() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...getPlayerProtectionOptions(), enabled: signedIn });
}

/** A change's answer is the new settings: no second read. */
export function useCacheProtection(): (answer: GetPlayerProtectionResponse) => void {
  const queryClient = useQueryClient();
  return useCallback((answer) => queryClient.setQueryData(getPlayerProtectionQueryKey(), answer), [queryClient]);
}

/** After a deposit request or a settled bet: what the limits leave moved. */
export function useRefreshLimits(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: getPlayerProtectionQueryKey() }), [queryClient]);
}

export function bindingOf(standings: readonly LimitStanding[] | undefined): (LimitStanding & { left: number }) | null {
  let binding: (LimitStanding & { left: number }) | null = null;
  for (const standing of standings ?? []) {
    const { left } = standing;
    if (left === null) continue;
    if (!binding || left < binding.left) binding = { ...standing, left };
  }
  return binding;
}
