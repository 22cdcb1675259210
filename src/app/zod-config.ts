import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// Imported first: even zod's probe for `new Function` breaks the CSP.
z.config({ ...en(), jitless: true });
