import * as z from 'zod/mini';

// What the hub's messages share (openapi/hub.asyncapi.yaml), for the tables of hub-messages.ts
// and hub-ladder-messages.ts. z.object drops unknown keys, as the AsyncAPI file allows.

export const hubStatuses = ['ACTIVE', 'SUSPENDED', 'BALLRUNNING', 'CLOSED'] as const;
export type HubStatus = (typeof hubStatuses)[number];

export const statusWire = z.enum(hubStatuses);
export const amountWire = z.number().check(z.minimum(0));
export const priceSizeWire = z.object({ Price: z.number(), Size: amountWire });

/** A table entry: the wire schema and the app's view. */
export function hubMessage<Wire extends z.ZodMiniType, Payload>(wire: Wire, toPayload: (data: z.output<Wire>) => Payload) {
  return { wire, decoder: z.pipe(wire, z.transform(toPayload)) };
}
