import * as z from 'zod/mini';

// z.object drops unknown keys, as openapi/hub.asyncapi.yaml allows.

export const hubStatuses = ['ACTIVE', 'SUSPENDED', 'BALLRUNNING', 'CLOSED'] as const;
export type HubStatus = (typeof hubStatuses)[number];

export const statusWire = z.enum(hubStatuses);
export const amountWire = z.number().check(z.minimum(0));
export const priceSizeWire = z.object({ Price: z.number(), Size: amountWire });

export function hubMessage<Wire extends z.ZodMiniType, Payload>(wire: Wire, toPayload: (data: z.output<Wire>) => Payload) {
  return { wire, decoder: z.pipe(wire, z.transform(toPayload)) };
}
