import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ApiError, INTERNAL_SERVER_ERROR_MESSAGE } from '@/api/errors';
import { getUserOpenBets } from '@/api/generated/sdk.gen';
import { installApiRuntime } from '@/api/runtime';
import { json, failure } from '../support/api-responses';

// A 500's message is cleaned by a chunk of its own, off the first route (src/api/server-error-message.ts,
// fetched by the runtime when the page is idle or with the first 500). When that chunk does not
// arrive, the 500 is still reported: as 'Internal Server Error', never as a crash or a lost error.
let chunkArrives = false;
vi.mock('@/api/server-error-message', async (importOriginal) => {
  if (!chunkArrives) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

let uninstall: () => void;
beforeAll(() => {
  uninstall = installApiRuntime();
});
afterAll(() => uninstall());

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

it("reports a 500 as 'Internal Server Error' while the message chunk does not arrive, and with the server's words once it does", async () => {
  const fetch = vi.fn(async () => json(failure('Insufficient balance'), { status: 500 }));
  const withoutChunk = await failureOf(getUserOpenBets({ fetch }));
  expect(withoutChunk).toMatchObject({ kind: 'server', status: 500, message: INTERNAL_SERVER_ERROR_MESSAGE });

  chunkArrives = true;
  vi.resetModules(); // the next import is tried again, as a browser's is after a failed one
  const withChunk = await failureOf(getUserOpenBets({ fetch }));
  expect(withChunk).toMatchObject({ kind: 'server', status: 500, message: 'Insufficient balance' });
});
