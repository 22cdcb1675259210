import type { CasinoProvider } from '@/api/generated/types.gen';
import type { CasinoHosts } from '@/config/env';
import { isNonLiveSite, type SiteAddress } from '@/lib/hosts';

// docs/product.md §7 Casino; the hosts are configuration (src/config/env.ts).

export type ProviderHosts = Readonly<Record<CasinoProvider, CasinoHosts>>;

export function providerBaseUrl(provider: CasinoProvider, address: SiteAddress, hosts: ProviderHosts): string {
  const { live, test } = hosts[provider];
  return isNonLiveSite(address) ? test : live;
}
