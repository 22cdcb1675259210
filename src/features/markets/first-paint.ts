// What a phone's first paint (src/app/boot/first-paint.ts) needs from the markets feature, without its
// index.ts: the market page's pending view, painted.
export { paintMarketsPending } from './markets-first-paint';
