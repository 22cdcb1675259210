import { useSyncExternalStore } from 'react';
import { userInfo, type UserInfo } from '../model/session-store';

const noUserInfo = () => null;

/** docs/product.md §3 userinfo (balance and exposure at login, the per-sport flags, the username); null for a
 * visitor. */
export function useUserInfo(): UserInfo | null {
  return useSyncExternalStore(userInfo.subscribe, userInfo.get, noUserInfo);
}
