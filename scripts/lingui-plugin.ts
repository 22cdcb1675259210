import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import type * as NativeToolsModule from '@lingui/native-tools';
import type { Plugin } from 'vite';

type NativeTools = typeof NativeToolsModule;

// Lingui's macros, compiled without Babel, and the catalogues (docs/decisions/0020-languages.md).
// English is the source language: each message is compiled here into the code that uses it, so
// English needs no catalogue and a chunk carries its own words; another language's catalogue loads
// only when it is chosen. Ids are shortened the same way in the code and in the catalogues.

const MACRO_IMPORT = /from ['"]@lingui\/(?:core|react)\/macro['"]/;
const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const MARKER = '/*i18n*/';
const CATALOGUE = /\.po(?:$|\?)/;
const SOURCE_CATALOGUE = 'src/locales/en.po';

function readLiteral(literal: string): string {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return new Function(`return ${literal}`)() as string;
  }
}

/** Lingui's ids (six characters of a hash, incompressible) as the fewest characters that tell the
 * source catalogue's messages apart: about 3 bytes gzip less a message on the first route. */
export async function shortIds(root: string): Promise<Map<string, string>> {
  const file = path.join(root, SOURCE_CATALOGUE);
  const catalogue = await formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), {
    locale: 'en',
    sourceLocale: 'en',
    filename: file,
  });
  return new Map(
    Object.keys(catalogue)
      .sort()
      .map((id, index) => [id, index.toString(36)]),
  );
}

/** Where a string, template or comment that starts at `at` ends (the index after it). */
function skipQuoted(code: string, at: number): number {
  const quote = code[at];
  for (let index = at + 1; index < code.length; index += 1) {
    const char = code[index];
    if (char === '\\') index += 1;
    else if (char === quote) return index + 1;
    else if (quote === '`' && char === '$' && code[index + 1] === '{') index = skipBraces(code, index + 1) - 1;
  }
  return code.length;
}

/** Where the braces opened at `at` close (the index after), strings and templates stepped over. */
function skipBraces(code: string, at: number, onField?: (name: string, start: number, end: number) => void): number {
  let depth = 0;
  for (let index = at; index < code.length; index += 1) {
    const char = code[index] ?? '';
    if (char === '"' || char === "'" || char === '`') {
      index = skipQuoted(code, index) - 1;
    } else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    } else if (onField && depth === 1 && /[a-z]/.test(char) && !/[\w$.]/.test(code[index - 1] ?? '')) {
      const field = /^(id|message)\s*:\s*"/.exec(code.slice(index, index + 16));
      if (field?.[1]) {
        const start = index + field[0].length - 1;
        const end = skipQuoted(code, start);
        onField(field[1], start, end);
        index = end - 1;
      }
    }
  }
  return code.length;
}

/** Every descriptor the macro wrote (`/*i18n*\/ { id: "…", message: "…", … }`, in any order of
 * fields): its ICU message in Lingui's compiled form, which the runtime reads without a parser, and
 * its id as the short one. */
export function compileSourceMessages(code: string, file: string, ids: Map<string, string> = new Map()): string {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (let at = code.indexOf(MARKER); at !== -1; at = code.indexOf(MARKER, at + MARKER.length)) {
    const open = code.indexOf('{', at);
    skipBraces(code, open, (name, start, end) => {
      const value = readLiteral(code.slice(start, end));
      if (name === 'id') {
        const short = ids.get(value);
        if (short !== undefined) edits.push({ start, end, text: JSON.stringify(short) });
        return;
      }
      try {
        edits.push({ start, end, text: JSON.stringify(compileMessageOrThrow(value)) });
      } catch (error) {
        throw new Error(`${file}: the message ${JSON.stringify(value)} is not valid ICU: ${(error as Error).message}`, { cause: error });
      }
    });
  }
  return edits.sort((a, b) => b.start - a.start).reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), code);
}

/** A compiled catalogue (`export const messages=JSON.parse("…")`) under the short ids. */
export function shortenCatalogue(code: string, ids: Map<string, string>): string {
  return code.replace(new RegExp(String.raw`JSON\.parse\((${STRING})\)`), (_, literal: string) => {
    const messages = JSON.parse(readLiteral(literal)) as Record<string, unknown>;
    const short = Object.fromEntries(Object.entries(messages).map(([id, message]) => [ids.get(id) ?? id, message]));
    return `JSON.parse(${JSON.stringify(JSON.stringify(short))})`;
  });
}

export function linguiMacros({ failOnMissing }: { failOnMissing: boolean }): Plugin[] {
  const config = getConfig({ skipValidation: true });
  let tools: NativeTools | undefined;
  let ids: Promise<Map<string, string>> | undefined;
  const idTable = () => (ids ??= shortIds(config.rootDir));
  const macros: Plugin = {
    name: 'exchange:lingui-macros',
    enforce: 'pre',
    buildStart() {
      ids = undefined;
    },
    watchChange(id) {
      if (id.endsWith(SOURCE_CATALOGUE)) ids = undefined;
    },
    transform: {
      filter: { id: /\.[cm]?[jt]sx?(?:$|\?)/, code: MACRO_IMPORT },
      async handler(code, id) {
        tools ??= await import('@lingui/native-tools');
        const file = id.replace(/\?.*$/, '');
        const result = await tools.transform(code, path.basename(file), {
          macro: { ...tools.mapMacroOptions(config), descriptorFields: 'message' },
        });
        return { code: compileSourceMessages(result.code, file, await idTable()), map: result.map };
      },
    },
  };
  const catalogues: Plugin = {
    name: 'exchange:lingui-short-ids',
    enforce: 'post',
    transform: {
      filter: { id: CATALOGUE },
      async handler(code) {
        return { code: shortenCatalogue(code, await idTable()), map: null };
      },
    },
  };
  return [macros, ...lingui({ failOnMissing, failOnCompileError: true }), catalogues];
}
