// What the builds bundle in place of the generated client's Server-Sent Events client
// (src/api/generated/core/serverSentEvents.gen.ts; vite.config.ts resolves the generated client's
// import of it here). This API has no event stream, its real time is the SignalR hub, so that code
// never runs, yet the generated client's `sse` methods put all of it on every first visit: 1.2 KB
// gzip. tests/unit/no-server-sent-events.test.ts fails once the API description has an
// event stream, and this stub would then refuse it loudly instead of failing quietly.

export function createSseClient(): never {
  throw new Error('Server-Sent Events are not bundled: the API description has no event stream (src/api/no-server-sent-events.ts)');
}
