import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isTypeScript, sourceFiles } from '../support/source-tree';
import { DEV_PREBUNDLED } from '../../scripts/dev-prebundled';

// The dev server bundles the packages in optimizeDeps.include before it serves the first page. A
// package it only meets later (in a lazily loaded screen) makes it re-bundle and reload the open page:
// a player typing in a form, or an e2e test, loses what was typed. So every package the browser code
// imports at run time must be on the list.

const ROOTS = ['src', 'mocks'];

/** Package specifiers a file imports at run time (type-only imports and exports left out). */
function runtimeImports(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Style sheets and assets (`?url`) are not bundled by the dep optimizer; Lingui's macros are
  // compiled away (scripts/lingui-plugin.ts), into imports of the app's own runtime.
  return found.filter(
    (specifier) =>
      !specifier.startsWith('.') &&
      !specifier.startsWith('@/') &&
      !specifier.endsWith('.css') &&
      !specifier.endsWith('?url') &&
      !/^@lingui\/(core|react)\/macro$/.test(specifier),
  );
}

describe('the dev server pre-bundles every package of the browser code', () => {
  const files = ROOTS.flatMap((dir) => sourceFiles(dir, { skip: ['generated', 'public'], accept: isTypeScript }));
  // The Node side of the mock (its HTTP and WebSocket servers, msw/node) never runs in the browser.
  const browserFiles = files.filter(
    (path) => !runtimeImports(path).some((specifier) => specifier.startsWith('node:') || specifier === 'msw/node' || specifier === 'ws'),
  );

  it('reads the code it checks', () => {
    expect(browserFiles.length).toBeGreaterThan(100);
    expect(browserFiles.length).toBeLessThan(files.length);
  });

  it('lists each package imported at run time in optimizeDeps.include', () => {
    const missing = new Set<string>();
    for (const path of browserFiles) {
      for (const specifier of runtimeImports(path))
        if (!(DEV_PREBUNDLED as readonly string[]).includes(specifier)) missing.add(`${specifier} (${path})`);
    }
    expect([...missing]).toEqual([]);
  });
});
