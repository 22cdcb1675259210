// Pact provider states (tests/contract/provider-support.ts); an unknown name or bad params is an error.
import * as z from 'zod';
import { createSeed, getState, nowMs, resetDb, type MockState } from './db';
import { brandFor, localhostBrand } from './db/seed/brands';
import { MARKET_SLOT, marketIdOf, runnerIdOf } from './db/seed/sports';
import { PLAYER1_ID } from './db/seed/constants';
import { announceBalance } from './db/services/exposure';
import { findUserByName, grantAccessToken } from './db/services/users';
import { addStatementRow, createDwRequest } from './db/services/wallet';
import type { UserRecord } from './db/types';
import { endSessions, protectionOf } from './db/services/protection';
import { COOLING_OFF_MS } from './db/rules';
import { isExchangeMarket, recordTrade, runnerTrading } from './db/services/trades';
import { placeBet } from './db/services/betting';
import { setCashOutRule } from './db/services/cash-out-rules';

interface ProviderState<S extends z.ZodType> {
  params: S;
  apply: (params: z.output<S>) => void;
}

function state<S extends z.ZodType>(params: S, apply: (params: z.output<S>) => void): ProviderState<S> {
  return { params, apply };
}

const noParams = z.looseObject({});

function ensurePlayer1(current: MockState): UserRecord {
  const existing = current.users.find((user) => user.id === PLAYER1_ID);
  if (existing) return existing;
  const seeded = createSeed(nowMs()).users.find((user) => user.id === PLAYER1_ID);
  if (!seeded) throw new Error('The seed has no player1');
  current.users.push(seeded);
  return seeded;
}

/** Where 'player1 has balance' puts its exposure: upcoming, no bet delay. */
const EXPOSURE_EVENT = 1003;

