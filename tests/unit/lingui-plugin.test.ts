// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileSourceMessages, shortenCatalogue } from '../../scripts/lingui-plugin';

// scripts/lingui-plugin.ts compiles the English each macro wrote into the code, and gives code and
// catalogues the same short ids: a descriptor it missed would show "{profit}" to a player.

describe('the English compiled into the code', () => {
  it('compiles every descriptor the macros write, whatever the order of its fields, and nothing else', () => {
    const code = [
      'x(/*i18n*/ { id: "AAAAAA", message: "Place bet" });',
      '<Trans_ {.../*i18n*/ { id: "BBBBBB", values: { s: "}{", t: `a${ {b: 1}.b }}` }, components: { 0: <b className={"}"} /> }, message: "Profit <0>{profit}</0>" }} />;',
      'const other = { message: "not a descriptor" };',
    ].join('\n');
    const out = compileSourceMessages(code, 'fixture.tsx', new Map([['AAAAAA', '0']]));
    expect(out).toContain('{ id: "0", message: ["Place bet"] }');
    expect(out).toContain('id: "BBBBBB"');
    expect(out).toContain('message: ["Profit <0>",["profit"],"</0>"]');
    expect(out).toContain('s: "}{"');
    expect(out).toContain('{ message: "not a descriptor" }');
  });

  it('refuses a message that is not valid ICU, naming the file', () => {
    expect(() => compileSourceMessages('/*i18n*/ { id: "x", message: "{count, plural, one {# bet}" }', 'broken.tsx')).toThrow(
      /broken\.tsx/,
    );
  });

  it('gives a compiled catalogue the same short ids', () => {
    const module = `export const messages=JSON.parse(${JSON.stringify(JSON.stringify({ AAAAAA: ['बेट लगाएं'], CCCCCC: ['x'] }))});`;
    const out = shortenCatalogue(module, new Map([['AAAAAA', '0']]));
    expect(JSON.parse(JSON.parse(/JSON\.parse\((".*")\)/.exec(out)?.[1] ?? '""') as string)).toEqual({ 0: ['बेट लगाएं'], CCCCCC: ['x'] });
  });
});
