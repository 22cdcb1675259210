import { domainSettingBaseUrl } from '@/api/base-url';
import type { Options } from '@/api/generated/sdk.gen';
import type { GetDomainSettingData } from '@/api/generated/types.gen';
import { appConfig } from '@/config/env';
import { currentSiteAddress } from '../site-address';

/** The domain settings' request options; the same ones build the query key, so invalidation and
 * seeding match, and a phone's first paint asks with them (src/app/boot/first-paint.ts). */
export function domainSettingRequest(): Options<GetDomainSettingData> {
  return { baseUrl: domainSettingBaseUrl(currentSiteAddress(), appConfig()) };
}
