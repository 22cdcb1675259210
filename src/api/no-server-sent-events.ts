// Replaces the generated Server-Sent Events client in builds: this API has none.
// Why: docs/decisions/0011-api-runtime.md

export function createSseClient(): never {
  throw new Error('Server-Sent Events are not bundled: the API description has no event stream (src/api/no-server-sent-events.ts)');
}
