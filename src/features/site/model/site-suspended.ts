// docs/product.md §4 "Site suspended" and §8 "Failed site setting load → site marked suspended": whether the
// player must be on /under-maintenance.
import { paths } from '@/config/paths';

export interface SuspensionInputs {
  /** The last domain-setting load failed (React Query status 'error'). */
  loadFailed: boolean;
  /** siteSuspended of the loaded settings; undefined before the first successful load. */
  settingsSuspended: boolean | undefined;
  /** The stored siteSuspended flag (it may also come from another tab). */
  storedFlag: boolean;
}

export function isSiteSuspended({ loadFailed, settingsSuspended, storedFlag }: SuspensionInputs): boolean {
  return loadFailed || settingsSuspended === true || storedFlag;
}

/** The stored flag is the text 'true' or 'false' (docs/product.md §3 key siteSuspended, as the backend family's
 * front ends write it). */
export function parseStoredFlag(raw: string | null): boolean {
  return raw === 'true';
}

/** docs/product.md §2: the full-page route a suspended site sends everyone to. */
export const UNDER_MAINTENANCE_PATH = paths.underMaintenance;

/** The page a player was sent away from, kept in the navigation state so that they return to it
 * when the site opens again; only an in-app path is accepted. */
export function returnPathFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const from = (state as { suspendedFrom?: unknown }).suspendedFrom;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return from;
}
