import { describe, expectTypeOf, it } from 'vitest';
import type * as wire from '@/api/generated/types.gen';
import type { CashOutRuleCancel, CashOutRuleLine, CashOutRuleState } from '@/lib/exchange/cash-out-rules';
import type { BetType, MarketType, PriceSize, Status } from '@/lib/exchange/types';

// src/lib/exchange spells out the wire vocabulary it speaks (lib imports no api code); these are the
// generated types exactly, so a change to openapi/exchange.yaml fails here first.

describe('the money rules speak the wire vocabulary', () => {
  it('market types, statuses, bet types and price levels equal the generated ones', () => {
    expectTypeOf<MarketType>().toEqualTypeOf<wire.MarketType>();
    expectTypeOf<Status>().toEqualTypeOf<wire.Status>();
    expectTypeOf<BetType>().toEqualTypeOf<wire.BetType>();
    expectTypeOf<PriceSize>().toEqualTypeOf<wire.PriceSize>();
  });

  it('an automatic cash out’s states, lines and reasons equal the generated ones', () => {
    expectTypeOf<CashOutRuleState>().toEqualTypeOf<wire.CashOutRuleState>();
    expectTypeOf<CashOutRuleLine | null>().toEqualTypeOf<wire.CashOutRule['firedBy']>();
    expectTypeOf<CashOutRuleCancel | null>().toEqualTypeOf<wire.CashOutRule['cancelReason']>();
  });
});
