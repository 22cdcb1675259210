import { installApiRuntime } from '@/api/runtime';
import { afterAll, afterEach, beforeAll } from 'vitest';
import path from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiError } from '@/api/errors';
import { zPaymentMethod } from '@/api/generated/zod.gen';
import { storageKeys, writeString } from '@/lib/storage';

// Shared by the consumer pact files. Names and the output folder are part of the contract the
// backend team verifies (contracts/pacts/<consumer>-<provider>.json), so they live in one place.

export const CONSUMER = 'exchange-player-web';
export const API_PROVIDER = 'exchange-api';
export const HUB_PROVIDER = 'exchange-hub';

/** Vitest runs from the project root (jsdom's import.meta.url is not a file: URL). */
export const PACT_DIR = path.resolve('contracts/pacts');

/** A fixed bearer token: the state 'player1 is signed in' makes it valid (no random values in pacts). */
export const PLAYER1_TOKEN = 'pact-token-player1';
/** The refresh token the same state makes valid when passed as its `refreshToken` param. */
export const PLAYER1_REFRESH_TOKEN = 'rt-player1';
export const PLAYER1 = { userName: 'player1', password: 'Player@123' } as const;

/** One pact file per provider; each consumer test file adds its interactions to it. */
export function apiPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: API_PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

export function hubPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: HUB_PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

const { regex } = MatchersV3;

/** The whole value must match (Pact anchors nothing for us): charset and friends are allowed. */
export const JSON_CONTENT_TYPE = regex('^application/json(;.*)?$', 'application/json; charset=utf-8');

/** Any payment method of the OpenAPI enum, in its order: a new method widens the pacts by itself. */
export const PAYMENT_METHOD = `^(${zPaymentMethod.unwrap().options.join('|')})$`;

/** An ISO 8601 instant in UTC, as the proposals send times (openapi Trade.time). */
export const ISO_UTC_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$';

export const jsonRequestHeaders = { 'Content-Type': JSON_CONTENT_TYPE };
export const jsonResponseHeaders = { 'Content-Type': JSON_CONTENT_TYPE };

/** What a signed-in app has: the access token in the stored session, which the runtime sends as bearer. */
export function storeSession(token: string = PLAYER1_TOKEN): void {
  writeString(storageKeys.accessToken, token);
}

export function bearer(token: string = PLAYER1_TOKEN): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/**
 * The ABP envelope of a successful call. Only what the client reads is pinned (`success` exactly,
 * `result` by the given matchers); the provider may send more (error:null, __abp, …).
 */
export function abpSuccess<T>(result: T): { success: true; result: T } {
  return { success: true, result };
}

/**
 * The ABP envelope of a refused call. `success:false` and the player-facing `error.message` are
 * exact: the app shows that text as it is (docs/product.md §8).
 */
export function abpFailure(message: string): { success: false; error: { message: string } } {
  return { success: false, error: { message } };
}

/**
 * Points the app at the Pact mock server and returns the options every SDK call passes. The stored
 * baseUrl is how the app learns its API host (docs/product.md §7, from the domain settings), so the runtime
 * treats the mock server as the API: requests are sanitised and responses HTML-stripped exactly as
 * in production. `baseUrl` is also passed per call, so the call cannot go anywhere else.
 */
export function viaMockServer(mockServer: { url: string }): { baseUrl: string; throwOnError: true } {
  writeString(storageKeys.baseUrl, mockServer.url);
  return { baseUrl: mockServer.url, throwOnError: true };
}

/** The ApiError a call rejects with (the runtime maps every failure to one); fails otherwise. */
export async function rejection(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded but a failure was expected');
}

/** Consumer files drive the generated SDK with the app's own runtime installed (bearer from the
 * stored session, outgoing sanitiser, failures mapped to ApiError), so the pacts record what the app
 * really sends. Call once at the top of a file. */
export function withAppRuntime(): void {
  let uninstall: () => void = () => undefined;
  beforeAll(() => {
    uninstall = installApiRuntime();
  });
  afterAll(() => uninstall());
  afterEach(() => localStorage.clear());
}
