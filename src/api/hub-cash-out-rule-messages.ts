import * as z from 'zod/mini';
import { hubMessage } from './hub-wire';

// Our proposal; added after the first paint, for a signed-in player only.
export const cashOutRuleStates = ['WAITING', 'SUSPENDED', 'FIRED', 'CANCELLED'] as const;
export const cashOutRuleLines = ['TAKE_PROFIT', 'STOP_LOSS'] as const;
export const cashOutRuleCancelReasons = ['REMOVED', 'NO_POSITION', 'MARKET_CLOSED', 'NOT_FILLED'] as const;

export const cashOutRuleResultWire = z.object({
  BetId: z.int32(),
  Side: z.enum(['back', 'lay']),
  RunnerId: z.int32(),
  Stake: z.number(),
  AverageOdds: z.number(),
  Profit: z.number(),
  ValueAtLine: z.number(),
});

export const cashOutRuleUpdateDataWire = z.object({
  RuleId: z.int32(),
  EventId: z.int32(),
  MarketId: z.int32(),
  MarketName: z.string(),
  TakeProfit: z.nullable(z.number()),
  StopLoss: z.nullable(z.number()),
  State: z.enum(cashOutRuleStates),
  FiredBy: z.nullable(z.enum(cashOutRuleLines)),
  Result: z.nullable(cashOutRuleResultWire),
  CancelReason: z.nullable(z.enum(cashOutRuleCancelReasons)),
  UserName: z.optional(z.string().check(z.minLength(1))),
});

type ResultWire = z.output<typeof cashOutRuleResultWire>;

const toResult = (r: ResultWire) => ({
  betId: r.BetId,
  side: r.Side,
  runnerId: r.RunnerId,
  stake: r.Stake,
  averageOdds: r.AverageOdds,
  profit: r.Profit,
  valueAtLine: r.ValueAtLine,
});

export interface CashOutRuleView {
  ruleId: number;
  eventId: number;
  marketId: number;
  marketName: string;
  takeProfit: number | null;
  stopLoss: number | null;
  state: (typeof cashOutRuleStates)[number];
  firedBy: (typeof cashOutRuleLines)[number] | null;
  result: ReturnType<typeof toResult> | null;
  cancelReason: (typeof cashOutRuleCancelReasons)[number] | null;
  /** As in `UserBalance`: the player the rule is for. */
  userName?: string;
}

export const cashOutRuleHubMessages = {
  /** The whole rule, as `Bet/GetCashOutRules` has it, without its times. */
  CashOutRuleUpdate: hubMessage(cashOutRuleUpdateDataWire, (d): CashOutRuleView => {
    const rule: CashOutRuleView = {
      ruleId: d.RuleId,
      eventId: d.EventId,
      marketId: d.MarketId,
      marketName: d.MarketName,
      takeProfit: d.TakeProfit,
      stopLoss: d.StopLoss,
      state: d.State,
      firedBy: d.FiredBy,
      result: d.Result === null ? null : toResult(d.Result),
      cancelReason: d.CancelReason,
    };
    return d.UserName === undefined ? rule : { ...rule, userName: d.UserName };
  }),
};
