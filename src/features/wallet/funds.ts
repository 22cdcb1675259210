export function availableToBet(balance: number, exposure: number): number {
  return balance - exposure;
}
