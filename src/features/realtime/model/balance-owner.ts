import type { UserBalanceMessage } from '@/api/hub-messages';

/**
 * Whether a UserBalance push may be shown to the signed-in player, known by `signedInNames` (the
 * stored username and the server's userName: a demo player's differ): false when it names another
 * player (the proposed `UserName`; names compare without regard to case, as the login does). A push
 * that names nobody (the family's hub) is taken as the connection's own: that the connection is the
 * current one is the client's check (realtime-client.ts).
 */
export function isBalanceFor(message: UserBalanceMessage, signedInNames: readonly string[]): boolean {
  if (message.userName === undefined) return true;
  const named = message.userName.trim().toLowerCase();
  return signedInNames.some((name) => name.trim().toLowerCase() === named);
}
