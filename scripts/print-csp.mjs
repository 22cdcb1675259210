#!/usr/bin/env node
// The CSP response header for the host, for a build of that mode.
//   node scripts/print-csp.mjs [mode]      (default production)
import { loadEnv } from 'vite';
import { buildCspHeader, cspOriginsFromEnv, defaultApiBaseUrl } from './csp-policy.mjs';

const mode = process.argv[2] ?? 'production';
const root = process.cwd();
const env = { ...loadEnv(mode, root, 'VITE_'), CSP_FRAME_ORIGINS: process.env.CSP_FRAME_ORIGINS };
console.log(`Content-Security-Policy: ${buildCspHeader(cspOriginsFromEnv(env, defaultApiBaseUrl(root)))}`);
