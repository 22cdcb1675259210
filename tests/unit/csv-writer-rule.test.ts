// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One CSV field writer (src/lib/csv.ts): its `toCsv` is the only maker of a `CsvFile`, and a file the
// player downloads as CSV is typed `CsvFile`, so no builder can write a cell that skips the formula
// neutraliser. A new download that builds its own text, or casts to CsvFile, fails here.

const ROOT = process.cwd();
const WRITER = 'src/lib/csv.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Why a source file goes around the writer; empty when it does not. */
function csvRuleBreaks(path: string, text: string): string[] {
  if (path === WRITER) return [];
  const breaks: string[] = [];
  if (/\bas\s+CsvFile\b/.test(text)) breaks.push(`${path} casts to CsvFile: only ${WRITER} makes one`);
  if (/text\/csv/i.test(text) && !/:\s*CsvFile\b/.test(text)) breaks.push(`${path} writes a text/csv file that is not typed CsvFile`);
  return breaks;
}

describe('every CSV goes through the one field writer', () => {
  it('holds for the sources', () => {
    const files = sourceFiles(join(ROOT, 'src')).map((file) => ({ path: relative(ROOT, file), text: readFileSync(file, 'utf8') }));
    expect(files.some((file) => /text\/csv/.test(file.text))).toBe(true);
    expect(files.flatMap((file) => csvRuleBreaks(file.path, file.text))).toEqual([]);
  });

  it('catches a download that joins its own cells, and a cast around the writer', () => {
    const ownJoin = "const csv = rows.map((row) => row.join(',')).join('\\r\\n');\nnew Blob([csv], { type: 'text/csv' });";
    expect(csvRuleBreaks('src/features/x/export.ts', ownJoin)).toHaveLength(1);
    const cast = "function download(csv: CsvFile) { new Blob([csv], { type: 'text/csv' }); }\ndownload(text as CsvFile);";
    expect(csvRuleBreaks('src/x.ts', cast)).toEqual([`src/x.ts casts to CsvFile: only ${WRITER} makes one`]);
  });
});
