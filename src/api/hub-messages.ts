import * as z from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import type { OddsUpdate, PriceLevel } from '@/lib/price-store';
import type { cashOutRuleHubMessages } from './hub-cash-out-rule-messages';
import type { ladderHubMessages } from './hub-ladder-messages';
import { amountWire, hubMessage, priceSizeWire, statusWire } from './hub-wire';

// openapi/hub.asyncapi.yaml; tests/unit/hub-asyncapi-sync.test.ts keeps the schemas in step.

export { hubStatuses, priceSizeWire, type HubStatus } from './hub-wire';

const ladderWire = z.array(priceSizeWire).check(z.maxLength(3));

export const hubEnvelopeWire = z.object({ Code: z.string(), Data: z.string() });

/** `UserName` (our proposal) hides a push for another player; the family's hub omits it. */
export const userBalanceDataWire = z.object({ Balance: z.number(), Exposure: z.number(), UserName: z.optional(z.string()) });

export const oddsUpdateDataWire = z.object({
  EventId: z.int32(),
  MarketId: z.int32(),
  RunnerId: z.int32(),
  Status: statusWire,
  Back: ladderWire,
  Lay: ladderWire,
  /** Our proposal; null until the runner first trades. */
  LastPriceTraded: z.optional(z.nullable(z.number())),
  TotalMatched: z.optional(amountWire),
  MarketTotalMatched: z.optional(amountWire),
});

export const marketStatusDataWire = z.object({
  EventId: z.int32(),
  MarketId: z.int32(),
  Status: statusWire,
});

export const betMatchedDataWire = z.object({
  BetId: z.int32(),
  EventId: z.int32(),
  MarketId: z.int32(),
  RunnerId: z.int32(),
  MatchedNow: z.number().check(z.minimum(0)),
  MatchedStake: z.number().check(z.minimum(0)),
  AverageMatchedOdds: z.number(),
  UnmatchedStake: z.number().check(z.minimum(0)),
});

export const betLapsedReasons = ['SUSPENDED', 'IN_PLAY'] as const;

export const betLapsedDataWire = z.object({
  BetId: z.int32(),
  EventId: z.int32(),
  MarketId: z.int32(),
  RunnerId: z.int32(),
  LapsedStake: z.number().check(z.minimum(0)),
  MatchedStake: z.number().check(z.minimum(0)),
  Reason: z.enum(betLapsedReasons),
});

/** docs/product.md §3; Token is '' for a visitor. */
export const registerClientArgumentWire = z.object({
  Browser: z.string(),
  Domain: z.string(),
  CurrentPage: z.string(),
  Token: z.string(),
});
export type RegisterClientArgument = z.infer<typeof registerClientArgumentWire>;

// One entry per Code (docs/architecture.md "Add a hub message").

export const hubMessages = {
  UserBalance: hubMessage(userBalanceDataWire, (d): { balance: number; exposure: number; userName?: string } =>
    d.UserName === undefined
      ? { balance: d.Balance, exposure: d.Exposure }
      : { balance: d.Balance, exposure: d.Exposure, userName: d.UserName },
  ),
  OddsUpdate: hubMessage(oddsUpdateDataWire, (d): OddsUpdate => ({
    eventId: d.EventId,
    marketId: d.MarketId,
    runnerId: d.RunnerId,
    status: d.Status,
    back: d.Back.map(toPriceLevel),
    lay: d.Lay.map(toPriceLevel),
    lastPriceTraded: d.LastPriceTraded,
    totalMatched: d.TotalMatched,
    marketTotalMatched: d.MarketTotalMatched,
  })),
  MarketStatus: hubMessage(marketStatusDataWire, (d) => ({ eventId: d.EventId, marketId: d.MarketId, status: d.Status })),
  /** Our proposal; `matchedNow` is what this move of the market matched. */
  BetMatched: hubMessage(betMatchedDataWire, (d) => ({
    betId: d.BetId,
    eventId: d.EventId,
    marketId: d.MarketId,
    runnerId: d.RunnerId,
    matchedNow: d.MatchedNow,
    matchedStake: d.MatchedStake,
    averageMatchedOdds: d.AverageMatchedOdds,
    unmatchedStake: d.UnmatchedStake,
  })),
  /** Our proposal; `matchedStake` is what stays matched (0: the whole bet lapsed). */
  BetLapsed: hubMessage(betLapsedDataWire, (d) => ({
    betId: d.BetId,
    eventId: d.EventId,
    marketId: d.MarketId,
    runnerId: d.RunnerId,
    lapsedStake: d.LapsedStake,
    matchedStake: d.MatchedStake,
    reason: d.Reason,
  })),
};

