import type { DomainSetting, SiteConfig } from '@/api/generated/types.gen';
import { readString, remove, storageKeys, subscribe, writeJson, writeString } from '@/lib/storage';
import { parseStoredFlag } from './model/site-suspended';

// Only the query functions call these: one write per load.

function writeIfChanged(key: typeof storageKeys.baseUrl | typeof storageKeys.siteSuspended, value: string): void {
  if (readString(key) !== value) writeString(key, value);
}

export function persistDomainSetting(setting: DomainSetting): void {
  const baseUrl = setting.baseUrl?.trim() ?? '';
  if (baseUrl === '') {
    if (readString(storageKeys.baseUrl) !== null) remove(storageKeys.baseUrl);
  } else {
    writeIfChanged(storageKeys.baseUrl, baseUrl);
  }
  writeIfChanged(storageKeys.siteSuspended, String(setting.siteSuspended));
}

export function markSiteSuspended(): void {
  writeIfChanged(storageKeys.siteSuspended, 'true');
}

export function readSiteSuspendedFlag(): boolean {
  return parseStoredFlag(readString(storageKeys.siteSuspended));
}

export function subscribeSiteSuspendedFlag(listener: () => void): () => void {
  return subscribe(storageKeys.siteSuspended, listener);
}

/** Each key mirrors the last loaded file. */
export function persistSiteConfig(config: SiteConfig): void {
  const logo = config.slideDataLogo?.trim() ?? '';
  if (logo === '') remove(storageKeys.slideDataLogo);
  else writeString(storageKeys.slideDataLogo, logo);

  const lists = [
    [storageKeys.slideDataImg, config.slideDataImg],
    [storageKeys.mobileGames, config.mobileGames],
    [storageKeys.desktopGames, config.desktopGames],
  ] as const;
  for (const [key, list] of lists) {
    if (list === undefined) remove(key);
    else writeJson(key, list);
  }
}
