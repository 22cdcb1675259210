import { domainSettingBaseUrl } from '@/api/base-url';
import type { Options } from '@/api/generated/sdk.gen';
import type { GetDomainSettingData } from '@/api/generated/types.gen';
import { appConfig } from '@/config/env';
import { currentSiteAddress } from '../site-address';

/** Also builds the query key. */
export function domainSettingRequest(): Options<GetDomainSettingData> {
  return { baseUrl: domainSettingBaseUrl(currentSiteAddress(), appConfig()) };
}
