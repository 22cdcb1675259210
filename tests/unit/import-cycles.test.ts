// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MOCKS, ROOT, SRC, resolveModule, sourceFiles } from '../support/source-tree';

// No import circle in src, mocks or scripts (docs/architecture.md): lint's import-x/no-cycle skips
// `import type`, so a type going back (a component's props type imported by the dialog it opens)
// closed a circle unseen. This walks every static import and re-export of the three, types included,
// relative, '@/' and '@mocks/', and looks for a circle with a depth-first search. A dynamic import()
// is a chunk loaded later, not a circle.

const WALKED = [SRC, MOCKS, join(ROOT, 'scripts')];

/** A file of the walked folders, or null for a package (or a file elsewhere). */
function resolveWalked(from: string, name: string): string | null {
  const found = resolveModule(from, name);
  return found && WALKED.some((dir) => found.startsWith(`${dir}/`)) ? found : null;
}

/** The static imports and re-exports of a file (types included), as files of the walked folders. */
function importsOf(file: string, code: string): string[] {
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      names.push(statement.moduleSpecifier.text);
    }
  }
  return names.flatMap((name) => resolveWalked(file, name) ?? []);
}

type Graph = ReadonlyMap<string, readonly string[]>;

/** Every circle found by a depth-first search, each as the files around it ending where it started. */
function circlesIn(graph: Graph): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const seen = state.get(next);
      if (seen === 'open') circles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (seen === undefined) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return circles;
}

describe('import circles in src, mocks and scripts', () => {
  // 30 s: parsing every file of three folders takes several seconds beside the rest of the unit run.
  it('no file of src, mocks or scripts reaches itself through its imports, type imports included', () => {
    const files = WALKED.flatMap((dir) => sourceFiles(dir));
    expect(files.length).toBeGreaterThan(100);
    const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
    // The walk sees the imports: most files import another walked file.
    expect([...graph.values()].filter((targets) => targets.length > 0).length).toBeGreaterThan(files.length / 2);
    // src/api/generated is openapi-ts's output, never edited by hand (its client's types and utils
    // import each other): a circle wholly inside it is the generator's; one through our files is ours.
    const generated = join(SRC, 'api/generated');
    const circles = circlesIn(graph)
      .filter((circle) => !circle.every((file) => file.startsWith(generated)))
      .map((circle) => circle.map((file) => relative(ROOT, file)).join(' → '));
    expect(circles).toEqual([]);
  }, 30_000);

  it('finds a circle made by a type import, and the file names of each import form', () => {
    const dir = join(SRC, 'features/betslip/components');
    const a = join(dir, 'a.tsx');
    expect(
      importsOf(
        a,
        "import type { T } from './cash-out';\nexport { x } from '@/config/paths';\nimport React from 'react';\nconst l = () => import('./cash-out-modal');\n",
      ),
    ).toEqual([join(dir, 'cash-out.tsx'), join(SRC, 'config/paths.ts')]);
    expect(
      circlesIn(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      circlesIn(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});
