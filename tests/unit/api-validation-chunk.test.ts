import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { envelope, json } from '../support/api-responses';

// The first screens' schemas are in the first chunk; every other operation's are in a chunk of their
// own (src/api/validation.ts). A call needing that chunk waits for it before its request leaves.

let chunkArrives = false;
vi.mock('@/api/generated/validators.gen', async (importOriginal) => {
  if (!chunkArrives) throw new TypeError('Failed to fetch dynamically imported module: /assets/validators.gen.js');
  return importOriginal();
});

const { installApiRuntime } = await import('@/api/runtime');
const { getUserOpenBets, getEventsBySportName } = await import('@/api/generated/sdk.gen');

describe('the schemas of the calls past the first screens', () => {
  let uninstall: () => void;
  beforeAll(() => {
    uninstall = installApiRuntime();
  });
  afterAll(() => uninstall());

  it('a first-screen call validates without that chunk', async () => {
    const fetch = vi.fn(async () => json(envelope([])));
    await getEventsBySportName({ fetch, query: { sportName: 'cricket' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the chunk does not arrive, nothing is sent and the caller hears a network failure; the next call tries again', async () => {
    const fetch = vi.fn(async () => json(envelope({ balance: 100, exposure: 0, openBets: [] })));
    const failed = await getUserOpenBets({ fetch }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({
      kind: 'network',
      message: 'Please Check Your Network Connection...',
      operation: 'GET /Bet/GetUserOpenBets',
    });
    expect(fetch).not.toHaveBeenCalled();

    chunkArrives = true;
    vi.resetModules();
    const result = await getUserOpenBets({ fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.data?.result.balance).toBe(100);
  });
});
