// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';

// No write waits for the network (issue 54): the app's one QueryClient (src/app/query-client.ts) makes
// every mutation networkMode 'always', so offline it fails at once instead of going out when the
// connection returns. A caller goes around that by making a client of its own, or by giving a mutation
// another network mode; both are read from the syntax tree of src (comments are not code).

const ROOT = process.cwd();
const SRC = join(ROOT, 'src');
const FACTORY = join(SRC, 'app/query-client.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The name a call or `new` is made by: `useMutation(…)`, `rq.useMutation(…)`, `new QueryClient(…)`. */
function calleeName(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return null;
}

/** Calls whose object argument is a mutation's options. */
const MUTATION_CALLS = new Set(['useMutation', 'moneyAction', 'mutationOptions', 'MutationObserver', 'setMutationDefaults']);

function propertyName(property: ts.ObjectLiteralElementLike): string | null {
  if (!property.name) return null;
  if (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) return property.name.text;
  return null;
}

/** An object literal that holds a mutation's options: given to a mutation call, the client's
 * `mutations` defaults, or an object with a mutationFn or spreading a generated `…Mutation()`. */
function isMutationOptions(object: ts.ObjectLiteralExpression): boolean {
  const { parent } = object;
  const isCall = ts.isCallExpression(parent) || ts.isNewExpression(parent);
  if (isCall && MUTATION_CALLS.has(calleeName(parent.expression) ?? '')) return true;
  if (ts.isPropertyAssignment(parent) && propertyName(parent) === 'mutations') return true;
  return object.properties.some((property) => {
    if (propertyName(property) === 'mutationFn') return true;
    if (!ts.isSpreadAssignment(property) || !ts.isCallExpression(property.expression)) return false;
    return /Mutation$/.test(calleeName(property.expression.expression) ?? '');
  });
}

/** What in a file goes around the rule: 'file:line what'. */
function bypassesIn(file: string, code: string): string[] {
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(ROOT, file)}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && calleeName(node.expression) === 'QueryClient' && file !== FACTORY) {
      report(node, 'makes a QueryClient of its own (use createQueryClient)');
    }
    if (ts.isObjectLiteralExpression(node) && isMutationOptions(node)) {
      for (const property of node.properties) {
        if (propertyName(property) !== 'networkMode') continue;
        // `networkMode: 'always'` only: a shorthand or a method hides what the mode is.
        const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
        const literal = value !== undefined && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value));
        if (!literal || value.text !== 'always') report(property, `gives a mutation networkMode ${(value ?? property).getText(source)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no write waits for the network', () => {
  it("the app's QueryClient never pauses a mutation", () => {
    expect(createQueryClient().getDefaultOptions().mutations?.networkMode).toBe('always');
  });

  it('no code under src makes its own QueryClient or gives a mutation another network mode', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => bypassesIn(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  // The check itself: it finds each way around the rule, and leaves alone what is not one.
  const probe = join(SRC, 'features/probe.tsx');
  it.each([
    ['const queryClient = new QueryClient();', 'makes a QueryClient of its own'],
    ['const queryClient = new rq.QueryClient({ defaultOptions: {} });', 'makes a QueryClient of its own'],
    ["const change = useMutation({ ...setProtectionLimitMutation(), networkMode: 'online' });", "networkMode 'online'"],
    ["const take = useMutation({ mutationFn: send, networkMode: 'offlineFirst' });", "networkMode 'offlineFirst'"],
    ['const options = { ...selfExcludeMutation(), meta: { inlineErrors: true }, networkMode: mode };', 'networkMode mode'],
    ["const bet = useMutation(moneyAction('POST /Bet', { ...placeBetMutation(), networkMode: 'online' }));", "networkMode 'online'"],
    ['const options = { mutationFn: send, networkMode };', 'networkMode networkMode'],
    ["queryClient.setMutationDefaults(['claim'], { networkMode: 'online' });", "networkMode 'online'"],
    ["const client = createClient({ defaultOptions: { mutations: { networkMode: 'online' } } });", "networkMode 'online'"],
  ])('reports %s', (code, what) => {
    expect(bypassesIn(probe, code)).toEqual([expect.stringContaining(what)]);
  });

  it.each([
    ["const change = useMutation({ ...setProtectionLimitMutation(), networkMode: 'always' });"],
    ["const data = await queryClient.fetchQuery({ ...openBetsQueryOptions(), networkMode: 'always' });"],
    ["const feed = useQuery({ ...getUserOddsOptions(), networkMode: 'offlineFirst' });"],
    ['// a comment: new QueryClient() with networkMode online'],
    ['const queryClient = useQueryClient();'],
  ])('leaves alone %s', (code) => {
    expect(bypassesIn(probe, code)).toEqual([]);
  });

  it('lets the factory make the client', () => {
    expect(bypassesIn(FACTORY, 'export function createQueryClient() { return new QueryClient(); }')).toEqual([]);
  });
});
