// Transport-free; import ./msw or ./ws-server directly, so the browser never bundles `ws`.
export { encodeHubMessage, encodeUserBalanceMessage } from './messages';
export {
  betLapsedMessageFor,
  betMatchedMessageFor,
  cashOutRuleFiredMessageFor,
  ladderUpdateMessageFor,
  marketStatusMessageFor,
  oddsUpdateMessageFor,
} from './snapshots';
export { HubSession, RECORD_SEPARATOR, type HubTransport } from './protocol';
export { MockHub, mockHub, type HubClientInfo, type NegotiateResponse } from './hub';
export { LADDER_PUSH_MS, WATCH_LIMIT } from './ladder-watch';
export { completionFor, registerClientCompletion, watchLadderCompletion } from './invoke-once';
export { isOddsStreamOn, setOddsStream, stepOddsStream } from './odds-stream';
