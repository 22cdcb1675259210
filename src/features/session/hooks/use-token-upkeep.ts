import { useEffect, useRef } from 'react';
import { storageKeys } from '@/lib/storage';
import { useStoredString } from '@/lib/use-stored-string';
import { isApiError } from '@/api/errors';
import { getAccessTokenValidateTime, refreshToken } from '@/api/generated/sdk.gen';
import { readRefreshToken, storeRefreshedToken } from '../model/stored-session';
import { startTokenUpkeep } from '../model/token-upkeep';
import { useSignOut } from './use-sign-out';


/** The token checked travels as the bearer header, never in the URL (openapi/exchange.yaml). It is
 * named here, not taken from storage, so the answer is about the token this upkeep keeps. */
async function minutesLeft(accessToken: string): Promise<number> {
  const { data } = await getAccessTokenValidateTime({ headers: { Authorization: `Bearer ${accessToken}` }, throwOnError: true });
  return data.result;
}

async function renewToken(token: string) {
  const { data } = await refreshToken({ query: { refreshToken: token }, throwOnError: true });
  return data.result;
}

/** Keeps the stored access token alive (model/token-upkeep.ts). Each new token, from a sign-in or a
 * refresh, starts a fresh upkeep, which is the backend family's "refresh and re-check". */
export function useTokenUpkeep(): void {
  const accessToken = useStoredString(storageKeys.accessToken);
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
      onRefreshed: (result) => storeRefreshedToken(result, Date.now()),
      onExpired: () => signOutRef.current('expired'),
      // A 401 has already ended the session through the api layer (src/api/session-ended.ts).
      endedSession: (error) => isApiError(error) && error.kind === 'unauthorized',
      schedule: (run, ms) => {
        const id = setTimeout(run, ms);
        return () => clearTimeout(id);
      },
    });
  }, [accessToken]);
}
