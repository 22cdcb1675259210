import { useCallback, useMemo } from 'react';
import { useIsSignedIn, useUserInfo } from '@/features/session';
import { isFramedByAnotherOrigin } from '@/lib/framing';
import { readJson, storageKeys, writeJson } from '@/lib/storage';
import { useSavedString } from '@/hooks/use-saved-string';
import { ONE_CLICK_OFF, oneClickOf, oneClickStoreSchema, withOneClick, type OneClickSetting } from '../model/one-click';

export function useOneClickBet(): [OneClickSetting, (next: OneClickSetting) => void] {
  const framed = isFramedByAnotherOrigin();
  const signedIn = useIsSignedIn();
  const info = useUserInfo();
  const raw = useSavedString(storageKeys.oneClickBet);
  // docs/product.md §3 userinfo; the same for a demo player.
  const userName = signedIn && !framed ? (info?.username ?? info?.userName ?? null) : null;
  const setting = useMemo(
    () => (raw === null ? ONE_CLICK_OFF : oneClickOf(readJson(storageKeys.oneClickBet, oneClickStoreSchema), userName)),
    [raw, userName],
  );
  const set = useCallback(
    (next: OneClickSetting) => {
      if (userName === null) return;
      writeJson(storageKeys.oneClickBet, withOneClick(readJson(storageKeys.oneClickBet, oneClickStoreSchema), userName, next));
    },
    [userName],
  );
  return [setting, set];
}
