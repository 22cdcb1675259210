import { useQuery } from '@tanstack/react-query';
import type { DomainSetting, GetDomainSettingResponse } from '@/api/generated/types.gen';
import { domainSettingQueryOptions } from '../domain-setting-query';

const selectSetting = (envelope: GetDomainSettingResponse): DomainSetting => envelope.result;

/** The brand's domain settings as loaded (docs/product.md §3, docs/wire.md §2.12). Screens usually want
 * useSiteSettings(), which adds what the settings mean. */
export function useDomainSetting() {
  return useQuery({ ...domainSettingQueryOptions(), select: selectSetting });
}
