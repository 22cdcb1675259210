// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md "One folder rule for every feature": flat up to 12 files beside index.ts and
// model/; past that components/, hooks/ and model/, with at most 6 wiring files beside index.ts;
// model/ is plain TypeScript with nothing from React.

const FLAT_LIMIT = 12;
const WIRING_LIMIT = 6;
const FOLDERS = ['components', 'hooks', 'model'];
/** What model/ never imports: it is tested without rendering. */
const REACT_IMPORT = /from '(react|react-dom(\/[\w-]+)?|@tanstack\/react-query|@\/api\/generated\/@tanstack\/react-query\.gen)'/;

type Feature = { name: string; files: string[]; read: (file: string) => string };

const isComponentFile = (name: string) => name.endsWith('.tsx') || name.endsWith('.module.css');
const isHookFile = (name: string) => /^use-[\w-]+\.ts$/.test(name);

/** What breaks the rule in one feature, each named so the fix is plain. */
function breaches({ name, files, read }: Feature): string[] {
  const found: string[] = [];
  const top = files.filter((file) => !file.includes('/'));
  const folders = [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0] ?? ''))];
  if (!top.includes('index.ts')) found.push(`${name}: no public index.ts`);
  for (const folder of folders.filter((folder) => !FOLDERS.includes(folder)))
    found.push(`${name}/${folder}: not one of ${FOLDERS.join(', ')}`);
  for (const file of files.filter((file) => file.startsWith('model/'))) {
    if (file.endsWith('.tsx')) found.push(`${name}/${file}: a component in model/`);
    else if (file.endsWith('.ts') && REACT_IMPORT.test(read(file))) found.push(`${name}/${file}: model/ imports React`);
  }
  const outsideModel = files.filter((file) => file !== 'index.ts' && !file.startsWith('model/'));
  const foldered = folders.includes('components') || folders.includes('hooks');
  if (!foldered) {
    if (outsideModel.length > FLAT_LIMIT) {
      const toMove = outsideModel.filter((file) => isComponentFile(file) || isHookFile(file));
      found.push(
        `${name}: ${outsideModel.length} files beside index.ts and model/ (flat up to ${FLAT_LIMIT}): move to components/ and hooks/: ${toMove.join(', ')}`,
      );
    }
    return found;
  }
  for (const file of top.filter((file) => file !== 'index.ts')) {
    if (isComponentFile(file)) found.push(`${name}/${file}: belongs in components/`);
    else if (isHookFile(file)) found.push(`${name}/${file}: belongs in hooks/`);
  }
  const wiring = top.filter((file) => file !== 'index.ts' && !isComponentFile(file) && !isHookFile(file));
  if (wiring.length > WIRING_LIMIT)
    found.push(`${name}: ${wiring.length} files beside index.ts (at most ${WIRING_LIMIT}): ${wiring.join(', ')}`);
  for (const file of files.filter((file) => file.startsWith('components/') && !isComponentFile(file.slice('components/'.length))))
    found.push(`${name}/${file}: not a component`);
  for (const file of files.filter((file) => file.startsWith('hooks/') && !isHookFile(file.slice('hooks/'.length))))
    found.push(`${name}/${file}: not a use-*.ts hook`);
  return found;
}

const featuresRoot = join(__dirname, '../../src/features');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function featureOnDisk(name: string): Feature {
  const dir = join(featuresRoot, name);
  return { name, files: filesUnder(dir).map((file) => relative(dir, file)), read: (file) => readFileSync(join(dir, file), 'utf8') };
}

const plain = () => 'export const x = 1;\n';
const fixture = (name: string, files: string[], read: Feature['read'] = plain): Feature => ({ name, files, read });
const many = (count: number, make: (index: number) => string) => Array.from({ length: count }, (_, index) => make(index));

describe('the folder rule of src/features', () => {
  it('holds for every feature', () => {
    const names = readdirSync(featuresRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(names.length).toBeGreaterThan(10);
    expect(names.flatMap((name) => breaches(featureOnDisk(name)))).toEqual([]);
  });

  it('accepts a small flat feature and a large foldered one', () => {
    expect(breaches(fixture('small', ['index.ts', 'model/rules.ts', ...many(FLAT_LIMIT, (i) => `part-${i}.tsx`)]))).toEqual([]);
    expect(
      breaches(
        fixture('large', [
          'index.ts',
          'routes.ts',
          'model/rules.ts',
          ...many(20, (i) => `components/part-${i}.tsx`),
          'components/part.module.css',
          'hooks/use-part.ts',
        ]),
      ),
    ).toEqual([]);
  });

  it('names the files to move when a flat feature grows past 12 files', () => {
    const grown = fixture('grown', ['index.ts', ...many(FLAT_LIMIT, (i) => `part-${i}.tsx`), 'use-grown.ts']);
    expect(breaches(grown)).toEqual([expect.stringContaining('move to components/ and hooks/: part-0.tsx')]);
    expect(breaches(grown)[0]).toContain('use-grown.ts');
  });

  it('rejects a component or hook beside index.ts in a foldered feature, and a file in the wrong folder', () => {
    const mixed = fixture('mixed', ['index.ts', 'components/a.tsx', 'page.tsx', 'use-thing.ts', 'hooks/helper.ts', 'components/query.ts']);
    expect(breaches(mixed)).toEqual([
      'mixed/page.tsx: belongs in components/',
      'mixed/use-thing.ts: belongs in hooks/',
      'mixed/components/query.ts: not a component',
      'mixed/hooks/helper.ts: not a use-*.ts hook',
    ]);
  });

  it('rejects React in model/, a folder of another name, too much wiring and a missing index.ts', () => {
    const reactInModel = fixture('pure', ['index.ts', 'model/rules.ts', 'model/view.tsx'], () => "import { useState } from 'react';\n");
    expect(breaches(reactInModel)).toEqual(['pure/model/rules.ts: model/ imports React', 'pure/model/view.tsx: a component in model/']);
    expect(breaches(fixture('utils', ['index.ts', 'utils/a.ts']))).toEqual(['utils/utils: not one of components, hooks, model']);
    expect(breaches(fixture('wired', ['index.ts', 'hooks/use-a.ts', ...many(WIRING_LIMIT + 1, (i) => `wire-${i}.ts`)]))).toEqual([
      expect.stringContaining('7 files beside index.ts'),
    ]);
    expect(breaches(fixture('bare', ['part.tsx']))).toEqual(['bare: no public index.ts']);
  });
});
