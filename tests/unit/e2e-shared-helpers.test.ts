// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fieldLabels } from '@/features/session/model/validation';

// The browser tests' set-up lives once, in tests/e2e/support.ts: a spec that writes its own copy of a
// shared helper, or types credentials into the login form itself, drifts from the others unseen.

const e2eDir = join(__dirname, '../e2e');
/** The login form's fields (src/features/session/components/login-form.tsx), by label and by input name. */
const LOGIN_LABELS: readonly string[] = [fieldLabels.username, fieldLabels.password];
const LOGIN_INPUT_NAME = /\bname\s*=\s*["']?(username|password)\b/i;
const TYPING = new Set(['fill', 'type', 'pressSequentially']);

const parse = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);

/** The functions support.ts exports: `export function x` and `export const x = () => …`. */
function exportedHelpers(text: string): string[] {
  const names: string[] = [];
  for (const statement of parse('support.ts', text).statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) names.push(statement.name.text);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const { name, initializer } = declaration;
        if (ts.isIdentifier(name) && initializer && isFunction(initializer)) names.push(name.text);
      }
    }
  }
  return names;
}

function isFunction(node: ts.Node): boolean {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node);
}

const stringArg = (node: ts.Node | undefined): string | undefined => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

/** A locator of a login field: getByRole('textbox', { name: 'Username' }), getByLabel('Password'), locator('[name=username]'). */
function isLoginFieldLocator(call: ts.CallExpression): boolean {
  if (!ts.isPropertyAccessExpression(call.expression)) return false;
  const method = call.expression.name.text;
  const [first, second] = call.arguments;
  if (method === 'getByRole' && stringArg(first) === 'textbox' && second && ts.isObjectLiteralExpression(second)) {
    const nameOf = (p: ts.ObjectLiteralElementLike) =>
      ts.isPropertyAssignment(p) && p.name.getText() === 'name' ? stringArg(p.initializer) : undefined;
    return second.properties.some((p) => LOGIN_LABELS.includes(nameOf(p) ?? ''));
  }
  if (method === 'getByLabel' || method === 'getByPlaceholder') return LOGIN_LABELS.includes(stringArg(first) ?? '');
  if (method === 'locator') return LOGIN_INPUT_NAME.test(stringArg(first) ?? '');
  return false;
}

/** Whether an expression is, or is built on, a login field's locator; a name is followed to its declaration in the file. */
function reachesLoginField(node: ts.Expression, declarations: Map<string, ts.Expression>, seen = new Set<string>()): boolean {
  if (ts.isIdentifier(node)) {
    const initializer = declarations.get(node.text);
    if (!initializer || seen.has(node.text)) return false;
    return reachesLoginField(initializer, declarations, new Set([...seen, node.text]));
  }
  if (ts.isAwaitExpression(node) || ts.isParenthesizedExpression(node)) return reachesLoginField(node.expression, declarations, seen);
  if (ts.isPropertyAccessExpression(node)) return reachesLoginField(node.expression, declarations, seen);
  if (ts.isCallExpression(node)) return isLoginFieldLocator(node) || reachesLoginField(node.expression, declarations, seen);
  return false;
}

/** What a file does that support.ts is there for: its own copy of a shared helper, a login field typed into by hand. */
function ownCopies(name: string, text: string, helpers: readonly string[]): string[] {
  const source = parse(name, text);
  const shared = new Map(helpers.map((helper) => [helper.toLowerCase(), helper]));
  const declarations = new Map<string, ts.Expression>();
  const found: string[] = [];
  const where = (node: ts.Node) => `${name}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const defines = (node: ts.Node, id: string) => {
    const helper = shared.get(id.toLowerCase());
    if (helper) found.push(`${where(node)} defines ${id}: use ${helper} from tests/e2e/support.ts`);
  };
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      declarations.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, collect);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name) defines(node, node.name.text);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && isFunction(node.initializer)) {
      defines(node, node.name.text);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && TYPING.has(node.expression.name.text)) {
      const [selector] = node.arguments;
      const onSelector = node.arguments.length > 1 && LOGIN_INPUT_NAME.test(stringArg(selector) ?? '');
      if (onSelector || reachesLoginField(node.expression.expression, declarations)) {
        found.push(`${where(node)} types into the login form: use logIn from tests/e2e/support.ts`);
      }
    }
    ts.forEachChild(node, visit);
  };
  collect(source);
  visit(source);
  return found;
}

const e2eFiles = () => readdirSync(e2eDir).filter((file) => file.endsWith('.ts') && file !== 'support.ts');
const helpers = exportedHelpers(readFileSync(join(e2eDir, 'support.ts'), 'utf8'));

describe('the e2e specs use the shared helpers of tests/e2e/support.ts', () => {
  it('knows the shared helpers', () => {
    const named = ['logIn', 'goWithinTheApp', 'openSportsNav', 'backAboveTheBest', 'amountOf', 'closeApkBar', 'fillSignup'];
    expect(helpers).toEqual(expect.arrayContaining(named));
  });

  it('no spec defines its own copy of a shared helper or fills the login form by hand', () => {
    const found = e2eFiles().flatMap((file) => ownCopies(file, readFileSync(join(e2eDir, file), 'utf8'), helpers));
    expect(found).toEqual([]);
  });

  it('catches a copied helper, whatever its case or form, and a login typed by hand, directly or through a variable', () => {
    const copy = [
      "import { expect, test, type Page } from './fixtures';",
      'async function logIn(page: Page, password: string): Promise<void> {',
      "  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('player1');",
      "  const secret = page.getByRole('main').getByLabel('Password');",
      '  await secret.fill(password);',
      "  await page.getByRole('button', { name: 'Log in' }).click();",
      '}',
      "const amountof = (text: string) => Number(text.replace(/[+,\\s]/g, ''));",
      "test('x', async ({ page }) => {",
      "  await page.locator('input[name=\"username\"]').pressSequentially('player2');",
      "  await page.fill('[name=password]', 'Player@123');",
      '});',
    ].join('\n');
    expect(ownCopies('copy.spec.ts', copy, helpers)).toEqual([
      'copy.spec.ts:2 defines logIn: use logIn from tests/e2e/support.ts',
      'copy.spec.ts:3 types into the login form: use logIn from tests/e2e/support.ts',
      'copy.spec.ts:5 types into the login form: use logIn from tests/e2e/support.ts',
      'copy.spec.ts:8 defines amountof: use amountOf from tests/e2e/support.ts',
      'copy.spec.ts:10 types into the login form: use logIn from tests/e2e/support.ts',
      'copy.spec.ts:11 types into the login form: use logIn from tests/e2e/support.ts',
    ]);
  });

  it('lets a spec call the helpers, and type into fields that are not the login form', () => {
    const calls = [
      "import { amountOf, logIn } from './support';",
      "test('x', async ({ page }) => {",
      "  await logIn(page, { password: 'Wrong@123', submit: 'enter' });",
      "  await page.getByRole('main').getByLabel('Current Password').fill('Player@123');",
      "  await page.getByRole('textbox', { name: 'Stake' }).fill('100');",
      "  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('player1');",
      "  expect(amountOf('+1,500')).toBe(1500);",
      '});',
    ].join('\n');
    expect(ownCopies('calls.spec.ts', calls, helpers)).toEqual([]);
  });
});
