import { z } from 'zod';

// Imported first by main.tsx, before any schema parses. Zod's fast path compiles parsers with
// `new Function`, and even its probe for that is reported by a strict Content-Security-Policy
// (script-src 'self', no 'unsafe-eval': issue 9) as a violation in the console. Jitless parsing
// needs no eval.
z.config({ jitless: true });
