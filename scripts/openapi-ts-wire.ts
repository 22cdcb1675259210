// Shared by openapi-ts.config.ts and openapi-ts.mini.config.ts: how the generator turns the backend
// family's numbers-as-text into numbers, in one place.
//
// openapi/exchange.yaml describes the wire: a field the backend sends as text ("1,234.50", "-500",
// "") is `type: string, format: decimal-text` with a pattern. Generated from it:
// - types.gen.ts: `number`, what the app reads (the TypeScript resolver below);
// - zod.gen.ts and mini/zod.gen.ts: the wire schema, `z.string().regex(pattern)`, then a transform to
//   the number: `Number(text.replaceAll(',', ''))` (grouping commas dropped; "" is 0). The runtime's
//   response validation (src/api/validation.ts) hands the app the schema's output, so every screen
//   sees numbers; the mock types its answers by the schema's input (`z.input`), so it serves text.
import type { Plugins } from '@hey-api/openapi-ts';

export const DECIMAL_TEXT = 'decimal-text';

type ZodString = NonNullable<Plugins.Zod.Resolvers['string']>;
type ZodContext = Parameters<ZodString>[0];

/** `(text) => Number(text.replaceAll(',', ''))` */
function toNumber($: ZodContext['$']) {
  return $.func()
    .param('text')
    .do($('Number').call($('text').attr('replaceAll').call($.literal(','), $.literal(''))).return());
}

function pattern(schema: { pattern?: string }): string {
  if (!schema.pattern) throw new Error(`format: ${DECIMAL_TEXT} needs a pattern in openapi/exchange.yaml`);
  return schema.pattern;
}

/** For the `@hey-api/typescript` plugin: the app's type of a decimal-text field is `number`. */
export const typescriptResolvers: Plugins.HeyApiTypeScript.Resolvers = {
  string: (ctx) => (ctx.schema.format === DECIMAL_TEXT ? ctx.$.type('number') : undefined),
};

/** For the `zod` plugin (classic API): `z.string().regex(pattern).transform(toNumber)`. */
export const zodResolvers: Plugins.Zod.Resolvers = {
  string: (ctx) => {
    if (ctx.schema.format !== DECIMAL_TEXT) return undefined;
    const { $ } = ctx;
    return $(ctx.symbols.z).attr('string').call().attr('regex').call($.regexp(pattern(ctx.schema))).attr('transform').call(toNumber($));
  },
};

/** For the `zod` plugin (mini API): `z.pipe(z.string().check(z.regex(pattern)), z.transform(toNumber))`. */
export const zodMiniResolvers: Plugins.Zod.Resolvers = {
  string: (ctx) => {
    if (ctx.schema.format !== DECIMAL_TEXT) return undefined;
    const { $ } = ctx;
    const { z } = ctx.symbols;
    const text = $(z).attr('string').call().attr('check').call($(z).attr('regex').call($.regexp(pattern(ctx.schema))));
    return $(z).attr('pipe').call(text, $(z).attr('transform').call(toNumber($)));
  },
};
