import type { UserBalanceMessage } from '@/api/hub-messages';

/**
 * Whether a UserBalance push may be shown to `signedInUser`: false when it names another player (the
 * proposed `UserName`; user names compare without regard to case, as the login does). A push that
 * names nobody (the family's hub) is taken as the connection's own: that the connection is the
 * current one is the client's check (realtime-client.ts).
 */
export function isBalanceFor(message: UserBalanceMessage, signedInUser: string | null): boolean {
  if (message.userName === undefined) return true;
  return signedInUser !== null && message.userName.trim().toLowerCase() === signedInUser.trim().toLowerCase();
}
