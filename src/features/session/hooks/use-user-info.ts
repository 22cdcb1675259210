import { useStoredJson } from '@/lib/use-stored-string';
import { userInfo, type UserInfo } from '../model/saved-session';

/** null for a visitor. */
export function useUserInfo(): UserInfo | null {
  return useStoredJson(userInfo);
}
