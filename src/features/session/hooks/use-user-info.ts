import { useStoredJson } from '@/lib/use-stored-string';
import { userInfo, type UserInfo } from '../model/stored-session';

/** docs/product.md §3 userinfo (balance and exposure at login, the per-sport flags, the username); null for a
 * visitor. */
export function useUserInfo(): UserInfo | null {
  return useStoredJson(userInfo);
}
