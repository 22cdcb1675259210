import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's md breakpoint (where the layout's aside collapses) the slip opens under the
 * runner; above it, in the right aside. */
export const INLINE_SLIP_QUERY = '(max-width: 61.99em)';

export function useSlipPlacement(): 'inline' | 'aside' {
  return useMediaQuery(INLINE_SLIP_QUERY, false, { getInitialValueInEffect: false }) ? 'inline' : 'aside';
}
