// @vitest-environment node
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MOCKS, ROOT, SRC, isTypeScript, parseSource, resolveModule, sourceFiles } from '../support/source-tree';

// Two rules of docs/i18n.md that a reviewer would miss:
// - the mock backend (run under tsx by `npm run mock:server`, where a Lingui macro throws) never
//   reaches a file that imports a macro: a server's words are its own, in English;
// - a message is read when it is shown, never at module level, where it would be frozen in the
//   language the module loaded in.

const MACRO = /^@lingui\/(core|react)\/macro$/;
const READS_NOW = new Set(['t', 'plural', 'select', 'selectOrdinal']);
const files = (dir: string): string[] => sourceFiles(dir, { skip: ['generated'], accept: isTypeScript });
const parse = (file: string, code?: string): ts.SourceFile => parseSource(file, code);

/** The modules a file loads when it runs: `import type` and type-only re-exports are erased. */
function valueImports(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier))
      return [statement.moduleSpecifier.text];
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      return [statement.moduleSpecifier.text];
    return [];
  });
}

/** The path from `start` to a file that imports a macro, or null. */
export function macroPath(start: string, read: (file: string) => ts.SourceFile = parse, find = resolveModule): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const source = read(file);
    const names = valueImports(source);
    // Vite's import.meta.env is undefined under tsx too.
    if (names.some((name) => MACRO.test(name)) || source.text.includes('import.meta.env')) return [...trail, file];
    for (const name of names) {
      const next = find(file, name);
      const found = next ? walk(next, [...trail, file]) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(start, []);
}

/** Calls of `t`, `plural`… from the core macro that run when the module loads. */
export function moduleLevelReads(source: ts.SourceFile): string[] {
  const imported = new Set<string>();
  for (const statement of source.statements)
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === '@lingui/core/macro'
    )
      for (const element of (statement.importClause?.namedBindings as ts.NamedImports | undefined)?.elements ?? [])
        if (READS_NOW.has((element.propertyName ?? element.name).text)) imported.add(element.name.text);
  const found: string[] = [];
  const visit = (node: ts.Node, inFunction: boolean): void => {
    const tag = ts.isTaggedTemplateExpression(node) ? node.tag : ts.isCallExpression(node) ? node.expression : null;
    if (!inFunction && tag && ts.isIdentifier(tag) && imported.has(tag.text))
      found.push(`${relative(ROOT, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    const entersFunction = ts.isFunctionLike(node) || ts.isClassStaticBlockDeclaration(node);
    ts.forEachChild(node, (child) => visit(child, inFunction || entersFunction));
  };
  visit(source, false);
  return found;
}

describe('the rules of the app’s words', () => {
  it("the mock backend never loads a file that imports a Lingui macro or reads Vite's env", () => {
    const offenders = files(MOCKS)
      .map((file) => macroPath(file))
      .filter((trail): trail is string[] => trail !== null)
      .map((trail) => trail.map((file) => relative(ROOT, file)).join(' → '));
    expect(offenders).toEqual([]);
  });

  it('no message is read at module level', () => {
    expect(files(SRC).flatMap((file) => moduleLevelReads(parse(file)))).toEqual([]);
  });

  it('catches both, as the fixtures show', () => {
    const frozen = parse(
      '/fixture.ts',
      "import { t, msg } from '@lingui/core/macro';\nconst A = t`Frozen`;\nconst B = msg`Fine`;\nexport const f = () => t`Fine too`;",
    );
    expect(moduleLevelReads(frozen)).toEqual([`${relative(ROOT, '/fixture.ts')}:2`]);
    const sources: Record<string, string> = {
      '/m/a.ts': "import { b } from './b';\nexport const a = b;",
      '/m/b.ts': "import { t } from '@lingui/core/macro';\nexport const b = () => t`x`;",
    };
    const read = (file: string) => parse(file, sources[file] ?? '');
    const find = (from: string, name: string) => (name.startsWith('./') ? join(dirname(from), `${name.slice(2)}.ts`) : null);
    expect(macroPath('/m/a.ts', read, find)).toEqual(['/m/a.ts', '/m/b.ts']);
    sources['/m/a.ts'] = "import type { b } from './b';\nexport type A = typeof b;";
    expect(macroPath('/m/a.ts', read, find)).toBeNull();
  });
});
