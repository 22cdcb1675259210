// The mock hub's transport-free parts. Transports: ./msw (browser worker, msw/node) and
// ./ws-server (the standalone server); import those directly so the browser never bundles `ws`.
export { encodeHubMessage, encodeUserBalanceMessage } from './messages';
export { betLapsedMessageFor, betMatchedMessageFor, marketStatusMessageFor, oddsUpdateMessageFor } from './snapshots';
export { HubSession, RECORD_SEPARATOR, type HubTransport } from './protocol';
export { MockHub, mockHub, type HubClientInfo, type NegotiateResponse } from './hub';
export { completionFor, registerClientCompletion } from './invoke-once';
export { isOddsStreamOn, setOddsStream, stepOddsStream } from './odds-stream';
