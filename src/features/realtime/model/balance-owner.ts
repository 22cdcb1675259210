/** Case-insensitive, as the login; a push naming nobody is the connection's own. */
export function isBalanceFor(message: { readonly userName?: string }, signedInNames: readonly string[]): boolean {
  if (message.userName === undefined) return true;
  const named = message.userName.trim().toLowerCase();
  return signedInNames.some((name) => name.trim().toLowerCase() === named);
}
