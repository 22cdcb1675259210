import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';

// Lingui's macros, compiled without Babel, and the catalogues (docs/decisions/0020-languages.md).
// English is the source language: each message is compiled here into the code that uses it, so
// English needs no catalogue and a chunk carries its own words; another language's catalogue loads
// only when it is chosen.

const MACRO_IMPORT = /from ['"]@lingui\/(?:core|react)\/macro['"]/;
/** A descriptor the macro wrote: `/*i18n*\/ { id: "…", [context: "…",] message: "…"`. */
const DESCRIPTOR = /(\/\*i18n\*\/\s*\{\s*id:\s*"(?:[^"\\]|\\.)*",\s*(?:context:\s*"(?:[^"\\]|\\.)*",\s*)?message:\s*)("(?:[^"\\]|\\.)*")/g;

function readLiteral(literal: string): string {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return new Function(`return ${literal}`)() as string;
  }
}

/** Every descriptor's ICU message in Lingui's compiled form, which the runtime reads without a parser. */
export function compileSourceMessages(code: string, file: string): string {
  return code.replace(DESCRIPTOR, (_, head: string, literal: string) => {
    const message = readLiteral(literal);
    try {
      return `${head}${JSON.stringify(compileMessageOrThrow(message))}`;
    } catch (error) {
      throw new Error(`${file}: the message ${JSON.stringify(message)} is not valid ICU: ${(error as Error).message}`);
    }
  });
}

export function linguiMacros({ failOnMissing }: { failOnMissing: boolean }): Plugin[] {
  const config = getConfig({ skipValidation: true });
  let tools: typeof import('@lingui/native-tools') | undefined;
  const macros: Plugin = {
    name: 'exchange:lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[cm]?[jt]sx?(?:$|\?)/, code: MACRO_IMPORT },
      async handler(code, id) {
        tools ??= await import('@lingui/native-tools');
        const file = id.replace(/\?.*$/, '');
        const result = await tools.transform(code, path.basename(file), {
          macro: { ...tools.mapMacroOptions(config), descriptorFields: 'message' },
        });
        return { code: compileSourceMessages(result.code, file), map: result.map };
      },
    },
  };
  return [macros, ...lingui({ failOnMissing, failOnCompileError: true })];
}
