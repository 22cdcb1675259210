// The project's own modules, for the tests that walk its imports (cycles, macros, packages).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = process.cwd();
export const SRC = join(ROOT, 'src');
export const MOCKS = join(ROOT, 'mocks');

/** TypeScript or an ES module script, not a declaration file. */
export const isModule = (name: string): boolean => /\.(tsx?|mts|mjs)$/.test(name) && !/\.d\.m?ts$/.test(name);
export const isTypeScript = (name: string): boolean => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');

interface Walk {
  /** Folder names not entered. */
  skip?: readonly string[];
  accept?: (name: string) => boolean;
}

export function sourceFiles(dir: string, { skip = [], accept = isModule }: Walk = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : sourceFiles(full, { skip, accept });
    return accept(entry.name) ? [full] : [];
  });
}

/** The file a specifier of ours (relative, `@/`, `@mocks/`) points at, or null for a package. */
export function resolveModule(from: string, name: string): string | null {
  let base: string;
  if (name.startsWith('@/')) base = join(SRC, name.slice(2));
  else if (name.startsWith('@mocks/')) base = join(MOCKS, name.slice('@mocks/'.length));
  else if (name.startsWith('.')) base = resolve(dirname(from), name);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile() && isModule(candidate)) ?? null;
}

export function parseSource(file: string, code = readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}
