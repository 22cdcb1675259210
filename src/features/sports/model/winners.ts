// Top winners on the home page (docs/product.md §7 Bet/GetTopTenWinners/20, §9 "Top winners count: 20").

export const TOP_WINNERS_COUNT = 20;

/** The backend masks names ('ra***7'); a name that arrives unmasked is masked here, so no full user
 * name is ever shown to other players. */
export function maskedWinnerName(userName: string): string {
  const name = userName.trim();
  if (name.includes('*')) return name;
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}
