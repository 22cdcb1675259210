/**
 * False when the push (UserBalance, CashOutRuleUpdate) names another player (case-insensitive, as
 * the login); naming nobody means the connection's own.
 */
export function isBalanceFor(message: { readonly userName?: string }, signedInNames: readonly string[]): boolean {
  if (message.userName === undefined) return true;
  const named = message.userName.trim().toLowerCase();
  return signedInNames.some((name) => name.trim().toLowerCase() === named);
}
