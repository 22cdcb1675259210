// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';

// One route table (src/config/paths.ts, docs/architecture.md): a feature links with `paths` or `href`,
// never with its own copy of a path, which would drift when the table changes. Every string literal and
// template head under src/features is read from the syntax tree (comments and CSS are not literals) and
// compared with every route of the table, its parameters standing for any segment.

const ROOT = process.cwd();
const FEATURES = join(ROOT, 'src/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** '/matchlist/:id' → /^\/matchlist\/[^/]+$/i; an optional parameter '/:x?' may be absent. Routes match
 * without regard to case (React Router's default), so a copy in another case is a copy. */
function routePattern(route: string): RegExp {
  const body = route
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/?#]+)?' : '/[^/?#]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

const ROUTES = Object.entries(paths).map(([name, route]) => ({ name, route, pattern: routePattern(route) }));

/** The route a literal copies, if any: its path part (before '?' or '#'); a template head such as
 * `/matchlist/${id}` stands with a sample segment in place of what follows. */
function copiedRoute(text: string, isTemplateHead: boolean): string | null {
  const candidate = isTemplateHead ? `${text}x` : text;
  const path = candidate.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/') || path === '/') return null;
  return ROUTES.find(({ pattern }) => pattern.test(path))?.name ?? null;
}

/** Every literal of a file that copies a route: 'file:line "literal" copies paths.name'. */
function copiesIn(file: string, code: string): string[] {
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | null = null;
    let head = false;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateHead(node)) [text, head] = [node.text, true];
    // An import's module name is a file, not a route.
    const inImport =
      node.parent !== undefined &&
      (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isExternalModuleReference(node.parent));
    if (text !== null && !inImport) {
      const name = copiedRoute(text, head);
      if (name) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${relative(ROOT, file)}:${line + 1} "${text}" copies paths.${name}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('route literals in src/features', () => {
  it('no feature holds its own copy of a path of src/config/paths.ts', () => {
    const files = sourceFiles(FEATURES);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => copiesIn(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  // The check itself: it finds each form of a copy, and leaves alone what is not one.
  it.each([
    ["export const X = '/all-bet-history-profit-loss';", 'allBetHistoryProfitLoss'],
    ["const to = '/dwrequests?page=2';", 'dwRequests'],
    ["const to = '/profitloss';", 'profitLoss'],
    ['const to = `/matchlist/${id}`;', 'matchList'],
    ["const to = '/markets/3001';", 'markets'],
    ['const to = "/under-maintenance";', 'underMaintenance'],
    ['const el = <a href="/current-bet">Bets</a>;', 'currentBet'],
  ])('finds the copy in %s', (code, name) => {
    expect(copiesIn(join(FEATURES, 'probe.tsx'), code)).toEqual([expect.stringContaining(`copies paths.${name}`)]);
  });

  it.each([
    ["const home = '/';"],
    ["const worker = '/sw.js';"],
    ['const tab = `/tabs/${id}`;'],
    ['// a comment naming /all-bet-history-profit-loss'],
    ["import { x } from '/home';"],
    ['const to = `${paths.inplay}?login=false`;'],
    ["const css = 'matchlist';"],
  ])('leaves alone %s', (code) => {
    expect(copiesIn(join(FEATURES, 'probe.tsx'), code)).toEqual([]);
  });
});
