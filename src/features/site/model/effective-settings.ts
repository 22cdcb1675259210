import type { DomainSetting } from '@/api/generated/types.gen';
import { forcesSignUp, type SiteAddress } from '@/lib/hosts';
import { safeWebUrl } from './safe-url';

// What the domain settings mean for the screens, in one place (docs/product.md §2 "Other interface elements",
// §4, §6). A missing flag counts as off: nothing is offered that the brand did not switch on.

export interface EffectiveSiteSettings {
  /** docs/product.md §4: the comepunt-type domain forces it on. */
  allowSignUp: boolean;
  skipVerification: boolean;
  /** docs/product.md §4 "Casino and in-play": casino and lobby routes are blocked when off. */
  casinoEnabled: boolean;
  /** The APK bar's link; undefined hides the bar. */
  apkUrl: string | undefined;
  /** The floating support link; set only when showSupportLink is on and the link is a web address. */
  supportLink: string | undefined;
  /** docs/product.md §2: the support link sits higher when telegramId is set. */
  supportRaised: boolean;
  /** The Safer gambling page's help links: only those whose address is a web address. */
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
