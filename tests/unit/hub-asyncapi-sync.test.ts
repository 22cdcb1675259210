import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser, type AsyncAPIDocumentInterface } from '@asyncapi/parser';
import type { z } from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeHubMessage,
  hubCodes,
  hubEnvelopeWire,
  hubMessages,
  hubStatuses,
  priceSizeWire,
  registerClientArgumentWire,
  addHubMessages,
} from '@/api/hub-messages';
import { ladderHubMessages, tradedVolumeWire, tradeWire } from '@/api/hub-ladder-messages';
import { cashOutRuleHubMessages, cashOutRuleResultWire } from '@/api/hub-cash-out-rule-messages';

// The AsyncAPI file and src/api/hub-messages.ts describe the same wire twice (one for people and
// the backend team, one for the app). This test keeps them equal: every example in the file must
// decode, losslessly, with the app's decoder, and the field lists must match.
//
// One allowance: a field the file proposes (`x-proposal: true`, not yet sent by the backend family)
// may be one the decoder does not read yet. It then must be optional in the file, and the decoder
// must drop it (it tolerates extra fields). Once the decoder reads it, it is held like any other.

// The Codes decoded from the start and those added later (a ladder adds LadderUpdate's, a signed-in
// player CashOutRuleUpdate's), all added.
const allMessages = { ...hubMessages, ...ladderHubMessages, ...cashOutRuleHubMessages };
const allCodes = Object.keys(allMessages) as ReadonlyArray<keyof typeof allMessages>;

// Under jsdom import.meta.url is not a file: URL; Vitest runs from the project root.
const asyncApiPath = path.resolve('openapi/hub.asyncapi.yaml');

let document: AsyncAPIDocumentInterface;

beforeAll(async () => {
  addHubMessages(ladderHubMessages);
  addHubMessages(cashOutRuleHubMessages);
  const { document: parsed, diagnostics } = await new Parser().parse(readFileSync(asyncApiPath, 'utf8'), {
    source: asyncApiPath,
  });
  const errors = diagnostics.filter((d) => d.severity === 0).map((d) => `${d.code}: ${d.message}`);
  expect(errors).toEqual([]);
  if (parsed === undefined) throw new Error('hub.asyncapi.yaml did not parse');
  document = parsed;
});

function extension(model: { extensions(): { get(id: string): { value(): unknown } | undefined } }, id: string): unknown {
  return model.extensions().get(id)?.value();
}

function pascalToCamel(key: string): string {
  return key.charAt(0).toLowerCase() + key.slice(1);
}

// The decoder's output is the inner payload with camelCased keys: rebuild that from the example.
function camelCaseDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCaseDeep);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [pascalToCamel(k), camelCaseDeep(v)]));
  }
  return value;
}

function messagesOfOperation(id: string) {
  const operation = document.operations().get(id);
  if (operation === undefined) throw new Error(`operation ${id} is missing from hub.asyncapi.yaml`);
  return operation.messages().all();
}

describe('hub.asyncapi.yaml ↔ src/api/hub-messages.ts', () => {
  it('lists exactly the Codes the decoder handles under the Message operation', () => {
    const codes = messagesOfOperation('message').map((m) => extension(m, 'x-code'));
    expect([...codes].sort()).toEqual([...allCodes].sort());
    expect(allCodes).toEqual(expect.arrayContaining([...hubCodes]));
  });

  it('decodes every Message example, double-encoded, to the example content', () => {
    let checked = 0;
    for (const message of messagesOfOperation('message')) {
      const code = extension(message, 'x-code');
      const examples = message.examples().all();
      expect(examples.length, `${String(code)} has examples`).toBeGreaterThan(0);
      for (const example of examples) {
        const raw: unknown = example.payload();
        expect(typeof raw, `${String(code)}/${example.name() ?? '?'} is a JSON string`).toBe('string');
        if (typeof raw !== 'string') continue;

        // Both levels by hand: this is what "double encoding" means.
        const envelope: unknown = JSON.parse(raw);
        const { Code, Data } = hubEnvelopeWire.parse(envelope);
        expect(Code).toBe(code);
        const inner: unknown = JSON.parse(Data);
        const expected = camelCaseDeep(withoutUnreadProposals(Code, inner));

        expect(decodeHubMessage(raw), `${Code}/${example.name() ?? '?'}`).toEqual({ code: Code, ...(expected as object) });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(allCodes.length);
  });

  it('accepts every RegisterClient example', () => {
    const examples = messagesOfOperation('registerClient').flatMap((m) => m.examples().all());
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      expect(registerClientArgumentWire.safeParse(example.payload()).success, example.name() ?? '?').toBe(true);
    }
  });

  // Each Code's Data schema is `<Code>Data` in the file and the wire schema of its entry in the table.
  const dataSchemaOf: Readonly<Record<string, [string, z.ZodMiniObject]>> = Object.fromEntries(
    allCodes.map((code) => [code, [`${code}Data`, allMessages[code].wire]]),
  );

  const schemaPairs: ReadonlyArray<[string, z.ZodMiniObject]> = [
    ['HubEnvelope', hubEnvelopeWire],
    ...Object.values(dataSchemaOf),
    ['PriceSize', priceSizeWire],
    ['TradedVolume', tradedVolumeWire],
    ['Trade', tradeWire],
    ['CashOutRuleResult', cashOutRuleResultWire],
    ['RegisterClientArgument', registerClientArgumentWire],
  ];

  it.each(schemaPairs)('has the same fields, and the same required fields, in %s as the zod schema', (id, zodSchema) => {
    const schema = document.components().schemas().get(id);
    if (schema === undefined) throw new Error(`components.schemas.${id} is missing`);
    const zodKeys = Object.keys(zodSchema.shape).sort();
    const required = [...(schema.required() ?? [])].sort();
    const unread = unreadProposals(id, zodKeys);
    for (const key of unread) expect(required, `${id}.${key} is proposed and not read yet: optional`).not.toContain(key);
    expect(
      Object.keys(schema.properties() ?? {})
        .filter((key) => !unread.includes(key))
        .sort(),
    ).toEqual(zodKeys);
    const zodRequired = zodKeys.filter((key) => !isOptional(zodSchema.shape[key]));
    expect(required).toEqual(zodRequired);
  });

  /** Proposed fields (x-proposal) of a schema that the decoder (whose keys are given) does not read yet. */
  function unreadProposals(id: string, decoderKeys: readonly string[]): string[] {
    const properties = document.components().schemas().get(id)?.properties() ?? {};
    return Object.entries(properties)
      .filter(([key, property]) => property.extensions().get('x-proposal')?.value() === true && !decoderKeys.includes(key))
      .map(([key]) => key);
  }

  function isOptional(schema: unknown): boolean {
    const internals: unknown = typeof schema === 'object' && schema !== null ? Reflect.get(schema, '_zod') : undefined;
    return typeof internals === 'object' && internals !== null && Reflect.get(internals, 'optin') === 'optional';
  }

  /** The example's payload without the proposed fields the decoder does not read yet (it drops them). */
  function withoutUnreadProposals(code: string, inner: unknown): unknown {
    const pair = dataSchemaOf[code];
    if (!pair || typeof inner !== 'object' || inner === null) return inner;
    const unread = unreadProposals(pair[0], Object.keys(pair[1].shape));
    return Object.fromEntries(Object.entries(inner).filter(([key]) => !unread.includes(key)));
  }

  it('has the same statuses', () => {
    expect(document.components().schemas().get('Status')?.enum()).toEqual([...hubStatuses]);
  });
});
