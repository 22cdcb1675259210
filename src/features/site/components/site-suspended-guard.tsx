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
  maintenancePath?: string;
  homePath?: string;
}

/** A schema message is for developers; a cancelled load is no failure. */
const SILENT_ERROR_KINDS: ReadonlySet<ApiErrorKind> = new Set<ApiErrorKind>(['schema', 'aborted']);

/** Mount once inside the router. */
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
