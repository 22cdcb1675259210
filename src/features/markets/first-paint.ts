// For the boot chunk, which must not import index.ts.
export { paintMarketsPending } from './markets-first-paint';
