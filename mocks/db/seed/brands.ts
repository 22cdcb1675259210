// Brands by host name; `default` answers any host no brand claims.
import type { DomainSetting } from '../../../src/api/generated/types.gen';
import { methodEntry, PAYMENT_METHODS, WITHDRAWAL_METHODS } from '../../../src/features/payments/model/methods';
import { CDN } from './constants';

export const DEFAULT_BRAND = 'default';

const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1f2a44"/><text x="16" y="22" fill="#ffd23f" font-family="sans-serif" font-size="18" text-anchor="middle">E</text></svg>',
  );

const PAYMENT_TOGGLES = [
  ...PAYMENT_METHODS.map((method) => methodEntry(method).depositToggle),
  ...WITHDRAWAL_METHODS.flatMap((method) => methodEntry(method).payout?.toggle ?? []),
];
const EVERY_PAYMENT_METHOD: Partial<DomainSetting> = Object.fromEntries(PAYMENT_TOGGLES.map((toggle) => [toggle, true]));

/** Every feature on; the other brands differ in one flag each. */
export function localhostBrand(): DomainSetting {
  return {
    id: 1,
    domainName: 'localhost',
    // null: a set baseUrl would send the client to another API host.
    baseUrl: null,
    siteSuspended: false,
    allowSignUp: true,
    skipVerification: false,
    domainTitle: 'Exchange Local',
    description: 'Sports exchange and casino: back and lay on cricket, football, tennis and more.',
    // Favicons bypass the service worker: a CDN URL would hit the real network.
    favicon: FAVICON,
    mainLogo: `${CDN}/brands/localhost/logo.png`,
    authLogoImage: `${CDN}/brands/localhost/auth-logo.png`,
    apkUrl: `${CDN}/apk/exchange-localhost.apk`,
    showSupportLink: true,
    supportLink: 'https://wa.me/919800000001',
    telegramId: 'https://t.me/exchange_support',
    instagramId: 'https://instagram.com/exchange.support',
    football: true,
    tennis: true,
    cricket: true,
    kabaddi: true,
    horseRacing: true,
    casino: true,
    lotusCasino: true,
    showDepositW: true,
    showDWRequests: true,
    ...EVERY_PAYMENT_METHOD,
    phonePeNumber: '9800000002',
    impsType: 'Current account',
    impsNumber: '50200012345678',
    impsHolderName: 'Exchange Payments Pvt Ltd',
    impsifsc: 'HDFC0001234',
    paytmName: 'Exchange Payments',
    paytmWalletNumber: '9800000003',
    upiId: 'exchange.payments@upi',
    gPayNumber: '9800000004',
    usdtWallet: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj',
    minDepositAmount: 100,
    maxDepositAmount: 500000,
    minWithdrawalAmount: 500,
    maxWithdrawalAmount: 200000,
    imageSliders: [
      { url: `${CDN}/brands/localhost/slide-cricket.webp`, order: 1, link: '/matchlist/3' },
      { url: `${CDN}/brands/localhost/slide-football.webp`, order: 2, link: '/matchlist/1' },
      { url: `${CDN}/brands/localhost/slide-casino.webp`, order: 3, link: '/casino' },
    ],
    tv: [],
    // Safer gambling (our proposal); this brand lets the reality check be off.
    responsibleGambling: {
      helpOrganisations: [
        { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
        { name: 'Gamblers Anonymous India', url: 'https://gamblersanonymous.org' },
      ],
      limitsHotline: '+91 98000 00005',
      realityCheckOffAllowed: true,
    },
  };
}

function variant(id: number, domainName: string, domainTitle: string, overrides: Partial<DomainSetting>): DomainSetting {
  return { ...localhostBrand(), id, domainName, domainTitle, ...overrides };
}

export function createBrands(): Map<string, DomainSetting> {
  const brands: DomainSetting[] = [
    localhostBrand(),
    variant(2, 'nosignup.localhost', 'No Signup Exchange', { allowSignUp: false }),
    variant(3, 'skipotp.localhost', 'Quick Signup Exchange', { skipVerification: true }),
    variant(4, 'suspended.localhost', 'Suspended Exchange', { siteSuspended: true }),
    variant(5, 'nocasino.localhost', 'Sports Only Exchange', { casino: false, lotusCasino: false }),
    variant(7, 'hindi.localhost', 'Bharat Exchange', { defaultLanguage: 'hi' }),
    variant(6, DEFAULT_BRAND, 'Exchange', {
      responsibleGambling: {
        helpOrganisations: [{ name: 'GamCare', url: 'https://www.gamcare.org.uk' }],
        limitsHotline: null,
        realityCheckOffAllowed: false,
      },
    }),
  ];
  return new Map(brands.map((brand) => [brand.domainName ?? DEFAULT_BRAND, brand]));
}

/** For provider states: localhost's settings under another host name. */
export function brandFor(domainName: string, id: number, overrides: Partial<DomainSetting>): DomainSetting {
  return variant(id, domainName, domainName, overrides);
}
