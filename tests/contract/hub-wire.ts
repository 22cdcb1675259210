import { z } from 'zod';

// The one convention for hub `Message` pushes in the pacts (openapi/hub.asyncapi.yaml, "The double
// encoding of Message"):
//
//   pact message content  { Code, Data: <object> }        ← matchers can pin Data's fields
//   wire (SignalR arg)    JSON.stringify({ Code, Data: JSON.stringify(Data) })
//
// Pact cannot put matchers inside a JSON string, so the pact holds the envelope with Data decoded.
// The consumer test encodes it with toHubWire before feeding the app's real handler; the provider
// side takes the mock hub's real wire string and decodes it with fromHubWire. Both directions live
// here so the two sides cannot disagree.

/** Metadata every hub message pact carries, so the backend team sees the convention in the pact. */
export const HUB_MESSAGE_METADATA = {
  hubMethod: 'Message',
  wireEncoding: 'JSON.stringify({Code, Data: JSON.stringify(Data)})',
} as const;

const pactContent = z.object({ Code: z.string(), Data: z.unknown() });
const wireEnvelope = z.object({ Code: z.string(), Data: z.string() });

export interface HubPactContent {
  Code: string;
  Data: unknown;
}

/** Pact content → the string the hub sends as the argument of `Message`. */
export function toHubWire(content: unknown): string {
  const { Code, Data } = pactContent.parse(content);
  return JSON.stringify({ Code, Data: JSON.stringify(Data) });
}

/** The hub's argument of `Message` → pact content (both levels parsed; throws if either is not JSON). */
export function fromHubWire(wire: string): HubPactContent {
  const { Code, Data } = wireEnvelope.parse(JSON.parse(wire));
  const decoded: unknown = JSON.parse(Data);
  return { Code, Data: decoded };
}
