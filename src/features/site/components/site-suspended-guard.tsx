import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage, isApiError, type ApiErrorKind } from '@/api/errors';
import { domainSettingQueryKey } from '../domain-setting-query';
import { UNDER_MAINTENANCE_PATH, isSiteSuspended, returnPathFrom } from '../model/site-suspended';
import { markSiteSuspended } from '../site-storage';
import { useDomainSetting } from '../hooks/use-domain-setting';
import { useSiteSuspendedFlag } from '../hooks/use-site-suspended-flag';

export interface SiteSuspendedGuardProps {
  /** Where a suspended site sends everyone (docs/product.md §2). */
  maintenancePath?: string;
  /** Where a player on the maintenance page goes when the site opens and no earlier page is known. */
  homePath?: string;
}

/** A schema violation is not toasted (src/api/errors.ts: reported, never rendered): its message names the
 * operation and the field, words for developers. A cancelled load is no failure. */
const SILENT_ERROR_KINDS: ReadonlySet<ApiErrorKind> = new Set<ApiErrorKind>(['schema', 'aborted']);

/**
 * docs/product.md §4 "Site suspended". Mount once inside the router; it renders nothing.
 * - Suspended (the settings say so, their load failed, or the stored flag says so) and anywhere but
 *   the maintenance page: refresh the settings, store the flag, go to the maintenance page. As every
 *   navigation away from it lands here again, the settings are refreshed on each (docs/wire.md §5).
 * - Loaded settings say open and the player is on the maintenance page: back to the page they were
 *   sent away from, else home.
 * - docs/product.md §8: a failed load toasts its message.
 */
export function SiteSuspendedGuard({ maintenancePath = UNDER_MAINTENANCE_PATH, homePath = '/' }: SiteSuspendedGuardProps) {
  const query = useDomainSetting();
  const storedFlag = useSiteSuspendedFlag();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const suspended = isSiteSuspended({ loadFailed: query.isError, settingsSuspended: query.data?.siteSuspended, storedFlag });
  const onMaintenancePage = location.pathname === maintenancePath;
  const settingsSayOpen = query.isSuccess && !suspended;
  const here = `${location.pathname}${location.search}${location.hash}`;
  const returnPath = returnPathFrom(location.state) ?? homePath;

  useEffect(() => {
    if (!suspended || onMaintenancePage) return;
    void queryClient.invalidateQueries({ queryKey: domainSettingQueryKey() });
    markSiteSuspended();
    void navigate(maintenancePath, { replace: true, state: { suspendedFrom: here } });
  }, [suspended, onMaintenancePage, here, maintenancePath, navigate, queryClient]);

  useEffect(() => {
    if (onMaintenancePage && settingsSayOpen) void navigate(returnPath, { replace: true });
  }, [onMaintenancePage, settingsSayOpen, returnPath, navigate]);

  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error || (isApiError(error) && SILENT_ERROR_KINDS.has(error.kind))) return;
    notifications.show({ id: `domain-setting-error-${errorUpdatedAt}`, color: 'red', message: errorMessage(error) });
  }, [error, errorUpdatedAt]);

  return null;
}
