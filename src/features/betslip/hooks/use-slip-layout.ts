import { useMediaQuery } from '@mantine/hooks';
import { INLINE_SLIP_QUERY } from '@/config/media';

export function useSlipLayout(): 'inline' | 'aside' {
  return useMediaQuery(INLINE_SLIP_QUERY, false, { getInitialValueInEffect: false }) ? 'inline' : 'aside';
}
