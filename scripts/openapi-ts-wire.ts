// Both openapi-ts configs: decimal-text fields typed `number`, their schema the text piped to a number.
// Why: docs/decisions/0005-generation-pipeline.md
import type { Plugins } from '@hey-api/openapi-ts';

export const DECIMAL_TEXT = 'decimal-text';

type ZodString = NonNullable<Plugins.Zod.Resolvers['string']>;
type ZodContext = Parameters<ZodString>[0];

function toNumber($: ZodContext['$']) {
  return $.func()
    .param('text')
    .do(
      $('Number')
        .call($('text').attr('replaceAll').call($.literal(','), $.literal('')))
        .return(),
    );
}

function pattern(schema: { pattern?: string }): string {
  if (!schema.pattern) throw new Error(`format: ${DECIMAL_TEXT} needs a pattern in openapi/exchange.yaml`);
  return schema.pattern;
}

export const typescriptResolvers: Plugins.HeyApiTypeScript.Resolvers = {
  string: (ctx) => (ctx.schema.format === DECIMAL_TEXT ? ctx.$.type('number') : undefined),
};

export const zodResolvers: Plugins.Zod.Resolvers = {
  string: (ctx) => {
    if (ctx.schema.format !== DECIMAL_TEXT) return undefined;
    const { $ } = ctx;
    return $(ctx.symbols.z)
      .attr('string')
      .call()
      .attr('regex')
      .call($.regexp(pattern(ctx.schema)))
      .attr('transform')
      .call(toNumber($));
  },
};

export const zodMiniResolvers: Plugins.Zod.Resolvers = {
  string: (ctx) => {
    if (ctx.schema.format !== DECIMAL_TEXT) return undefined;
    const { $ } = ctx;
    const { z } = ctx.symbols;
    const text = $(z)
      .attr('string')
      .call()
      .attr('check')
      .call(
        $(z)
          .attr('regex')
          .call($.regexp(pattern(ctx.schema))),
      );
    return $(z)
      .attr('pipe')
      .call(text, $(z).attr('transform').call(toNumber($)));
  },
};
