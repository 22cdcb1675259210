#!/usr/bin/env node
// HTTP/2 with TLS, as a CDN serves the build (audit:lighthouse --http2).
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

function throwawayCertificate() {
  const folder = mkdtempSync(path.join(tmpdir(), 'h2-cert-'));
  try {
    const key = path.join(folder, 'key.pem');
    const cert = path.join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A missing file under /assets/ is a 404, as from a CDN; any other path is a page of the app. */
function fileFor(requestPath) {
  const pathname = decodeURIComponent(new URL(requestPath, 'https://host').pathname);
  const candidate = path.join(DIR, pathname);
  if (candidate.startsWith(DIR + path.sep)) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not a file: the app answers
    }
  }
  return pathname.startsWith('/assets/') ? null : path.join(DIR, 'index.html');
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
const compressed = new Map();
function compressedOf(file, encoding) {
  const key = `${encoding} ${file}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

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
    'cache-control': immutable
      ? 'public, max-age=31536000, immutable'
      : name === 'index.html' || name === 'sw.js'
        ? 'no-cache'
        : 'public, max-age=3600',
  };
  try {
    const encoding = encodingFor(type, String(headers['accept-encoding'] ?? ''));
    // A file that cannot be read is a 404, before any header has gone.
    const body = encoding ? compressedOf(file, encoding) : readFileSync(file);
    stream.respond(encoding ? { ...response, 'content-encoding': encoding, vary: 'accept-encoding' } : response);
    stream.end(body);
  } catch {
    stream.respond({ ':status': 404 });
    stream.end();
  }
});
server.listen(PORT, '127.0.0.1', () => console.log(`HTTP/2 (TLS) serving ${DIR} at https://127.0.0.1:${PORT}/`));