export const providerStates = {
  /** Keeps brand settings an earlier state of the interaction made. */
  'player1 exists': state(noParams, () => {
    const { brands, fallbackBrand } = getState();
    const fresh = resetDb();
    fresh.brands = brands;
    fresh.fallbackBrand = fallbackBrand;
  }),

  /** e2e pass a short `accessTokenSeconds` to see a refresh. */
  'player1 is signed in': state(
    z.object({
      token: z.string().min(1),
      refreshToken: z.string().min(1).optional(),
      accessTokenSeconds: z.number().int().min(1).optional(),
    }),
    ({ token, refreshToken, accessTokenSeconds }) => {
      const current = getState();
      const player1 = ensurePlayer1(current);
      grantAccessToken(current, token, player1.id, nowMs(), accessTokenSeconds);
      const refresh = refreshToken ?? `rt-${player1.userName}`;
      current.tokens.set(refresh, { token: refresh, userId: player1.id, kind: 'refresh', expiresAt: nowMs() + 30 * 86_400_000 });
    },
  ),

  'brand settings exist': state(
    z.object({
      domain: z.string().min(1),
      allowSignUp: z.boolean().optional(),
      skipVerification: z.boolean().optional(),
      siteSuspended: z.boolean().optional(),
      casino: z.boolean().optional(),
      defaultLanguage: z.enum(['en', 'hi']).optional(),
    }),
    ({ domain, ...flags }) => {
      const current = getState();
      const key = domain.toLowerCase();
      const overrides = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
      const existing = current.brands.get(key);
      current.brands.set(key, existing ? { ...existing, ...overrides } : brandFor(key, 100 + current.brands.size, overrides));
      current.fallbackBrand = key;
    },
  ),

  'no player is named': state(z.object({ userName: z.string().min(1) }), ({ userName }) => {
    const current = getState();
    const user = findUserByName(current, userName);
    if (user) {
      current.users = current.users.filter((candidate) => candidate !== user);
      for (const [token, record] of current.tokens) if (record.userId === user.id) current.tokens.delete(token);
    }
    current.pendingRegistrations = current.pendingRegistrations.filter(
      (pending) => pending.userName.toLowerCase() !== userName.toLowerCase(),
    );
  }),

  'a registration awaits its OTP': state(
    z.object({ userName: z.string().min(1), mobile: z.string().min(1), domain: z.string().min(1), otp: z.string().regex(/^[0-9]{4,8}$/) }),
    ({ userName, mobile, domain, otp }) => {
      providerStates['no player is named'].apply({ userName });
      getState().pendingRegistrations.push({ userName, mobile, domain, otp, password: 'Secret@123' });
    },
  ),

  /** One back bet of stake = exposure makes the exposure real. */
  'player1 has balance': state(
    z.object({ balance: z.number().min(0), exposure: z.number().min(0), clientRef: z.string().min(1).optional() }),
    ({ balance, exposure, clientRef }) => {
      const current = getState();
      const player1 = ensurePlayer1(current);
      const now = nowMs();
      current.bets = current.bets.filter((bet) => !(bet.userId === player1.id && bet.state === 'OPEN'));
      const delta = Math.round((balance - player1.balance) * 100) / 100;
      if (delta !== 0) addStatementRow(current, player1, { description: 'Balance adjustment', type: 1, amount: delta }, now);
      if (exposure > 0) {
        const marketId = marketIdOf(EXPOSURE_EVENT, MARKET_SLOT.matchOdds);
        const market = current.markets.find((candidate) => candidate.marketId === marketId);
        const event = current.events.find((candidate) => candidate.id === EXPOSURE_EVENT);
        const runner = market?.runners[0];
        if (!market || !event || !runner) throw new Error('The seed lacks the market the exposure state uses');
        current.bets.push({
          betId: current.counters.bet++,
          userId: player1.id,
          eventId: event.id,
          sportId: event.sportId,
          betTitle: event.title,
          marketId,
          runnerId: runnerIdOf(marketId, 1),
          marketType: 'match_odd',
          marketName: market.marketName,
          runnerName: runner.name,
          side: 'back',
          rate: runner.back[0]?.price ?? 2,
          line: null,
          stake: exposure,
          placeTime: new Date(now).toISOString(),
          clientRef: clientRef ?? null,
          state: 'OPEN',
          settleTime: null,
          profitLoss: 0,
        });
      }
      announceBalance(current, player1);
    },
  ),
  /** `odds` above the runner's best back, so nothing matches yet. */
  'player1 has an unmatched bet': state(
    z.object({
      betId: z.number().int().positive(),
      eventId: z.number().int(),
      marketId: z.number().int(),
      runnerId: z.number().int(),
      odds: z.number().gt(1),
      stake: z.number().positive(),
      persistence: z.enum(['LAPSE', 'PERSIST']).optional(),
    }),
    ({ betId, eventId, marketId, runnerId, odds, stake, persistence }) => {
      const current = getState();
      const player1 = ensurePlayer1(current);
      const market = current.markets.find((candidate) => candidate.eventId === eventId && candidate.marketId === marketId);
      const runner = market?.runners.find((candidate) => candidate.id === runnerId);
      const event = current.events.find((candidate) => candidate.id === eventId);
      if (!market || !runner || !event) throw new Error(`No runner ${runnerId} in market ${marketId} of event ${eventId}`);
      if (market.marketType !== 'match_odd') throw new Error(`Market ${marketId} is not a match-odds market`);
      if ((runner.back[0]?.price ?? 0) >= odds) throw new Error(`Runner ${runnerId} already offers ${odds}: the bet would match`);
      current.bets = current.bets.filter((bet) => bet.betId !== betId);
      current.counters.bet = Math.max(current.counters.bet, betId + 1);
      current.bets.push({
        betId,
        userId: player1.id,
        eventId,
        sportId: event.sportId,
        betTitle: event.title,
        marketId,
        runnerId,
        marketType: 'match_odd',
        marketName: market.marketName,
        runnerName: runner.name,
        side: 'back',
        rate: odds,
        askedRate: odds,
        line: null,
        stake: 0,
        unmatchedStake: stake,
        ...(persistence === undefined ? {} : { persistence }),
        placeTime: new Date(nowMs()).toISOString(),
        clientRef: null,
        state: 'OPEN',
        settleTime: null,
        profitLoss: 0,
      });
      announceBalance(current, player1);
    },
  ),
  /** Replaces a bet with that id. */
  'player1 has a lapsed bet': state(
    z.object({
      betId: z.number().int().positive(),
      eventId: z.number().int(),
      marketId: z.number().int(),
      runnerId: z.number().int(),
      odds: z.number().gt(1),
      stake: z.number().positive(),
      lapsedAt: z.string().datetime(),
      clientRef: z.uuid().optional(),
    }),
    ({ betId, eventId, marketId, runnerId, odds, stake, lapsedAt, clientRef }) => {
      const current = getState();
      const player1 = ensurePlayer1(current);
      const market = current.markets.find((candidate) => candidate.eventId === eventId && candidate.marketId === marketId);
      const runner = market?.runners.find((candidate) => candidate.id === runnerId);
      const event = current.events.find((candidate) => candidate.id === eventId);
      if (!market || !runner || !event) throw new Error(`No runner ${runnerId} in market ${marketId} of event ${eventId}`);
      current.bets = current.bets.filter((bet) => bet.betId !== betId);
      current.counters.bet = Math.max(current.counters.bet, betId + 1);
      current.bets.push({
        betId,
        userId: player1.id,
        eventId,
        sportId: event.sportId,
        betTitle: event.title,
        marketId,
        runnerId,
        marketType: market.marketType,
        marketName: market.marketName,
        runnerName: runner.name,
        side: 'back',
        rate: odds,
        askedRate: odds,
        line: null,
        stake: 0,
        unmatchedStake: 0,
        lapsedStake: stake,
        persistence: 'LAPSE',
        placeTime: new Date(Date.parse(lapsedAt) - 60_000).toISOString(),
        clientRef: clientRef ?? null,
        state: 'LAPSED',
        settleTime: new Date(lapsedAt).toISOString(),
        profitLoss: 0,
      });
    },
  ),
  'an in-play market is open': state(
    z.object({ eventId: z.number().int(), marketId: z.number().int(), runnerId: z.number().int().optional() }),
    ({ eventId, marketId, runnerId }) => {
      const market = getState().markets.find((candidate) => candidate.eventId === eventId && candidate.marketId === marketId);
      if (!market) throw new Error(`No market ${marketId} on event ${eventId}`);
      if (!market.inPlay) throw new Error(`Market ${marketId} is not in play`);
      if (runnerId !== undefined && !market.runners.some((runner) => runner.id === runnerId)) {
        throw new Error(`No runner ${runnerId} in market ${marketId}`);
      }
      market.status = 'ACTIVE';
      for (const runner of market.runners) runner.status = 'ACTIVE';
    },
  ),

  'a match is streamed live': state(
    z.object({ eventId: z.number().int(), dreamEventId: z.number().int(), channel: z.string().min(1) }),
    ({ eventId, dreamEventId, channel }) => {
      const current = getState();
      const event = current.events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`No event ${eventId}`);
      event.dreamEventId = dreamEventId;
      event.status = 'IN_PLAY';
      event.matchDate = 'In-Play';
      current.videoChannels.set(dreamEventId, channel);
    },
  ),

  'player1 has a bonus': state(
    z.object({
      bonusId: z.number().int().min(1),
      status: z.enum(['AVAILABLE', 'CLAIMED', 'EXPIRED']),
      amount: z.number().positive().optional(),
      title: z.string().min(1).optional(),
      termsHtml: z.string().optional(),
    }),
    ({ bonusId, status, amount, title, termsHtml }) => {
      const current = getState();
      const player1 = ensurePlayer1(current);
      const now = nowMs();
      const taken = current.bonuses.find((bonus) => bonus.id === bonusId && bonus.userId !== player1.id);
      if (taken) throw new Error(`Bonus ${bonusId} belongs to another player`);
      current.bonuses = current.bonuses.filter((bonus) => bonus.id !== bonusId);
      current.bonuses.push({
        id: bonusId,
        userId: player1.id,
        title: title ?? 'Welcome bonus',
        termsHtml: termsHtml ?? '<p>Credited <strong>at once</strong> when claimed.</p>',
        amount: amount ?? 500,
        wageringRequired: 2500,
        wageringDone: 0,
        expiresAt: new Date(now + (status === 'EXPIRED' ? -5 : 7) * 86_400_000).toISOString(),
        status,
      });
    },
  ),
  'player1 has deposit and withdrawal requests': state(
    z.object({
      depositAmount: z.number().int().positive().optional(),
      withdrawalAmount: z.number().int().positive().optional(),
      withdrawalClientRef: z.string().min(1).optional(),
    }),
    ({ depositAmount, withdrawalAmount, withdrawalClientRef }) => {
      const current = getState();
      const player1 = ensurePlayer1(current);
      const brand = current.brands.get('localhost') ?? localhostBrand();
      const now = nowMs();
      current.dwRequests = current.dwRequests.filter((request) => request.userId !== player1.id);
      createDwRequest(
        current,
        player1,
        brand,
        {
          kind: 'Deposit',
          amount: depositAmount ?? 1000,
          paymentMethod: 'Upi',
          imageUrl: 'https://cdn.exchange.example/uploads/pact-1.png',
        },
        now - 60_000,
      );
      createDwRequest(
        current,
        player1,
        brand,
        {
          kind: 'Withdrawal',
          amount: withdrawalAmount ?? 5000,
          paymentMethod: 'Imps',
          accountNumber: '001234567890',
          accountHolderName: 'Player One',
          ifsc: 'HDFC0001234',
          clientRef: withdrawalClientRef ?? null,
        },
        now,
      );
    },
  ),

  'player1 has a casino token': state(z.object({ token: z.string().min(1) }), ({ token }) => {
    const current = getState();
    for (const user of current.users) if (user.casinoToken === token && user.id !== PLAYER1_ID) user.casinoToken = `revoked-${user.id}`;
    const player1 = ensurePlayer1(current);
    player1.casinoToken = token;
    player1.sports.casino = true;
  }),
  /** `raisedTo`: a higher limit (null: a removal) waiting for its 24 hours. */
  'player1 has a limit': state(
    z.object({
      kind: z.enum(['DEPOSIT', 'LOSS']),
      period: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']),
      amount: z.number().positive(),
      raisedTo: z.number().positive().nullable().optional(),
    }),
    ({ kind, period, amount, raisedTo }) => {
      const player1 = ensurePlayer1(getState());
      const protection = protectionOf(player1);
      const key = kind === 'DEPOSIT' ? 'deposit' : 'loss';
      const pending = raisedTo === undefined ? null : { amount: raisedTo, effectiveAt: nowMs() + COOLING_OFF_MS };
      protection[key] = { ...protection[key], [period]: { amount, pending } };
    },
  ),
  'player1 is taking a break': state(
    z.object({ kind: z.enum(['TIME_OUT', 'SELF_EXCLUSION']), until: z.iso.datetime({ offset: true }) }),
    ({ kind, until }) => {
      const current = getState();
      const player1 = ensurePlayer1(current);
      const protection = protectionOf(player1);
      if (kind === 'TIME_OUT') protection.timeOutUntil = Date.parse(until);
      else protection.exclusionUntil = Date.parse(until);
      endSessions(current, player1.id);
    },
  ),
  /** A runner the seed left untraded gets ₹100 at its best back. */
  'the exchange markets of an event have traded': state(z.object({ eventId: z.number().int() }), ({ eventId }) => {
    const current = getState();
    const markets = current.markets.filter((market) => market.eventId === eventId && isExchangeMarket(market));
    if (markets.length === 0) throw new Error(`Event ${eventId} has no exchange market`);
    for (const market of markets) {
      for (const runner of market.runners) {
        const price = runner.back[0]?.price;
        if (runnerTrading(current, runner.id).lastPriceTraded === null && price !== undefined)
          recordTrade(current, market, runner, price, 100);
      }
    }
  }),
  /** A back matched in full at `odds` (the runner's best back or below). */
  'player1 has a position on an exchange market': state(
    z.object({
      eventId: z.number().int(),
      marketId: z.number().int(),
      runnerId: z.number().int(),
      odds: z.number().gt(1),
      stake: z.number().positive(),
    }),
    ({ eventId, marketId, runnerId, odds, stake }) => {
      const current = getState();
      const player1 = ensurePlayer1(current);
      const request = { eventId, marketId, runnerId, type: 1 as const, rate: odds, stake, fancyValue: 0, keepUnmatched: true };
      const placed = placeBet(current, player1, request, nowMs());
      if (placed.matchedStake !== stake) throw new Error(`The back of ${stake} at ${odds} on runner ${runnerId} did not match in full`);
    },
  ),
  /** Needs the position first ('player1 has a position on an exchange market'). */
  'player1 has an automatic cash out': state(
    z.object({ marketId: z.number().int(), takeProfit: z.number().positive().nullable(), stopLoss: z.number().positive().nullable() }),
    (request) => {
      const current = getState();
      setCashOutRule(current, ensurePlayer1(current), request);
    },
  ),
  'no casino session has the token': state(z.object({ token: z.string().min(1) }), ({ token }) => {
    for (const user of getState().users) if (user.casinoToken === token) user.casinoToken = `revoked-${user.id}`;
  }),
} satisfies Record<string, ProviderState<z.ZodType>>;

export type ProviderStateName = keyof typeof providerStates;

export type ProviderStateOutcome = { ok: true } | { ok: false; error: string };

function isStateName(name: string): name is ProviderStateName {
  return Object.hasOwn(providerStates, name);
}

export function applyProviderState(name: string, params: unknown): ProviderStateOutcome {
  if (!isStateName(name)) return { ok: false, error: `Unknown provider state: ${name}` };
  const definition: ProviderState<z.ZodType> = providerStates[name];
  const parsed = definition.params.safeParse(params ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      error: `Invalid params for provider state '${name}': ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; ')}`,
    };
  }
  definition.apply(parsed.data);
  return { ok: true };
}
