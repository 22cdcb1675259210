import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// docs/architecture.md "Habits": a function a newcomer can read at one go. No function in src (the
// generated client aside) runs over 100 lines, counted from its first line to its last, comments and
// blank lines included; split one that grows past it where the parts have names of their own.

const MAX_LINES = 100;
const root = join(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(root, 'api/generated') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function longFunctions(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_LINES) found.push(`${name}:${first + 1} ${node.name?.getText(source) ?? '(anonymous)'} has ${lines} lines`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it(`finds no function in src over ${MAX_LINES} lines`, () => {
    expect(sourceFiles(root).flatMap((file) => longFunctions(relative(root, file), readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('sees a long function, and an arrow inside a component, when there is one', () => {
    const body = Array.from({ length: MAX_LINES - 2 }, (_, index) => `  const v${index} = ${index};`).join('\n');
    expect(longFunctions('probe.ts', `export function short() {\n${body}\n}\n`)).toEqual([]);
    expect(longFunctions('probe.ts', `export function long() {\n${body}\n  return 0;\n}\n`)).toEqual([
      `probe.ts:1 long has ${MAX_LINES + 1} lines`,
    ]);
    expect(
      longFunctions('probe.tsx', `export function View() {\n  const run = () => {\n${body}\n${body}\n  };\n  return run;\n}\n`),
    ).toHaveLength(2);
  });
});
