import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// Imported first by main.tsx, before any schema parses. Zod's fast path compiles parsers with
// `new Function`, and even its probe for that is reported by a strict Content-Security-Policy
// (script-src 'self', no 'unsafe-eval': scripts/csp-policy.mjs) as a violation in the console. Jitless parsing
// needs no eval. zod/mini and zod share this configuration (zod/v4/core); zod/mini, which the first
// route uses (it is smaller), loads no messages of its own: the English ones zod sets are set here too.
z.config({ ...en(), jitless: true });
