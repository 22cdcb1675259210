// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One reader for every number a player types (docs/domain.md "Typed numbers"): each form field that
// takes a number is found in the syntax tree, and the modules that can read it (its file and what it
// imports from its own feature, src/lib and src/components) may turn text into a number only through
// src/lib/typed-number.ts.

const ROOT = process.cwd();
const SRC = join(ROOT, 'src');
const READER = join(SRC, 'lib/typed-number.ts');

/** Conversions in a field's reach that do not read what the player typed, each with its reason. */
const NOT_TYPED: Record<string, readonly string[]> = {
  'src/components/paged-table/paged-table.tsx': ['Number(event.currentTarget.value)'], // a select's fixed page sizes
  'src/features/betslip/model/outcome-text.ts': ['Number(found?.[1])'], // digits of the server's message
  'src/features/betslip/model/slip-figures.ts': ['Number(digits)'], // digits of the server's message
  'src/features/betslip/components/cash-out-modal.tsx': ['Number(value)'], // a segmented control's fixed shares
  'src/features/betslip/hooks/use-market-book.ts': ['Number(id)'], // runner ids joined by the hook itself
  'src/features/session/model/saved-session.ts': ['Number(raw)'], // numbers the app stored itself
  'src/features/session/model/expiry.ts': ['Number(raw)'], // a time the app stored itself
  'src/lib/price-text.ts': ['Number.parseFloat(value)'], // computed CSS pixels
  'src/lib/plain-text.ts': ['Number.parseInt(name.slice(2), 16)', 'Number.parseInt(name.slice(1), 10)'], // HTML entities
};

