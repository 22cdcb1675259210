import { useCallback } from 'react';
import type { DomainSetting } from '@/api/generated/types.gen';
import { effectiveSiteSettings, type EffectiveSiteSettings } from '../model/effective-settings';
import { isSiteSuspended } from '../model/site-suspended';
import { currentSiteAddress } from '../site-address';
import { useDomainSetting } from './use-domain-setting';
import { useSiteSuspendedFlag } from './use-site-suspended-flag';

export interface SiteSettings extends EffectiveSiteSettings {
  /** The loaded settings; undefined until the first successful load. */
  settings: DomainSetting | undefined;
  /** No settings yet and no error: the first load is under way. */
  isLoading: boolean;
  /** Any load under way, the first or a refresh. */
  isFetching: boolean;
  /** The last load's failure (an ApiError with the docs/product.md §8 message), or null. */
  error: Error | null;
  /** docs/product.md §4: the settings say so, the last load failed, or the stored flag says so. */
  siteSuspended: boolean;
  /** Loads the settings again (the maintenance page's 'Check again'). */
  refresh: () => void;
}

/** The domain settings and what they mean for the screens (sign-up, casino, APK bar, support link,
 * suspension). */
export function useSiteSettings(): SiteSettings {
  const query = useDomainSetting();
  const storedFlag = useSiteSuspendedFlag();
  const { refetch } = query;
  const refresh = useCallback(() => {
    void refetch();
  }, [refetch]);
  // The load's state is read when a caller reads it, not here: React Query re-renders a component for
  // the parts of the answer it read, and the layout, which reads the brand and the support link,
  // re-rendered whole for every start and end of a load (a refresh on every navigation) when this
  // read them all for every caller.
  return {
    ...effectiveSiteSettings(query.data, currentSiteAddress()),
    settings: query.data,
    get isLoading() {
      return query.isPending;
    },
    get isFetching() {
      return query.isFetching;
    },
    get error() {
      return query.error;
    },
    get siteSuspended() {
      return isSiteSuspended({ loadFailed: query.isError, settingsSuspended: query.data?.siteSuspended, storedFlag });
    },
    refresh,
  };
}
