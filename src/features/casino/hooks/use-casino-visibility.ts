import { useIsSignedIn } from '@/features/session';
import { useIsPhone } from '@/components/use-is-phone';
import { useSiteSettings } from '@/features/site';
import { storedFlagIsTrue, storedListLength } from '@/lib/storage';
import { casinoVisibility, type CasinoVisibility } from '../model/casino-visibility';
import { useStoredCasinoValues } from './use-stored-game-lists';

/** docs/product.md §4. */
export function useCasinoVisibility(): CasinoVisibility {
  const { settings } = useSiteSettings();
  const signedIn = useIsSignedIn();
  const stored = useStoredCasinoValues();
  const isPhone = useIsPhone();
  return casinoVisibility({
    domainCasino: settings?.casino,
    signedIn,
    casinoIsEmpty: storedFlagIsTrue(stored.casinoIsEmpty),
    deviceGameCount: storedListLength(isPhone ? stored.mobileGames : stored.desktopGames),
  });
}
