// What the backend family answers, as a fetch Response, for the unit tests of the API runtime and its
// validation (docs/wire.md: every answer is an ABP envelope).

/** A successful ABP envelope around `result`. */
export function envelope(result: unknown) {
  return { success: true, result, error: null, unAuthorizedRequest: false, __abp: true };
}

/** A refused ABP envelope with the server's message. */
export function failure(message: string) {
  return { success: false, result: null, error: { code: 0, message, details: null }, unAuthorizedRequest: false, __abp: true };
}

/** `body` as a JSON response, 200 unless `init` says otherwise. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'Content-Type': 'application/json' } });
}
