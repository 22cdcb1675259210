import { useMediaQuery } from '@mantine/hooks';
import { PHONE_MEDIA_QUERY } from '@/config/media';

/** docs/product.md §9; known from the first render. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
}
