import { useCallback } from 'react';
import type { DomainSetting } from '@/api/generated/types.gen';
import { effectiveSiteSettings, type EffectiveSiteSettings } from '../model/effective-settings';
import { isSiteSuspended } from '../model/site-suspended';
import { currentSiteAddress } from '../site-address';
import { useDomainSetting } from './use-domain-setting';
import { useSiteSuspendedFlag } from './use-site-suspended-flag';

export interface SiteSettings extends EffectiveSiteSettings {
  settings: DomainSetting | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  siteSuspended: boolean;
  refresh: () => void;
}

export function useSiteSettings(): SiteSettings {
  const query = useDomainSetting();
  const storedFlag = useSiteSuspendedFlag();
  const { refetch } = query;
  const refresh = useCallback(() => {
    void refetch();
  }, [refetch]);
  // Getters: React Query re-renders a caller only for what it reads.
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
