import * as z from 'zod/mini';

// A bad value stops the app with a readable list.

const url = z.pipe(
  z.url({ protocol: /^https?$/ }),
  z.transform((value: string) => value.replace(/\/+$/, '')),
);
const optionalUrl = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  ),
  z.optional(url),
);
const domainList = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) =>
      (value ?? '')
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter((domain) => domain.length > 0),
    ),
  ),
  z.array(z.string().check(z.regex(/^[a-z0-9.-]+$/, 'a domain list holds host names separated by commas'))),
);
const optionalSecret = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => (value ? value : undefined)),
);

const envSchema = z.object({
  VITE_API_BASE_URL: optionalUrl,
  VITE_API_BASE_URL_TEST: optionalUrl,
  VITE_HUB_URL: url,
  VITE_HUB_URL_TEST: url,
  VITE_CDN_BASE_URL: url,
  VITE_CLIENT_IP_URL: url,
  VITE_CASINO_LOTUS_URL: url,
  VITE_CASINO_LOTUS_URL_TEST: url,
  VITE_CASINO_AURA_URL: url,
  VITE_CASINO_AURA_URL_TEST: url,
  VITE_CASINO_ROYAL_URL: url,
  VITE_CASINO_ROYAL_URL_TEST: url,
  VITE_VIDEO_PLAYER_URL: optionalUrl,
  VITE_MOCKING: z._default(z.enum(['on', 'off']), 'off'),
  VITE_SIGNUP_FIXED_OTP: z.pipe(optionalSecret, z.optional(z.string().check(z.regex(/^[0-9]{4,8}$/, 'the OTP is 4 to 8 digits')))),
  // VITE_TOKEN_CLIENT_SECRET is not read: a key read by name is inlined into the bundle.
  VITE_TOKEN_CLIENT_ID: optionalSecret,
  VITE_THEME_ORANGE_DOMAINS: domainList,
  VITE_THEME_BLUE_DOMAINS: domainList,
  VITE_THEME_DARK_DOMAINS: domainList,
});

export interface CasinoHosts {
  live: string;
  test: string;
}

export interface AppConfig {
  /** The stored baseUrl wins over it. */
  apiBaseUrl: string | undefined;
  apiBaseUrlTest: string | undefined;
  hubUrl: { production: string; test: string };
  cdnBaseUrl: string;
  clientIpUrl: string;
  casinoProviders: { lotus: CasinoHosts; aura: CasinoHosts; royal: CasinoHosts };
  /** The app adds `?channel=`; none: no live video. */
  videoPlayerUrl: string | undefined;
  mocking: boolean;
  signupFixedOtp: string | undefined;
  /** Its secret is never read. */
  tokenClientId: string | undefined;
  themeDomains: { orange: string[]; blue: string[]; dark: string[]; pink: string[]; cyan: string[] };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`The app is misconfigured:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
}

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = issue.path.join('.') || '(environment)';
        return `${key}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])] ?? null)})`;
      }),
    );
  }
  const e = parsed.data;
  return {
    apiBaseUrl: e.VITE_API_BASE_URL,
    apiBaseUrlTest: e.VITE_API_BASE_URL_TEST,
    hubUrl: { production: e.VITE_HUB_URL, test: e.VITE_HUB_URL_TEST },
    cdnBaseUrl: e.VITE_CDN_BASE_URL,
    clientIpUrl: e.VITE_CLIENT_IP_URL,
    casinoProviders: {
      lotus: { live: e.VITE_CASINO_LOTUS_URL, test: e.VITE_CASINO_LOTUS_URL_TEST },
      aura: { live: e.VITE_CASINO_AURA_URL, test: e.VITE_CASINO_AURA_URL_TEST },
      royal: { live: e.VITE_CASINO_ROYAL_URL, test: e.VITE_CASINO_ROYAL_URL_TEST },
    },
    videoPlayerUrl: e.VITE_VIDEO_PLAYER_URL,
    mocking: e.VITE_MOCKING === 'on',
    signupFixedOtp: e.VITE_SIGNUP_FIXED_OTP,
    tokenClientId: e.VITE_TOKEN_CLIENT_ID,
    // docs/product.md §4: the pink and cyan lists are empty.
    themeDomains: {
      orange: e.VITE_THEME_ORANGE_DOMAINS,
      blue: e.VITE_THEME_BLUE_DOMAINS,
      dark: e.VITE_THEME_DARK_DOMAINS,
      pink: [],
      cyan: [],
    },
  };
}

/** Each key read by name, so a build inlines only these (tests/integration/build-secrets.test.ts). */
export function readEnv(): Record<keyof typeof envSchema.shape, string | undefined> {
  return {
    VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
    VITE_API_BASE_URL_TEST: import.meta.env.VITE_API_BASE_URL_TEST,
    VITE_HUB_URL: import.meta.env.VITE_HUB_URL,
    VITE_HUB_URL_TEST: import.meta.env.VITE_HUB_URL_TEST,
    VITE_CDN_BASE_URL: import.meta.env.VITE_CDN_BASE_URL,
    VITE_CLIENT_IP_URL: import.meta.env.VITE_CLIENT_IP_URL,
    VITE_CASINO_LOTUS_URL: import.meta.env.VITE_CASINO_LOTUS_URL,
    VITE_CASINO_LOTUS_URL_TEST: import.meta.env.VITE_CASINO_LOTUS_URL_TEST,
    VITE_CASINO_AURA_URL: import.meta.env.VITE_CASINO_AURA_URL,
    VITE_CASINO_AURA_URL_TEST: import.meta.env.VITE_CASINO_AURA_URL_TEST,
    VITE_CASINO_ROYAL_URL: import.meta.env.VITE_CASINO_ROYAL_URL,
    VITE_CASINO_ROYAL_URL_TEST: import.meta.env.VITE_CASINO_ROYAL_URL_TEST,
    VITE_VIDEO_PLAYER_URL: import.meta.env.VITE_VIDEO_PLAYER_URL,
    VITE_MOCKING: import.meta.env.VITE_MOCKING,
    VITE_SIGNUP_FIXED_OTP: import.meta.env.VITE_SIGNUP_FIXED_OTP,
    VITE_TOKEN_CLIENT_ID: import.meta.env.VITE_TOKEN_CLIENT_ID,
    VITE_THEME_ORANGE_DOMAINS: import.meta.env.VITE_THEME_ORANGE_DOMAINS,
    VITE_THEME_BLUE_DOMAINS: import.meta.env.VITE_THEME_BLUE_DOMAINS,
    VITE_THEME_DARK_DOMAINS: import.meta.env.VITE_THEME_DARK_DOMAINS,
  };
}

let cached: AppConfig | undefined;

/** Parsed on first use; throws ConfigError. */
export function appConfig(): AppConfig {
  cached ??= parseConfig(readEnv());
  return cached;
}

export const serviceWorkerEnabled: boolean = import.meta.env.PROD && import.meta.env.VITE_MOCKING !== 'on';