const NUMBER_MODES = new Set(['numeric', 'decimal']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function parse(file: string, code: string): ts.SourceFile {
  return ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function attribute(node: ts.JsxOpeningLikeElement, name: string): string | null {
  for (const property of node.attributes.properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== name || !property.initializer) continue;
    if (ts.isStringLiteral(property.initializer)) return property.initializer.text;
  }
  return null;
}

/** Fields that take a number: inputMode numeric/decimal, type="number", or Mantine's NumberInput. */
export function numberFields(source: ts.SourceFile): Array<{ line: number; numberInput: boolean }> {
  const found: Array<{ line: number; numberInput: boolean }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText();
      const mode = attribute(node, 'inputMode');
      const isNumber = tag === 'NumberInput' || (mode !== null && NUMBER_MODES.has(mode)) || attribute(node, 'type') === 'number';
      if (isNumber)
        found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, numberInput: tag === 'NumberInput' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const CONVERTERS = new Set(['Number', 'parseFloat', 'parseInt', 'Number.parseFloat', 'Number.parseInt']);

/** Every place that turns text into a number by its own rule: a converter call, a unary +, a
 * `valueAsNumber`, or commas stripped before reading. */
export function conversions(source: ts.SourceFile): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = [];
  const add = (node: ts.Node) => found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.getText() });
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      if (CONVERTERS.has(callee)) add(node);
      if (ts.isPropertyAccessExpression(node.expression) && /^replace(All)?$/.test(node.expression.name.text)) {
        const pattern = node.arguments[0];
        if (pattern && (ts.isStringLiteral(pattern) || ts.isRegularExpressionLiteral(pattern)) && pattern.getText().includes(','))
          add(node);
      }
    }
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.PlusToken && !ts.isNumericLiteral(node.operand)) add(node);
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'valueAsNumber') add(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The feature folder (or src/lib, src/components) a file belongs to: a field's reader lives there. */
function home(file: string): string {
  const parts = relative(SRC, file).split('/');
  return parts[0] === 'features' ? join(SRC, 'features', parts[1] ?? '') : join(SRC, parts[0] ?? '');
}

/** The file and what it imports, transitively, within its own feature, src/lib and src/components. */
function reach(file: string): string[] {
  const allowed = [home(file), join(SRC, 'lib'), join(SRC, 'components')];
  const seen = new Set<string>([file]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    for (const statement of parse(current, readFileSync(current, 'utf8')).statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (statement.importClause?.isTypeOnly) continue;
      const target = resolveImport(current, statement.moduleSpecifier.text);
      if (!target || seen.has(target) || !allowed.some((dir) => target.startsWith(`${dir}/`))) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen];
}

function readersAroundTheRule(files: readonly string[]): string[] {
  const problems: string[] = [];
  const checked = new Set<string>();
  for (const file of files) {
    const fields = numberFields(parse(file, readFileSync(file, 'utf8')));
    for (const field of fields.filter((candidate) => candidate.numberInput)) {
      problems.push(`${relative(ROOT, file)}:${field.line} NumberInput reads what is typed by its own rule`);
    }
    if (fields.length === 0) continue;
    for (const module of reach(file)) {
      if (module === READER || checked.has(module)) continue;
      checked.add(module);
      const name = relative(ROOT, module);
      for (const found of conversions(parse(module, readFileSync(module, 'utf8')))) {
        if (!(NOT_TYPED[name] ?? []).includes(found.text))
          problems.push(`${name}:${found.line} ${found.text} (a field of ${relative(ROOT, file)} can reach it)`);
      }
    }
  }
  return problems;
}

describe('every number a player types is read by src/lib/typed-number.ts', () => {
  const files = sourceFiles(SRC);

  it('finds the number fields (stake, odds, payment amount, limit, order edit, one-click stake)', () => {
    const holders = files
      .filter((file) => numberFields(parse(file, readFileSync(file, 'utf8'))).length > 0)
      .map((file) => relative(ROOT, file));
    expect(holders).toEqual(
      expect.arrayContaining([
        'src/features/betslip/components/stake-field.tsx',
        'src/features/betslip/components/odds-field.tsx',
        'src/features/betslip/components/one-click-setting.tsx',
        'src/features/betslip/components/quick-stakes-form.tsx',
        'src/features/payments/components/amount-field.tsx',
        'src/features/protection/limit-row.tsx',
        'src/features/markets/components/order-editor.tsx',
      ]),
    );
  });

  it('no field reads its text another way', () => {
    expect(readersAroundTheRule(files)).toEqual([]);
  });

  it('every exception still exists (a stale one would hide a new reader)', () => {
    for (const [name, texts] of Object.entries(NOT_TYPED)) {
      const found = conversions(parse(name, readFileSync(join(ROOT, name), 'utf8'))).map((conversion) => conversion.text);
      for (const text of texts) expect(found, name).toContain(text);
    }
  });

  // The check itself, on code that goes around the rule.
  it.each([
    ['<TextInput inputMode="decimal" onChange={(e) => set(Number(e.currentTarget.value.replace(/,/g, "")))} />', 2],
    ['<input type="number" onChange={(e) => set(e.currentTarget.valueAsNumber)} />', 1],
    ['<TextInput inputMode="numeric" onChange={(e) => set(+e.currentTarget.value)} />', 1],
    ['<TextInput inputMode="decimal" onChange={(e) => set(Number.parseFloat(e.currentTarget.value))} />', 1],
  ])('reports %s', (code, count) => {
    const source = parse('probe.tsx', `const x = ${code};`);
    expect(numberFields(source)).toHaveLength(1);
    expect(conversions(source)).toHaveLength(count);
  });

  it('reports a NumberInput and leaves a field read by the one reader alone', () => {
    expect(numberFields(parse('probe.tsx', 'const x = <NumberInput value={1} />;'))).toEqual([{ line: 1, numberInput: true }]);
    const reader = parse(
      'probe.tsx',
      'const x = <TextInput inputMode="decimal" onChange={(e) => set(readAmount(e.currentTarget.value))} />;',
    );
    expect(conversions(reader)).toEqual([]);
  });
});
