import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// main.tsx imports only the Mantine styles the app uses (the first route's CSS budget is 30 KB gzip).
// A component used from @mantine/core without its styles renders unstyled in production: this test
// lists every @mantine/core component imported under src/ and wants its stylesheet imported.

const STYLES = 'node_modules/@mantine/core/styles';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true })
    .map((file) => path.join(folder, String(file)))
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes(`${path.sep}generated${path.sep}`));
}

function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles('src')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of (match[1] ?? '').split(',')) {
        const clean = name
          .replace(/^\s*type\s+/, '')
          .replace(/\s+as\s+.*$/, '')
          .trim();
        if (clean) used.add(clean);
      }
    }
  }
  return used;
}

const main = readFileSync('src/app/main.tsx', 'utf8');
const imported = [...main.matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((match) => match[1]);

describe('Mantine styles in main.tsx', () => {
  it('does not import the whole styles.css', () => {
    expect(main).not.toContain("'@mantine/core/styles.css'");
  });

  it('starts with the baseline, the default variables and the global styles', () => {
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('imports the stylesheet of every @mantine/core component the app uses', () => {
    const missing = [...usedComponents()].filter((name) => existsSync(path.join(STYLES, `${name}.css`)) && !imported.includes(name));
    expect(missing).toEqual([]);
  });

  it('imports stylesheets that exist, in the order of styles.css (dependencies first)', () => {
    const full = readFileSync('node_modules/@mantine/core/styles.css', 'utf8');
    const positions = imported.map((name) => {
      const css = readFileSync(path.join(STYLES, `${name}.css`), 'utf8').trim();
      return full.indexOf(css.slice(0, 120));
    });
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
