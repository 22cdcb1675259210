import { useEffect, useRef } from 'react';
import { storageKeys } from '@/lib/storage';
import { useSavedString } from '@/hooks/use-saved-string';
import { isApiError } from '@/api/errors';
import { getAccessTokenValidateTime, refreshToken } from '@/api/generated/sdk.gen';
import { readRefreshToken, saveRefreshedToken } from '../model/saved-session';
import { startTokenUpkeep } from '../model/token-upkeep';
import { useSignOut } from './use-sign-out';

/** Named, not read from storage: the answer is about this upkeep's token. */
async function minutesLeft(accessToken: string): Promise<number> {
  const { data } = await getAccessTokenValidateTime({ headers: { Authorization: `Bearer ${accessToken}` }, throwOnError: true });
  return data.result;
}

async function renewToken(token: string) {
  const { data } = await refreshToken({ query: { refreshToken: token }, throwOnError: true });
  return data.result;
}

/** Each new token starts a fresh upkeep: the re-check. */
export function useTokenUpkeep(): void {
  const accessToken = useSavedString(storageKeys.accessToken);
  const signOut = useSignOut();
  const signOutRef = useRef(signOut);
  useEffect(() => {
    signOutRef.current = signOut;
  }, [signOut]);

  useEffect(() => {
    if (!accessToken) return;
    return startTokenUpkeep({
      accessToken,
      readRefreshToken,
      minutesLeft,
      refresh: renewToken,
      onRefreshed: (result) => saveRefreshedToken(result, Date.now()),
      onExpired: () => signOutRef.current('expired'),
      endedSession: (error) => isApiError(error) && error.kind === 'unauthorized',
      schedule: (run, ms) => {
        const id = setTimeout(run, ms);
        return () => clearTimeout(id);
      },
    });
  }, [accessToken]);
}
