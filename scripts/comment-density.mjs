#!/usr/bin/env node
// Comment words per 1,000 lines of code, and comments over 60 words: a figure to watch (docs/architecture.md).
// Usage: node scripts/comment-density.mjs [--list N] [dir...]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();
const args = process.argv.slice(2);
const listAt = args.indexOf('--list');
const listCount = listAt >= 0 ? Number(args[listAt + 1]) : 10;
const dirs = args.filter((arg, index) => !arg.startsWith('--') && (listAt < 0 || index !== listAt + 1));
const TARGET_DENSITY = 500;
const MAX_WORDS = 60;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'public' ? [] : sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const words = (text) =>
  text
    .replace(/^\/\*\*?|\*\/$|^\s*\*|^\/\//gm, ' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;

// Read from the parsed tree, so regex literals and JSX do not throw the count off.
export function commentsOf(file, code) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map();
  const collect = (list) => {
    for (const range of list ?? []) ranges.set(range.pos, range);
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(code, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(code, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(code, source.endOfFileToken.getFullStart()));
  const found = [];
  let previous = null;
  for (const range of [...ranges.values()].sort((a, b) => a.pos - b.pos)) {
    const text = code.slice(range.pos, range.end);
    if (text.startsWith('#!') || /eslint-disable|@vitest-environment|@ts-expect-error/.test(text)) continue;
    const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
    const count = words(text);
    const single = range.kind === ts.SyntaxKind.SingleLineCommentTrivia;
    if (single && previous?.single && previous.endLine === line - 1) {
      previous.words += count;
      previous.endLine = line;
    } else {
      previous = { line, endLine: line, words: count, single };
      found.push(previous);
    }
  }
  return found.map(({ line, words: total }) => ({ line, words: total }));
}

function codeLines(code) {
  let inBlock = false;
  let count = 0;
  for (const raw of code.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      if (!line.endsWith('*/')) continue;
      continue;
    }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      if (!line.includes('*/')) inBlock = true;
      continue;
    }
    count += 1;
  }
  return count;
}

const roots = dirs.length > 0 ? dirs : ['src', 'mocks'];
let lines = 0;
let totalWords = 0;
const long = [];
for (const root of roots) {
  for (const file of sourceFiles(join(ROOT, root))) {
    const code = readFileSync(file, 'utf8');
    const comments = commentsOf(file, code);
    lines += codeLines(code);
    for (const comment of comments) {
      totalWords += comment.words;
      if (comment.words > MAX_WORDS) long.push({ where: `${relative(ROOT, file)}:${comment.line}`, words: comment.words });
    }
  }
}
const density = Math.round((totalWords / lines) * 1000);
console.log(
  `comment density (${roots.join(', ')}): ${density} words per 1,000 lines of code (${totalWords} words, ${lines} lines of code); target ≤ ${TARGET_DENSITY}`,
);
console.log(`comments over ${MAX_WORDS} words: ${long.length}; target 0`);
for (const { where, words: count } of long.sort((a, b) => b.words - a.words).slice(0, listCount)) console.log(`  ${count} words  ${where}`);
