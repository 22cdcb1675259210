// The app the browser tests drive (playwright.config.ts, projects 'desktop' and 'phone'): the mock
// build (`vite build --mode mock`, dist-mock/) copied to dist-e2e/ without its Content-Security-Policy
// meta tag, served by `vite preview`.
//
// Why a build and not the dev server: a page load on the dev server fetches ~340 modules and took
// ~6 s on a 2-core machine (the built app: 38 requests, ~2 s), and the whole suite outgrew CI's
// 90 minutes. Why without the policy: the XSS corpus (tests/e2e/xss.spec.ts) must show what the
// app's own defences do, not what the policy blocks after them; the policy and the built chunks are
// tested as shipped by the 'built' project (tests/e2e/built-app.spec.ts), on dist-mock/ itself.
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
