import { t } from '@lingui/core/macro';
import { casinoAuraToken, casinoLotusLogin, casinoRoyalLogin } from '@/api/generated/sdk.gen';
import type { CasinoGame } from '@/api/generated/types.gen';
import { appConfig } from '@/config/env';
import { safeFrameUrl } from '@/lib/frame-url';
import type { SiteAddress } from '@/lib/hosts';
import { fillLaunchTemplate, LaunchRefused, type Platform } from './model/launch';
import { providerBaseUrl } from './model/provider-host';

export interface LaunchRequest {
  game: CasinoGame;
  casinoToken: string | null;
  platform: Platform;
  address: SiteAddress;
  /** A launch address on the app's own origin is refused. */
  appOrigin: string;
}

async function providerLaunchUrl({
  game,
  casinoToken,
  platform,
  address,
}: LaunchRequest & { casinoToken: string }): Promise<string | undefined> {
  const hosts = appConfig().casinoProviders;
  switch (game.provider) {
    case 'lotus': {
      const { data } = await casinoLotusLogin({
        baseUrl: providerBaseUrl('lotus', address, hosts),
        body: { token: casinoToken, gameId: game.id, platform },
        throwOnError: true,
      });
      return data.launchUrl;
    }
    case 'aura': {
      const { data } = await casinoAuraToken({
        baseUrl: providerBaseUrl('aura', address, hosts),
        body: { token: casinoToken, gameId: game.id, platform },
        throwOnError: true,
      });
      return data.launchUrl;
    }
    case 'royal': {
      // No body: the casino token is the bearer credential.
      const { data } = await casinoRoyalLogin({ baseUrl: providerBaseUrl('royal', address, hosts), auth: casinoToken, throwOnError: true });
      return data.launchUrl;
    }
    case undefined:
      // docs/wire.md §1.11.
      return game.url ? fillLaunchTemplate(game.url, casinoToken) : undefined;
  }
}

/** docs/product.md §7 Casino; resolves with the address the game frame may load. */
export async function launchGame(request: LaunchRequest): Promise<string> {
  const { casinoToken } = request;
  if (!casinoToken) throw new LaunchRefused(t`Your casino session is missing. Please log in again.`);
  const url = await providerLaunchUrl({ ...request, casinoToken });
  const safe = url === undefined ? undefined : safeFrameUrl(url, request.appOrigin);
  if (!safe) throw new LaunchRefused(t`The casino did not return a playable game address.`);
  return safe;
}
