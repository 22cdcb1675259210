import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getDomainSetting, getSetting, getSettingExpiry } from '@/api/generated/sdk.gen';
import {
  abpSuccess,
  apiPact,
  bearer,
  jsonResponseHeaders,
  PLAYER1_TOKEN,
  rejection,
  storeSession,
  viaMockServer,
  withAppRuntime,
} from './pact-support';

// Settings calls of docs/product.md §7 ("Settings and site"), through the generated SDK with the app's runtime.

const { boolean, integer, string, regex } = MatchersV3;

const pact = apiPact();
withAppRuntime();

const BRAND = { domain: 'localhost', allowSignUp: true, skipVerification: false, siteSuspended: false, casino: true } as const;

describe('api/Setting/GetDomainSetting', () => {
  // The flags the app branches on (sign-up, OTP, maintenance, casino) are exactly what the state
  // sets up, so they are pinned by value; the rest by type.
  it('answers the brand settings the app branches on', async () => {
    await pact
      .addInteraction()
      .given('brand settings exist', { ...BRAND })
      .uponReceiving('a domain settings load for an open brand')
      .withRequest('GET', '/api/Setting/GetDomainSetting')
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            domainTitle: string('Exchange Local'),
            siteSuspended: false,
            allowSignUp: true,
            skipVerification: false,
            casino: true,
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getDomainSetting({ ...viaMockServer(mockServer) });
        expect(data.result).toMatchObject({ siteSuspended: false, allowSignUp: true, skipVerification: false, casino: true });
      });
  });

  it('tells a suspended brand so the app can show maintenance', async () => {
    await pact
      .addInteraction()
      .given('brand settings exist', { ...BRAND, siteSuspended: true })
      .uponReceiving('a domain settings load for a suspended brand')
      .withRequest('GET', '/api/Setting/GetDomainSetting')
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            domainTitle: string('Exchange Local'),
            siteSuspended: true,
            allowSignUp: boolean(true),
            skipVerification: boolean(false),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getDomainSetting({ ...viaMockServer(mockServer) });
        expect(data.result.siteSuspended).toBe(true);
      });
  });

  // docs/i18n.md: a proposal (x-proposal), pending until the family serves it.
  it("names the brand's default language, which a visitor sees until they choose one", async () => {
    await pact
      .addInteraction()
      .pending()
      .given('brand settings exist', { ...BRAND, defaultLanguage: 'hi' })
      .uponReceiving('a domain settings load for a brand whose default language is Hindi')
      .withRequest('GET', '/api/Setting/GetDomainSetting')
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            domainTitle: string('Exchange Local'),
            siteSuspended: false,
            allowSignUp: boolean(true),
            skipVerification: boolean(false),
            defaultLanguage: regex('^(en|hi)$', 'hi'),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getDomainSetting({ ...viaMockServer(mockServer) });
        expect(data.result.defaultLanguage).toBe('hi');
      });
  });
});

describe('api/setting/GetSettingExpiry', () => {
  it('answers the idle timeout and the warning lead time', async () => {
    await pact
      .addInteraction()
      .given('brand settings exist', { ...BRAND })
      .uponReceiving('an idle-timeout settings load')
      .withRequest('GET', '/api/setting/GetSettingExpiry', (b) => b.query({ domain: BRAND.domain }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(abpSuccess({ timeOutSecond: integer(1800), showTimeOutNotificationSecond: integer(60) })),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getSettingExpiry({ ...viaMockServer(mockServer), query: { domain: BRAND.domain } });
        expect(data.result.timeOutSecond).toBeGreaterThan(0);
      });
  });
});

describe('Setting/GetSetting', () => {
  it('answers one of the signed-in player settings', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', { token: PLAYER1_TOKEN })
      .uponReceiving('a read of player1 confirm-before-place-bet setting')
      .withRequest('GET', '/Setting/GetSetting', (b) => b.headers(bearer()).query({ name: 'confirmBeforePlaceBet' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(abpSuccess({ name: 'confirmBeforePlaceBet', value: regex('^(true|false)$', 'false') })),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getSetting({ ...viaMockServer(mockServer), query: { name: 'confirmBeforePlaceBet' } });
        expect(data.result.name).toBe('confirmBeforePlaceBet');
      });
  });

  it('is refused without a token', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a setting read without a token')
      .withRequest('GET', '/Setting/GetSetting', (b) => b.query({ name: 'confirmBeforePlaceBet' }))
      .willRespondWith(401, (b) => b.headers(jsonResponseHeaders).jsonBody({ success: false, unAuthorizedRequest: true }))
      .executeTest(async (mockServer) => {
        const error = await rejection(getSetting({ ...viaMockServer(mockServer), query: { name: 'confirmBeforePlaceBet' } }));
        expect(error.kind).toBe('unauthorized');
      });
  });
});
