/** docs/product.md §9. */
export const TOP_WINNERS_COUNT = 20;

/** The backend masks names ('ra***7'); one that arrives unmasked is masked here all the same. */
export function maskedWinnerName(userName: string): string {
  const name = userName.trim();
  if (name.includes('*')) return name;
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}
