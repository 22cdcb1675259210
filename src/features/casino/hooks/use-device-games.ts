import { useMemo } from 'react';
import type { CasinoGame } from '@/api/generated/types.gen';
import { useIsPhone } from '@/components/use-is-phone';
import { useSiteSettings } from '@/features/site';
import { deviceGames, type DeviceGameLists } from '../model/stored-games';
import { useStoredCasinoValues } from './use-stored-game-lists';

export function useDeviceGames(): { games: CasinoGame[]; isPhone: boolean } {
  const { settings } = useSiteSettings();
  const { mobileGames, desktopGames } = useStoredCasinoValues();
  const isPhone = useIsPhone();
  const games = useMemo(() => {
    const domain: DeviceGameLists | undefined = settings && { mobileGames: settings.mobileGames, desktopGames: settings.desktopGames };
    return deviceGames({ isPhone, domain, storedMobile: mobileGames, storedDesktop: desktopGames });
  }, [isPhone, settings, mobileGames, desktopGames]);
  return { games, isPhone };
}
