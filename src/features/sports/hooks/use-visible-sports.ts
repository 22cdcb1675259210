import { useCallback, useMemo } from 'react';
import { useIsSignedIn, useUserInfo } from '@/features/session';
import { useIsPhone } from '@/components/use-is-phone';
import { useSiteSettings } from '@/features/site';
import { storageKeys, storedFlagIsTrue } from '@/lib/storage';
import { domainSportFlags, visibleSports, type SportEntry, type SportFlags, type Viewer } from '../model/sport-visibility';
import { deviceGameCount, userSportFlags } from '../model/stored-values';
import { useSportTree } from './use-sport-tree';
import { useSavedString } from '@/hooks/use-saved-string';

export interface VisibleSports {
  sports: readonly SportEntry[];
  /** pending until both the tree and the domain settings are in. */
  status: 'pending' | 'error' | 'success';
  error: unknown;
  retry: () => void;
}

/** docs/product.md §4, for the current viewer and device. */
export function useVisibleSports(): VisibleSports {
  const tree = useSportTree();
  const { settings, isLoading: settingsLoading } = useSiteSettings();
  const signedIn = useIsSignedIn();
  const userInfo = useUserInfo();
  const casinoIsEmpty = storedFlagIsTrue(useSavedString(storageKeys.casinoIsEmpty));
  const isPhone = useIsPhone();
  const games = deviceGameCount({
    isPhone,
    mobileGames: useSavedString(storageKeys.mobileGames),
    desktopGames: useSavedString(storageKeys.desktopGames),
  });

  const viewer = useMemo<Viewer>(
    () => (signedIn ? { kind: 'player', sports: userSportFlags(userInfo) } : { kind: 'visitor' }),
    [signedIn, userInfo],
  );
  const domain = useMemo<SportFlags | undefined>(() => settings && domainSportFlags(settings), [settings]);
  const sports = useMemo(
    () => visibleSports(tree.data ?? [], { viewer, domain, casino: { casinoIsEmpty, deviceGameCount: games } }),
    [tree.data, viewer, domain, casinoIsEmpty, games],
  );

  const { refetch } = tree;
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);

  const status = tree.isError ? 'error' : tree.isPending || (settings === undefined && settingsLoading) ? 'pending' : 'success';
  return { sports, status, error: tree.error, retry };
}
