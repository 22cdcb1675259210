// The media queries the app decides layout by, in one place. CSS modules use the same
// breakpoints through postcss-simple-vars (vite.config.ts).

/** docs/product.md §9: phone-sized means narrower than 769 px (fractional widths happen when zoomed). */
export const PHONE_MEDIA_QUERY = '(max-width: 768.98px)';

/** Below Mantine's md breakpoint (where the layout's aside collapses) the bet slip opens under the
 * runner; above it, in the right aside. */
export const INLINE_SLIP_QUERY = '(max-width: 61.99em)';
