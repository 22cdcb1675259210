import type { CasinoProvider } from '@/api/generated/types.gen';
import type { CasinoHosts } from '@/config/env';
import { isNonLiveSite, type SiteAddress } from '@/lib/hosts';

// docs/product.md §7 Casino: each provider's host depends on the environment, live versus test, localhost or
// preview. The hosts themselves are configuration (src/config/env.ts casinoProviders).

export type ProviderHosts = Readonly<Record<CasinoProvider, CasinoHosts>>;

export function providerBaseUrl(provider: CasinoProvider, address: SiteAddress, hosts: ProviderHosts): string {
  const { live, test } = hosts[provider];
  return isNonLiveSite(address) ? test : live;
}
