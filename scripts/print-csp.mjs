#!/usr/bin/env node
// Prints the Content-Security-Policy response header for the host, from the same VITE_ environment a
// build of that mode uses (.env, .env.<mode>, .env.<mode>.local, the shell; CSP_FRAME_ORIGINS too).
//   node scripts/print-csp.mjs [mode]      (default production)
import { loadEnv } from 'vite';
import { buildCspHeader, cspOriginsFromEnv, defaultApiBaseUrl } from './csp-policy.mjs';

const mode = process.argv[2] ?? 'production';
const root = process.cwd();
const env = { ...loadEnv(mode, root, 'VITE_'), CSP_FRAME_ORIGINS: process.env.CSP_FRAME_ORIGINS };
console.log(`Content-Security-Policy: ${buildCspHeader(cspOriginsFromEnv(env, defaultApiBaseUrl(root)))}`);
