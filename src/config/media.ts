// CSS modules use the same breakpoints through postcss-simple-vars (vite.config.ts).

/** docs/product.md §9; fractional widths happen when zoomed. */
export const PHONE_MEDIA_QUERY = '(max-width: 768.98px)';

/** Mantine's md: below it the aside collapses and the slip opens under the runner. */
export const INLINE_SLIP_QUERY = '(max-width: 61.99em)';
