import type { UserBalanceMessage } from '@/api/hub-messages';

/** False when the push names another player (case-insensitive, as the login); naming nobody means the connection's own. */
export function isBalanceFor(message: UserBalanceMessage, signedInNames: readonly string[]): boolean {
  if (message.userName === undefined) return true;
  const named = message.userName.trim().toLowerCase();
  return signedInNames.some((name) => name.trim().toLowerCase() === named);
}
