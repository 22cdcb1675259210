// The browser tests' app: the mock build without its CSP tag, so the XSS corpus tests the app's own
// defences (the 'built' project tests the policy).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const from = `${root}dist-mock`;
const to = `${root}dist-e2e`;

rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
const indexPath = `${to}/index.html`;
const html = readFileSync(indexPath, 'utf8');
const tag = /\s*<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>/;
if (!tag.test(html)) throw new Error(`${indexPath}: no Content-Security-Policy meta tag to remove (scripts/csp-policy.mjs changed?)`);
writeFileSync(indexPath, html.replace(tag, ''));
console.log(`e2e app: ${to} (the mock build without its Content-Security-Policy)`);
