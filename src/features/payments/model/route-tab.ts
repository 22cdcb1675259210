import { href } from '@/config/paths';

// /depositw/:id? (docs/product.md §2: "deposit/withdrawal; the id is optional"). The id is the request type of
// the backend family's CreateRequestForDepositWithdrawal (docs/wire.md §2.10): 1 deposit, 2 withdrawal.
// No id, or any other value, opens the deposit tab.

export type PaymentTab = 'deposit' | 'withdraw';

export const TAB_IDS: Record<PaymentTab, number> = { deposit: 1, withdraw: 2 };

export function tabFromRouteId(id: string | undefined): PaymentTab {
  return id === String(TAB_IDS.withdraw) ? 'withdraw' : 'deposit';
}

export function depositWithdrawHref(tab: PaymentTab): string {
  return href.depositWithdraw(TAB_IDS[tab]);
}
