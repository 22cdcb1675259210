// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The recipes of docs/architecture.md ("How to…") name every file a change touches; a file that moved
// or was renamed makes a recipe lie. Every repository path in backticks there must exist. A name with a
// placeholder (`mocks/handlers/<controller>.ts`) stands for a file still to write, and is skipped.

const ROOT = process.cwd();
const DOC = 'docs/architecture.md';
const ROOTS = ['src', 'mocks', 'tests', 'openapi', 'docs', 'scripts', 'contracts'];
const PATH_LIKE = new RegExp(`^(?:${ROOTS.join('|')})/`);

/** The text of every section whose heading starts with "How to", up to the next heading of its level or above. */
function howToSections(markdown: string): string[] {
  const sections: string[] = [];
  let level = 0;
  let current: string[] | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      const depth = heading[1].length;
      if (current && depth <= level) {
        sections.push(current.join('\n'));
        current = null;
      }
      if (!current && /^How to/i.test(heading[2])) {
        level = depth;
        current = [];
        continue;
      }
    }
    current?.push(line);
  }
  if (current) sections.push(current.join('\n'));
  return sections;
}

/** Repository paths named in backticks (a command's arguments included), placeholders left out. */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  const words = spans.flatMap((span) => span.split(/\s+/));
  const paths = words.map((word) => word.replace(/[,;:)]+$/, '')).filter((word) => PATH_LIKE.test(word) && !/[<>]/.test(word));
  return [...new Set(paths)];
}

/** Each recipe's bold title with the paths it names. */
function recipes(section: string): { title: string; paths: string[] }[] {
  return section
    .split(/\n(?=- \*\*)/)
    .filter((item) => item.startsWith('- **'))
    .map((item) => ({ title: /^- \*\*(.+?)\*\*/.exec(item)?.[1] ?? item.slice(0, 40), paths: namedPaths(item) }));
}

describe('the recipes of docs/architecture.md', () => {
  const sections = howToSections(readFileSync(join(ROOT, DOC), 'utf8'));

  it('has a "How to…" section with recipes that name files', () => {
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.flatMap(recipes).filter((recipe) => recipe.paths.length > 0).length).toBeGreaterThan(3);
  });

  for (const recipe of sections.flatMap(recipes)) {
    it(`"${recipe.title}" names only files and folders that exist`, () => {
      const missing = recipe.paths.filter((path) => !existsSync(join(ROOT, path)));
      expect(missing).toEqual([]);
    });
  }
});

describe('reading the recipes', () => {
  it('takes the "How to" sections only, up to the next heading of their level', () => {
    const markdown = [
      '# Doc',
      '`src/outside.ts`',
      '## How to…',
      '- **A**: `src/a.ts`',
      '### Detail',
      '`src/b.ts`',
      '## Habits',
      '`src/c.ts`',
    ].join('\n');
    expect(howToSections(markdown).flatMap(namedPaths)).toEqual(['src/a.ts', 'src/b.ts']);
  });

  it('finds paths inside commands and skips placeholders and other names', () => {
    const text =
      'Run `npx vitest run --project unit tests/unit/a.test.ts`, edit `mocks/handlers/<controller>.ts`, `slip-store.ts` and `docs/x.md`.';
    expect(namedPaths(text)).toEqual(['tests/unit/a.test.ts', 'docs/x.md']);
  });
});
