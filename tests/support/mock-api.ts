// Calls to the mock backend in node (msw/node answers http://api.test) as player1, for the
// integration tests of the mock's exchange behaviour.

export const API = 'http://api.test';
export const PLAYER1 = 'mock-at-2-0';
/** Event 1003 (upcoming, no bet delay): its first match-odds runner's best back is 2.5, best lay 2.52. */
export const RUNNER = { eventId: 1003, marketId: 100301, runnerId: 1003011 };

export interface Envelope<T> {
  success: boolean;
  result: T;
  error?: { message: string };
}

/** POSTs `body` to `path` with player1's token: the status and the ABP envelope. */
export async function post<T>(path: string, body: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${PLAYER1}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}
