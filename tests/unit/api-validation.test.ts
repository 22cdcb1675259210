import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { $ZodError } from 'zod/v4/core';
import { authenticate, getClientIp, getUserOpenBets } from '@/api/generated/sdk.gen';
import { operationSchemas } from '@/api/generated/validators.gen';
import * as schemas from '@/api/generated/mini/zod.gen';
import { installApiRuntime } from '@/api/runtime';
import { isKnownOperation, operationKey, validateRequest, validateResponse } from '@/api/validation';
import { envelope, json } from '../support/api-responses';

// Validation with the generated zod/mini schemas of the first chunk: the SDK carries no
// inline validators, the runtime checks requests and responses by operation. A violation is zod's
// core $ZodError, the class both zod APIs raise.

describe('the generated SDK', () => {
  it('does not import zod or the schemas (they would all land in the first route)', () => {
    const sdk = readFileSync('src/api/generated/sdk.gen.ts', 'utf8');
    expect(sdk).not.toMatch(/from '(zod|\.\/zod\.gen)'/);
    expect(sdk).not.toContain('Validator');
  });

  it('every operation of the OpenAPI file has its schemas, each a generated one', () => {
    const keys = Object.keys(operationSchemas);
    expect(keys.length).toBeGreaterThanOrEqual(40);
    expect(keys).toContain('POST /Account/Authenticate');
    expect(keys).toContain('GET /Bet/GetUserOpenBets');
    const generated = new Set<unknown>(Object.values(schemas));
    for (const [operation, parts] of Object.entries(operationSchemas)) {
      expect(parts.response, `${operation} has a response schema`).toBeDefined();
      for (const part of ['body', 'path', 'query', 'response'] as const) {
        if (parts[part]) expect(generated.has(parts[part]), `${operation} ${part}`).toBe(true);
      }
    }
    expect(operationSchemas['POST /Account/Authenticate']).toEqual({
      body: schemas.zAuthenticateBody,
      response: schemas.zAuthenticateResponse,
    });
    expect(operationSchemas['GET /client-ip']?.optional).toEqual(['query']);
  });
});

describe('checks by operation', () => {
  it('names operations as the runtime does', async () => {
    expect(operationKey('get', '/Bet/GetUserOpenBets')).toBe('GET /Bet/GetUserOpenBets');
    expect(operationKey(undefined, '/client-ip')).toBe('GET /client-ip');
    await expect(isKnownOperation('GET /Bet/GetUserOpenBets')).resolves.toBe(true);
    await expect(isKnownOperation('GET /not/in/the/spec')).resolves.toBe(false);
  });

  it('rejects a request body that breaks the schema, and a part the operation does not have', async () => {
    await expect(
      validateRequest('POST /Account/Authenticate', { body: { userNameOrEmailAddress: '', password: 'x' } }),
    ).rejects.toBeInstanceOf($ZodError);
    await expect(
      validateRequest('POST /Account/Authenticate', { body: { userNameOrEmailAddress: 'a', password: 'b' } }),
    ).resolves.toBeUndefined();
    await expect(validateRequest('GET /Bet/GetUserOpenBets', { body: { anything: 1 } })).rejects.toBeInstanceOf($ZodError);
  });

  it('an optional query may be left out, a required body may not', async () => {
    await expect(validateRequest('GET /client-ip', {})).resolves.toBeUndefined();
    await expect(validateRequest('POST /Account/Authenticate', {})).rejects.toBeInstanceOf($ZodError);
  });

  it('validates a response against the operation’s schema; an unknown operation passes through', async () => {
    await expect(
      validateResponse('GET /Bet/GetUserOpenBets', envelope({ balance: 'lots', exposure: 0, openBets: [] })),
    ).rejects.toBeInstanceOf($ZodError);
    await expect(validateResponse('GET /not/in/the/spec', { whatever: true })).resolves.toEqual({ whatever: true });
  });
});

describe('through the SDK with the runtime installed', () => {
  let uninstall: () => void;
  beforeAll(() => {
    uninstall = installApiRuntime();
  });
  afterAll(() => uninstall());

  it('a bad request body is refused before anything is sent', async () => {
    const fetch = vi.fn(async () => json(envelope(null)));
    await expect(authenticate({ fetch, body: { userNameOrEmailAddress: '', password: 'b' } })).rejects.toBeInstanceOf($ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a good call goes through and its response is validated', async () => {
    const fetch = vi.fn(async () => json(envelope({ balance: 100, exposure: 0, openBets: [] })));
    const result = await getUserOpenBets({ fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.data?.result.balance).toBe(100);
  });

  it('an operation without a query of its own accepts being called without one', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ ip: '203.0.113.7' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    await getClientIp({ fetch, baseUrl: 'https://ip.exchange.example' }).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
