import { describe, expect, it } from 'vitest';
import { forcesSignUp, isNonLiveSite, siteConfigFileName, usesTestHub } from '@/lib/hosts';

const at = (host: string) => ({ host, hostname: host.replace(/:\d+$/, '') });

describe('test or live hosts', () => {
  it.each([
    ['www.brand.com', false],
    ['test.brand.com', true],
    ['brandtest.com', true],
    ['brand.pages.dev', true],
    ['localhost:5173', true],
    ['127.0.0.1:5173', false],
    ['preview.brand.com', false],
  ])('%s uses the test hub: %s (docs/product.md §7, exactly)', (host, expected) => {
    expect(usesTestHub(at(host))).toBe(expected);
  });

  it.each([
    ['www.brand.com', false],
    ['test.brand.com', true],
    ['brand.pages.dev', true],
    ['localhost:5173', true],
    ['127.0.0.1:5173', true],
    ['preview.brand.com', true],
  ])('%s is a non-live site: %s', (host, expected) => {
    expect(isNonLiveSite(at(host))).toBe(expected);
  });

  it.each([
    ['www.brand.com', 'brand.com.json'],
    ['Brand.COM', 'brand.com.json'],
    ['play.brand.in', 'play.brand.in.json'],
    ['localhost:5173', 'test.json'],
    ['test.brand.com', 'test.json'],
    ['x.pages.dev', 'test.json'],
  ])('%s loads the site file %s', (host, file) => {
    expect(siteConfigFileName(at(host))).toBe(file);
  });

  it('forces sign-up only on comepunt-type domains', () => {
    expect(forcesSignUp(at('www.comepunt.com'))).toBe(true);
    expect(forcesSignUp(at('comepunt99.in'))).toBe(true);
    expect(forcesSignUp(at('www.brand.com'))).toBe(false);
  });
});