/** Codes whose decoders load with the screen that asks for them (`addHubMessages`). */
type LaterHubMessages = typeof ladderHubMessages & typeof cashOutRuleHubMessages;
type HubMessageTable = typeof hubMessages & LaterHubMessages;
export type HubCode = keyof HubMessageTable;
/** A later Code is 'unknown-code' until `addHubMessages` adds it. */
export const hubCodes = Object.keys(hubMessages) as readonly (keyof typeof hubMessages)[];

const laterMessages: Partial<LaterHubMessages> = {};

export function addHubMessages(table: Partial<LaterHubMessages>): void {
  Object.assign(laterMessages, table);
}

export type HubMessageOf<C extends HubCode> = Readonly<{ code: C } & z.output<HubMessageTable[C]['decoder']>>;
export type HubMessage = { [C in HubCode]: HubMessageOf<C> }[HubCode];
export type HubWireData<C extends HubCode> = z.input<HubMessageTable[C]['wire']>;

export type UserBalanceMessage = HubMessageOf<'UserBalance'>;
export type OddsUpdateMessage = HubMessageOf<'OddsUpdate'>;
export type MarketStatusMessage = HubMessageOf<'MarketStatus'>;
export type BetMatchedMessage = HubMessageOf<'BetMatched'>;
export type BetLapsedMessage = HubMessageOf<'BetLapsed'>;
export type LadderUpdateMessage = HubMessageOf<'LadderUpdate'>;
export type CashOutRuleUpdateMessage = HubMessageOf<'CashOutRuleUpdate'>;

function decoderOf(code: string): z.ZodMiniType | undefined {
  // TypeScript cannot narrow a string to a key of either table.
  if (Object.hasOwn(hubMessages, code)) return hubMessages[code as keyof typeof hubMessages].decoder;
  return Object.hasOwn(laterMessages, code) ? laterMessages[code as keyof LaterHubMessages]?.decoder : undefined;
}

/** `unknown-code` is expected as the hub grows, not an error. */
export type HubDecodeFailureReason = 'not-a-string' | 'outer-json' | 'envelope' | 'unknown-code' | 'inner-json' | 'payload';

export interface HubDecodeFailure {
  /** `null` so that `switch (decoded.code)` separates failures from messages. */
  readonly code: null;
  readonly reason: HubDecodeFailureReason;
  /** For logs, never shown to the player (docs/product.md §8). */
  readonly detail: string;
  readonly receivedCode?: string;
}

export function isHubDecodeFailure(value: HubMessage | HubDecodeFailure): value is HubDecodeFailure {
  return value.code === null;
}

function toPriceLevel(level: z.infer<typeof priceSizeWire>): PriceLevel {
  return { price: level.Price, size: level.Size };
}

function failure(reason: HubDecodeFailureReason, detail: string, receivedCode?: string): HubDecodeFailure {
  return receivedCode === undefined ? { code: null, reason, detail } : { code: null, reason, detail, receivedCode };
}

function describeIssues(error: $ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`).join('; ');
}

type JsonResult = { ok: true; value: unknown } | { ok: false; message: string };

function parseJson(text: string): JsonResult {
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Never throws. */
export function decodeHubMessage(raw: unknown): HubMessage | HubDecodeFailure {
  if (typeof raw !== 'string') {
    return failure('not-a-string', `expected a JSON string, got ${raw === null ? 'null' : typeof raw}`);
  }
  const outer = parseJson(raw);
  if (!outer.ok) return failure('outer-json', outer.message);

  const envelope = hubEnvelopeWire.safeParse(outer.value);
  if (!envelope.success) return failure('envelope', describeIssues(envelope.error));
  const receivedCode = envelope.data.Code;

  const decoder = decoderOf(receivedCode);
  if (!decoder) return failure('unknown-code', `Code '${receivedCode}' is not handled`, receivedCode);

  const inner = parseJson(envelope.data.Data);
  if (!inner.ok) return failure('inner-json', inner.message, receivedCode);

  const payload = decoder.safeParse(inner.value);
  if (!payload.success) return failure('payload', describeIssues(payload.error), receivedCode);
  // TypeScript cannot tie the union of payloads to the Code that chose it.
  return { code: receivedCode, ...(payload.data as object) } as HubMessage;
}

export type HubMessageSinks = { [C in HubCode as `on${C}`]?: (message: HubMessageOf<C>) => void } & {
  onIgnored(reason: HubDecodeFailure, raw: unknown): void;
};

export function createHubMessageHandler(sinks: HubMessageSinks): (raw: unknown) => void {
  return (raw) => {
    const decoded = decodeHubMessage(raw);
    if (decoded.code === null) {
      sinks.onIgnored(decoded, raw);
      return;
    }
    // TypeScript cannot tie a message of the union to its own Code's sink.
    const sink = sinks[`on${decoded.code}`] as ((message: HubMessage) => void) | undefined;
    sink?.call(sinks, decoded);
  };
}
