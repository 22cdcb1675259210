import { paths } from '@/config/paths';

export interface SuspensionInputs {
  loadFailed: boolean;
  settingsSuspended: boolean | undefined;
  storedFlag: boolean;
}

export function isSiteSuspended({ loadFailed, settingsSuspended, storedFlag }: SuspensionInputs): boolean {
  return loadFailed || settingsSuspended === true || storedFlag;
}

export function parseStoredFlag(raw: string | null): boolean {
  return raw === 'true';
}

export const UNDER_MAINTENANCE_PATH = paths.underMaintenance;

/** Only an in-app path is accepted. */
export function returnPathFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const from = (state as { suspendedFrom?: unknown }).suspendedFrom;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return from;
}
