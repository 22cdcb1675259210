// What the benchmarks share.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build, preview, type AliasOptions } from 'vite';
import { FULL_CHROMIUM } from './e2e-browser.mjs';

export const ROOT = process.cwd();

/** bench:odds's page: ten ladders five by two, each about the size the ladder's dialog gives it on a desktop. */
export const viewportOf = (query: string) =>
  new URLSearchParams(query).get('view') === 'ladders' ? { width: 1920, height: 1080 } : { width: 1280, height: 900 };
export const CHROMIUM = process.env.CHROMIUM_PATH || FULL_CHROMIUM;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

export async function buildHarness(outDir: string, html: string, alias?: AliasOptions): Promise<void> {
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    mode: 'bench', // production React, none of the app's index.html plugins
    logLevel: 'warn',
    base: './',
    ...(alias ? { resolve: { alias } } : {}),
    build: {
      outDir,
      emptyOutDir: true,
      // One file: the app's chunk groups split a harness so a schema ran before zod had loaded.
      rolldownOptions: { input: path.join(ROOT, html), output: { codeSplitting: false } },
    },
  });
}

export function serveFolder(folder: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://bench').pathname);
      const file = path.join(folder, path.normalize(pathname).replace(/^([/\\])+/, ''));
      if (!file.startsWith(folder) || !(await stat(file).catch(() => null))?.isFile()) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    })();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** A module-load error reaches only Playwright (pageerror). */
export async function waitForHarness(page: Page, done: () => boolean): Promise<void> {
  const died = new Promise<never>((_, reject) =>
    page.once('pageerror', (error) => reject(new Error(`the harness page failed: ${error.message}`))),
  );
  await Promise.race([page.waitForFunction(done, undefined, { timeout: 60_000, polling: 500 }), died]);
}

/** The app's mock build (`npm start`'s backend, built) in `outDir`, served by `vite preview`. */
export async function previewMockBuild(outDir: string): Promise<{ base: string; close: () => Promise<void> }> {
  const configFile = path.join(ROOT, 'vite.config.ts');
  await build({ configFile, mode: 'mock', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({ configFile, mode: 'mock', logLevel: 'warn', build: { outDir }, preview: { port: 0, strictPort: false } });
  const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!base) throw new Error('the preview server did not report its address');
  return { base, close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())) };
}

/** Prints a bench's lines, its page errors and its verdict; a FAIL sets the exit code. */
export function printVerdict(name: string, lines: string[], errors: readonly string[], pass: boolean): void {
  if (errors.length > 0) lines.push(`  page errors: ${errors.join(' | ')}`);
  lines.push('', pass ? `${name}: PASS` : `${name}: FAIL (see the target above)`);
  console.log(lines.join('\n'));
  if (!pass) process.exitCode = 1;
}
