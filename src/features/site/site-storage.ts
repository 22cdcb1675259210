import type { DomainSetting, SiteConfig } from '@/api/generated/types.gen';
import { readString, remove, storageKeys, subscribe, writeJson, writeString } from '@/lib/storage';
import { parseStoredFlag } from './model/site-suspended';

// The stored keys this feature owns (docs/product.md §3): baseUrl and siteSuspended from the domain settings,
// slideDataImg, slideDataLogo, mobileGames and desktopGames from the per-site configuration file.
// Called from the query functions only, so each load writes once, whoever triggered it.

function writeIfChanged(key: typeof storageKeys.baseUrl | typeof storageKeys.siteSuspended, value: string): void {
  if (readString(key) !== value) writeString(key, value); // unchanged: no subscriber churn
}

/** docs/product.md §4 / docs/wire.md §1.2: keep baseUrl (or drop it when the brand has none)
 * and siteSuspended. */
export function persistDomainSetting(setting: DomainSetting): void {
  const baseUrl = setting.baseUrl?.trim() ?? '';
  if (baseUrl === '') {
    if (readString(storageKeys.baseUrl) !== null) remove(storageKeys.baseUrl);
  } else {
    writeIfChanged(storageKeys.baseUrl, baseUrl);
  }
  writeIfChanged(storageKeys.siteSuspended, String(setting.siteSuspended));
}

/** docs/product.md §4: a failed domain-setting load marks the site suspended. */
export function markSiteSuspended(): void {
  writeIfChanged(storageKeys.siteSuspended, 'true');
}

export function readSiteSuspendedFlag(): boolean {
  return parseStoredFlag(readString(storageKeys.siteSuspended));
}

export function subscribeSiteSuspendedFlag(listener: () => void): () => void {
  return subscribe(storageKeys.siteSuspended, listener);
}

/** Each key mirrors the last loaded file: written when the file has it, removed when it does not. */
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
