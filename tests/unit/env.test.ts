import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, readEnv } from '@/config/env';

const valid = {
  VITE_API_BASE_URL: 'https://api.brand.example/',
  VITE_HUB_URL: 'https://hub.brand.example',
  VITE_HUB_URL_TEST: 'https://hub-test.brand.example',
  VITE_CDN_BASE_URL: 'https://cdn.brand.example',
  VITE_CLIENT_IP_URL: 'https://ip.brand.example',
  VITE_CASINO_LOTUS_URL: 'https://l.example',
  VITE_CASINO_LOTUS_URL_TEST: 'https://l-test.example',
  VITE_CASINO_AURA_URL: 'https://a.example',
  VITE_CASINO_AURA_URL_TEST: 'https://a-test.example',
  VITE_CASINO_ROYAL_URL: 'https://r.example',
  VITE_CASINO_ROYAL_URL_TEST: 'https://r-test.example',
  VITE_VIDEO_PLAYER_URL: 'https://tv.example/player',
  VITE_MOCKING: 'on',
  VITE_SIGNUP_FIXED_OTP: '123456',
  VITE_TOKEN_CLIENT_ID: 'id',
  VITE_TOKEN_CLIENT_SECRET: 'secret',
  VITE_THEME_ORANGE_DOMAINS: 'orange.example, Second.Example',
  VITE_THEME_BLUE_DOMAINS: '',
  VITE_THEME_DARK_DOMAINS: 'localhost',
};

function problemsOf(env: Record<string, unknown>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration from import.meta.env', () => {
  it('parses a complete environment', () => {
    const config = parseConfig(valid);
    expect(config.apiBaseUrl).toBe('https://api.brand.example');
    expect(config.mocking).toBe(true);
    expect(config.tokenClientId).toBe('id');
    expect(config.themeDomains.orange).toEqual(['orange.example', 'second.example']);
    expect(config.themeDomains.pink).toEqual([]);
    expect(config.casinoProviders.aura).toEqual({ live: 'https://a.example', test: 'https://a-test.example' });
    expect(config.videoPlayerUrl).toBe('https://tv.example/player');
  });

  it('leaves optional values out when they are blank', () => {
    const config = parseConfig({
      ...valid,
      VITE_API_BASE_URL: '',
      VITE_SIGNUP_FIXED_OTP: '',
      VITE_TOKEN_CLIENT_ID: '',
      VITE_TOKEN_CLIENT_SECRET: '',
      VITE_VIDEO_PLAYER_URL: '',
    });
    expect(config.apiBaseUrl).toBeUndefined();
    expect(config.videoPlayerUrl).toBeUndefined();
    expect(config.signupFixedOtp).toBeUndefined();
    expect(config.tokenClientId).toBeUndefined();
  });

  it('names every bad value in one readable list', () => {
    const problems = problemsOf({ ...valid, VITE_HUB_URL: 'not a url', VITE_MOCKING: 'yes', VITE_SIGNUP_FIXED_OTP: '12ab' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/VITE_HUB_URL: .*"not a url"/);
    expect(problems.join('\n')).toMatch(/VITE_MOCKING: .*"yes"/);
    expect(problems.join('\n')).toMatch(/VITE_SIGNUP_FIXED_OTP: the OTP is 4 to 8 digits/);
  });

  it('reports a missing required host', () => {
    const { VITE_CDN_BASE_URL: _dropped, ...rest } = valid;
    expect(problemsOf(rest)[0]).toMatch(/^VITE_CDN_BASE_URL:/);
  });

  it('never reads the token client secret: nothing uses it, and a key read by name is inlined into the build', () => {
    expect(Object.keys(readEnv())).not.toContain('VITE_TOKEN_CLIENT_SECRET');
    expect(JSON.stringify(parseConfig(valid))).not.toContain('secret');
    // The id alone is a complete configuration.
    expect(parseConfig({ ...valid, VITE_TOKEN_CLIENT_SECRET: undefined }).tokenClientId).toBe('id');
  });

  it('refuses a domain list with something that is not a host name', () => {
    expect(problemsOf({ ...valid, VITE_THEME_BLUE_DOMAINS: 'ok.example, bad domain/' })[0]).toMatch(/VITE_THEME_BLUE_DOMAINS/);
  });
});
