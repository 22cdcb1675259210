// `npm run check:messages`: every message of src has its translation in each catalogue of
// src/locales/ (pseudo excepted: Lingui writes it), no catalogue keeps a message the code no longer
// has, and a translation's placeholders, tags and plural arguments are the English one's
// (docs/i18n.md). `--fix-stale` drops the stale entries (`npm run messages` does the rest).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { extractMessagesFromFiles } from '@lingui/native-tools';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const TRANSLATED = ['hi'];
/** Written by Lingui from the English, so only kept up to date by `npm run messages`. */
const GENERATED = ['pseudo'];

/** The arguments and tags a message uses, e.g. ['arg:amount', 'tag:0']. */
export function placeholdersOf(message) {
  const found = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (typeof token === 'string') for (const [, tag] of token.matchAll(/<\/?(\w+)\/?>/g)) found.add(`tag:${tag}`);
      else if (Array.isArray(token)) {
        found.add(`arg:${token[0]}`);
        if (token[2] && typeof token[2] === 'object')
          for (const [key, value] of Object.entries(token[2])) if (key !== 'offset' && Array.isArray(value)) walk(value);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort().join(' ');
}

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.[jt]sx?$/.test(entry.name) && !entry.parentPath.includes(`${path.sep}generated`))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function checkMessages({ fixStale = false } = {}) {
  const { messages, warnings } = await extractMessagesFromFiles(sourceFiles(path.join(root, 'src')));
  const problems = warnings.map((warning) => `extraction: ${warning}`);
  const inCode = new Map(messages.map((message) => [message.id, message]));
  const po = formatter({ lineNumbers: false });
  for (const locale of GENERATED) {
    const file = path.join(root, 'src', 'locales', `${locale}.po`);
    const catalogue = await po.parse(fs.readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
    for (const [id, message] of inCode)
      if (!catalogue[id]) problems.push(`${locale}: missing ${JSON.stringify(message.message)} (npm run messages)`);
  }
  for (const locale of TRANSLATED) {
    const file = path.join(root, 'src', 'locales', `${locale}.po`);
    const catalogue = await po.parse(fs.readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
    for (const [id, message] of inCode) {
      const entry = catalogue[id];
      if (!entry?.translation) problems.push(`${locale}: missing ${JSON.stringify(message.message)} (${message.origin?.filename ?? '?'})`);
      else if (placeholdersOf(entry.translation) !== placeholdersOf(message.message ?? id))
        problems.push(
          `${locale}: ${JSON.stringify(entry.translation)} does not keep the placeholders of ${JSON.stringify(message.message)}`,
        );
    }
    const stale = Object.keys(catalogue).filter((id) => !inCode.has(id));
    if (fixStale && stale.length) {
      const kept = Object.fromEntries(Object.entries(catalogue).filter(([id]) => inCode.has(id)));
      fs.writeFileSync(file, await po.serialize(kept, { locale, sourceLocale: 'en', filename: file, existing: null }));
    } else
      for (const id of stale)
        problems.push(`${locale}: stale ${JSON.stringify(catalogue[id].message ?? id)} (the code no longer has it: npm run messages)`);
  }
  return { count: inCode.size, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { count, problems } = await checkMessages({ fixStale: process.argv.includes('--fix-stale') });
  for (const problem of problems) console.error(problem);
  console.log(`check:messages: ${count} messages, ${problems.length} problems (${TRANSLATED.join(', ')})`);
  if (problems.length) process.exit(1);
}
