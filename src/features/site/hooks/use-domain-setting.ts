import { useQuery } from '@tanstack/react-query';
import type { DomainSetting, GetDomainSettingResponse } from '@/api/generated/types.gen';
import { domainSettingQueryOptions } from '../domain-setting-query';

const selectSetting = (envelope: GetDomainSettingResponse): DomainSetting => envelope.result;

/** Screens usually want useSiteSettings(). */
export function useDomainSetting() {
  return useQuery({ ...domainSettingQueryOptions(), select: selectSetting });
}
