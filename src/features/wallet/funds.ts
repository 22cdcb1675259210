// docs/product.md §7: the open-bets object carries balance and exposure; what is left to stake is derived.

/** Balance minus exposure: what the player can still stake. */
export function availableToBet(balance: number, exposure: number): number {
  return balance - exposure;
}
