import * as z from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import type { OddsUpdate, PriceLevel } from '@/lib/price-store';

// The decoder for the hub's `Message` pushes (openapi/hub.asyncapi.yaml, docs/product.md §3
// "Real-time message"). The argument of `Message` is a JSON string whose value is `{Code, Data}`, and
// `Data` is itself a JSON string whose value is the payload selected by `Code`. Both levels are
// parsed here, once, so the rest of the app only ever sees the typed, camelCased union below.
// The wire schemas mirror the AsyncAPI file by hand; tests/unit/hub-asyncapi-sync.test.ts decodes
// every example of that file with this module so the two cannot drift apart.

/** The Codes this app handles; anything else is ignored (AsyncAPI: "unknown Codes are ignored"). */
export const hubCodes = ['UserBalance', 'OddsUpdate', 'MarketStatus', 'BetMatched', 'BetLapsed'] as const;
export type HubCode = (typeof hubCodes)[number];
const hubCodeSchema = z.enum(hubCodes);

export const hubStatuses = ['ACTIVE', 'SUSPENDED', 'BALLRUNNING', 'CLOSED'] as const;
export type HubStatus = (typeof hubStatuses)[number];

// ── wire schemas (PascalCase, as the hub sends them). z.object strips unknown keys, which is the
// tolerance the AsyncAPI file promises for extra payload fields.

const statusWire = z.enum(hubStatuses);
export const priceSizeWire = z.object({ Price: z.number(), Size: z.number().check(z.minimum(0)) });
const ladderWire = z.array(priceSizeWire).check(z.maxLength(3));

/** Decoded `{Code, Data}`: Data is still a JSON string at this level. */
export const hubEnvelopeWire = z.object({ Code: z.string(), Data: z.string() });

/** `UserName` is our proposal (openapi/hub.asyncapi.yaml): whose balance it is, so that a push for
 * another player is not shown. Optional: the family's hub does not send it. */
export const userBalanceDataWire = z.object({ Balance: z.number(), Exposure: z.number(), UserName: z.optional(z.string()) });

