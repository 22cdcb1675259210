import { useMediaQuery } from '@mantine/hooks';
import { INLINE_SLIP_QUERY } from '@/config/media';

export function useSlipPlacement(): 'inline' | 'aside' {
  return useMediaQuery(INLINE_SLIP_QUERY, false, { getInitialValueInEffect: false }) ? 'inline' : 'aside';
}
