#!/usr/bin/env node
// A build folder served over HTTP/2 with TLS, as a CDN serves `dist/` to players (`npm run
// audit:lighthouse -- --backend server --http2`). `vite preview` speaks HTTP/1.1 only, where the
// browser opens six connections per host and a screen of thirty chunks waits in line; over HTTP/2
// they share one connection. Every path that is not a file gets index.html, as the host must do
// (docs/service-worker.md "What the host must do"); built files are immutable, index.html and sw.js
// are not cached; text goes out brotli- or gzip-compressed. The certificate is a throwaway self-signed one made with openssl for 127.0.0.1:
// the browser that measures runs with --ignore-certificate-errors.
//   node scripts/http2-static-server.mjs --dir dist-lighthouse --port 4185
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const DIR = path.resolve(argument('--dir', 'dist'));
const PORT = Number(argument('--port', '4185'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A self-signed certificate for 127.0.0.1 and localhost, in a folder removed at once. */
function throwawayCertificate() {
  const folder = mkdtempSync(path.join(tmpdir(), 'h2-cert-'));
  try {
    const key = path.join(folder, 'key.pem');
    const cert = path.join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The file for a request path: itself when it is a file inside DIR; a missing build file (under
 * /assets/) is none, a 404 as from a CDN; any other path is a page of the app, index.html. */
function fileFor(requestPath) {
  const pathname = decodeURIComponent(new URL(requestPath, 'https://host').pathname);
  const candidate = path.join(DIR, pathname);
  if (candidate.startsWith(DIR + path.sep)) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not a file: the app's shell answers
    }
  }
  return pathname.startsWith('/assets/') ? null : path.join(DIR, 'index.html');
}

/** Text files go out compressed as a CDN sends them: brotli (at its best level, as for files
 * compressed at deploy time) where the browser takes it, else gzip. Each is compressed once. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
const compressed = new Map();
function compressedOf(file, encoding) {
  const key = `${encoding} ${file}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

/** The encoding to send: brotli, gzip or none, from the request's Accept-Encoding. */
function encodingFor(type, acceptEncoding) {
  if (!COMPRESSIBLE.test(type)) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

const server = http2.createSecureServer({ ...throwawayCertificate(), allowHTTP1: true });
server.on('stream', (stream, headers) => {
  const file = fileFor(headers[':path'] ?? '/');
  if (file === null) {
    stream.respond({ ':status': 404 });
    stream.end();
    return;
  }
  const name = path.basename(file);
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const response = {
    ':status': 200,
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : name === 'index.html' || name === 'sw.js' ? 'no-cache' : 'public, max-age=3600',
  };
  try {
    const encoding = encodingFor(type, String(headers['accept-encoding'] ?? ''));
    // The body first: a file that cannot be read is a 404, before any header has gone.
    const body = encoding ? compressedOf(file, encoding) : readFileSync(file);
    stream.respond(encoding ? { ...response, 'content-encoding': encoding, vary: 'accept-encoding' } : response);
    stream.end(body);
  } catch {
    stream.respond({ ':status': 404 });
    stream.end();
  }
});
server.listen(PORT, '127.0.0.1', () => console.log(`HTTP/2 (TLS) serving ${DIR} at https://127.0.0.1:${PORT}/`));