export const oddsUpdateDataWire = z.object({
  EventId: z.int32(),
  MarketId: z.int32(),
  RunnerId: z.int32(),
  Status: statusWire,
  Back: ladderWire,
  Lay: ladderWire,
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

/**
 * The single argument of the client's `RegisterClient` invocation (docs/product.md §3 "Real-time client
 * registration"). PascalCase because that is the hub's wire format; Token is '' for a visitor.
 */
export const registerClientArgumentWire = z.object({
  Browser: z.string(),
  Domain: z.string(),
  CurrentPage: z.string(),
  Token: z.string(),
});
export type RegisterClientArgument = z.infer<typeof registerClientArgumentWire>;

// ── the app's view

export interface UserBalanceMessage {
  readonly code: 'UserBalance';
  readonly balance: number;
  readonly exposure: number;
  /** Whose balance it is, when the hub says (our proposal); absent otherwise. */
  readonly userName?: string;
}

/** One runner's prices and status: the price store's OddsUpdate (one type for the hub's message and a
 * poll's runner: live prices have one home), with its Code. Back best first (highest), lay best
 * first (lowest), at most three levels each. */
export interface OddsUpdateMessage extends OddsUpdate {
  readonly code: 'OddsUpdate';
}

export interface MarketStatusMessage {
  readonly code: 'MarketStatus';
  readonly eventId: number;
  readonly marketId: number;
  readonly status: HubStatus;
}

/** One of the player's resting (unmatched) bets matched, in full or in part: our proposal,
 * openapi/hub.asyncapi.yaml. */
export interface BetMatchedMessage {
  readonly code: 'BetMatched';
  readonly betId: number;
  readonly eventId: number;
  readonly marketId: number;
  readonly runnerId: number;
  /** Matched by this move of the market. */
  readonly matchedNow: number;
  readonly matchedStake: number;
  readonly averageMatchedOdds: number;
  readonly unmatchedStake: number;
}

/** The unmatched part of one of the player's bets was cancelled because its market suspended or
 * turned in-play (persistence LAPSE): our proposal, openapi/hub.asyncapi.yaml. */
export interface BetLapsedMessage {
  readonly code: 'BetLapsed';
  readonly betId: number;
  readonly eventId: number;
  readonly marketId: number;
  readonly runnerId: number;
  readonly lapsedStake: number;
  /** What stays matched (0: the whole bet lapsed). */
  readonly matchedStake: number;
  readonly reason: (typeof betLapsedReasons)[number];
}

export type HubMessage = UserBalanceMessage | OddsUpdateMessage | MarketStatusMessage | BetMatchedMessage | BetLapsedMessage;

/**
 * Why a push was not turned into a HubMessage:
 * - `not-a-string`: the argument is not a string (the hub always sends a JSON string);
 * - `outer-json` / `inner-json`: the argument / its `Data` is not valid JSON;
 * - `envelope`: the decoded argument is not `{Code: string, Data: string}`;
 * - `unknown-code`: a Code this app does not handle (expected as the hub grows: not an error);
 * - `payload`: `Data` decoded but does not match the schema of its Code.
 */
export type HubDecodeFailureReason =
  | 'not-a-string'
  | 'outer-json'
  | 'envelope'
  | 'unknown-code'
  | 'inner-json'
  | 'payload';

export interface HubDecodeFailure {
  /** `null` so that `switch (decoded.code)` separates failures from messages. */
  readonly code: null;
  readonly reason: HubDecodeFailureReason;
  /** A short human-readable explanation (for logs, never shown to the player: docs/product.md §8). */
  readonly detail: string;
  /** The envelope's Code when it got that far. */
  readonly receivedCode?: string;
}

export function isHubDecodeFailure(value: HubMessage | HubDecodeFailure): value is HubDecodeFailure {
  return value.code === null;
}

const payloadDecoders = {
  UserBalance: z.pipe(userBalanceDataWire, z.transform(
    (d: z.infer<typeof userBalanceDataWire>): UserBalanceMessage =>
      d.UserName === undefined
        ? { code: 'UserBalance', balance: d.Balance, exposure: d.Exposure }
        : { code: 'UserBalance', balance: d.Balance, exposure: d.Exposure, userName: d.UserName },
  )),
  OddsUpdate: z.pipe(oddsUpdateDataWire, z.transform(
    (d: z.infer<typeof oddsUpdateDataWire>): OddsUpdateMessage => ({
      code: 'OddsUpdate',
      eventId: d.EventId,
      marketId: d.MarketId,
      runnerId: d.RunnerId,
      status: d.Status,
      back: d.Back.map(toPriceLevel),
      lay: d.Lay.map(toPriceLevel),
    }),
  )),
  MarketStatus: z.pipe(marketStatusDataWire, z.transform(
    (d: z.infer<typeof marketStatusDataWire>): MarketStatusMessage => ({
      code: 'MarketStatus',
      eventId: d.EventId,
      marketId: d.MarketId,
      status: d.Status,
    }),
  )),
  BetMatched: z.pipe(betMatchedDataWire, z.transform(
    (d: z.infer<typeof betMatchedDataWire>): BetMatchedMessage => ({
      code: 'BetMatched',
      betId: d.BetId,
      eventId: d.EventId,
      marketId: d.MarketId,
      runnerId: d.RunnerId,
      matchedNow: d.MatchedNow,
      matchedStake: d.MatchedStake,
      averageMatchedOdds: d.AverageMatchedOdds,
      unmatchedStake: d.UnmatchedStake,
    }),
  )),
  BetLapsed: z.pipe(betLapsedDataWire, z.transform(
    (d: z.infer<typeof betLapsedDataWire>): BetLapsedMessage => ({
      code: 'BetLapsed',
      betId: d.BetId,
      eventId: d.EventId,
      marketId: d.MarketId,
      runnerId: d.RunnerId,
      lapsedStake: d.LapsedStake,
      matchedStake: d.MatchedStake,
      reason: d.Reason,
    }),
  )),
} satisfies Record<HubCode, z.ZodMiniType<HubMessage, unknown>>;

function toPriceLevel(level: z.infer<typeof priceSizeWire>): PriceLevel {
  return { price: level.Price, size: level.Size };
}

function failure(
  reason: HubDecodeFailureReason,
  detail: string,
  receivedCode?: string,
): HubDecodeFailure {
  return receivedCode === undefined ? { code: null, reason, detail } : { code: null, reason, detail, receivedCode };
}

function describeIssues(error: $ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
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

/** Decodes one `Message` argument (both JSON levels). Never throws. */
export function decodeHubMessage(raw: unknown): HubMessage | HubDecodeFailure {
  if (typeof raw !== 'string') {
    return failure('not-a-string', `expected a JSON string, got ${raw === null ? 'null' : typeof raw}`);
  }
  const outer = parseJson(raw);
  if (!outer.ok) return failure('outer-json', outer.message);

  const envelope = hubEnvelopeWire.safeParse(outer.value);
  if (!envelope.success) return failure('envelope', describeIssues(envelope.error));
  const receivedCode = envelope.data.Code;

  const code = hubCodeSchema.safeParse(receivedCode);
  if (!code.success) return failure('unknown-code', `Code '${receivedCode}' is not handled`, receivedCode);

  const inner = parseJson(envelope.data.Data);
  if (!inner.ok) return failure('inner-json', inner.message, receivedCode);

  const payload = payloadDecoders[code.data].safeParse(inner.value);
  if (!payload.success) return failure('payload', describeIssues(payload.error), receivedCode);
  return payload.data;
}

export interface HubMessageSinks {
  onUserBalance(message: UserBalanceMessage): void;
  onOddsUpdate(message: OddsUpdateMessage): void;
  onMarketStatus(message: MarketStatusMessage): void;
  /** Optional: a client without unmatched bets ignores it. */
  onBetMatched?(message: BetMatchedMessage): void;
  /** Optional: a client without unmatched bets ignores it. */
  onBetLapsed?(message: BetLapsedMessage): void;
  /** A push that decoded to nothing this app uses; `raw` is the argument as received. */
  onIgnored(reason: HubDecodeFailure, raw: unknown): void;
}

/**
 * The handler the app's hub connection registers for `Message` (and the one the Pact message test
 * feeds). Decoding never throws; an exception from a sink is the sink's own bug and is left to
 * propagate (SignalR logs handler errors without dropping the connection).
 */
export function createHubMessageHandler(sinks: HubMessageSinks): (raw: unknown) => void {
  return (raw) => {
    const decoded = decodeHubMessage(raw);
    switch (decoded.code) {
      case 'UserBalance':
        sinks.onUserBalance(decoded);
        return;
      case 'OddsUpdate':
        sinks.onOddsUpdate(decoded);
        return;
      case 'MarketStatus':
        sinks.onMarketStatus(decoded);
        return;
      case 'BetMatched':
        sinks.onBetMatched?.(decoded);
        return;
      case 'BetLapsed':
        sinks.onBetLapsed?.(decoded);
        return;
      case null:
        sinks.onIgnored(decoded, raw);
        return;
    }
  };
}
