import { href } from '@/config/paths';

// The id is the request type (docs/wire.md §2.10); any other opens deposits.

export type PaymentTab = 'deposit' | 'withdraw';

export const TAB_IDS: Record<PaymentTab, number> = { deposit: 1, withdraw: 2 };

export function tabFromRouteId(id: string | undefined): PaymentTab {
  return id === String(TAB_IDS.withdraw) ? 'withdraw' : 'deposit';
}

export function depositWithdrawHref(tab: PaymentTab): string {
  return href.depositWithdraw(TAB_IDS[tab]);
}
