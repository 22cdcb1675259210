import type { DomainSetting } from '@/api/generated/types.gen';
import { forcesSignUp, type SiteAddress } from '@/lib/hosts';
import { safeWebUrl } from './safe-url';

// A missing flag counts as off.

export interface EffectiveSiteSettings {
  /** docs/product.md §4: the comepunt-type domain forces it on. */
  allowSignUp: boolean;
  skipVerification: boolean;
  casinoEnabled: boolean;
  apkUrl: string | undefined;
  supportLink: string | undefined;
  supportRaised: boolean;
  helpOrganisations: readonly { name: string; url: string }[];
}

export function effectiveSiteSettings(settings: DomainSetting | undefined, address: SiteAddress): EffectiveSiteSettings {
  return {
    allowSignUp: forcesSignUp(address) || settings?.allowSignUp === true,
    skipVerification: settings?.skipVerification === true,
    casinoEnabled: settings?.casino === true,
    apkUrl: safeWebUrl(settings?.apkUrl),
    supportLink: settings?.showSupportLink === true ? safeWebUrl(settings.supportLink) : undefined,
    supportRaised: (settings?.telegramId?.trim() ?? '') !== '',
    helpOrganisations: (settings?.responsibleGambling?.helpOrganisations ?? []).flatMap(({ name, url }) => {
      const safe = safeWebUrl(url);
      return safe === undefined ? [] : [{ name, url: safe }];
    }),
  };
}
