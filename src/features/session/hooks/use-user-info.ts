import { useSavedJson } from '@/hooks/use-saved-string';
import { userInfo, type UserInfo } from '../model/saved-session';

/** null for a visitor. */
export function useUserInfo(): UserInfo | null {
  return useSavedJson(userInfo);
}
