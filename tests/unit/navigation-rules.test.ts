// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { layoutFlagsFor, leftLobby, showsRouteIndicator } from '@/app/navigation-rules';
import { DEFAULT_LANDING, destinationAfterLogin, href } from '@/config/paths';

describe('the route-change indicator (docs/product.md §2)', () => {
  it.each([
    ['/home', '/inplay', true],
    ['/inplay', '/markets/1001', true],
    ['/home', '/matchlist/3', false],
    ['/matchlist/3', '/markets/1001', false],
    ['/matchlist/1', '/matchlist/2', false],
    ['/home', '/account-menu', false],
    ['/account-menu', '/home', true],
    ['/home', '/home', false],
    [undefined, '/home', true],
    [undefined, '/matchlist/3', false],
  ])('from %s to %s: %s', (from, to, expected) => {
    expect(showsRouteIndicator(from, to)).toBe(expected);
  });
});

describe('layout flags per route (docs/product.md §2)', () => {
  it.each([
    ['/matchlist/3', true, { sidebarVisible: true, footerVisible: true, navbarScrollable: true }],
    ['/markets/1001', true, { sidebarVisible: false, footerVisible: false, navbarScrollable: true }],
    ['/markets/1001/33001', true, { sidebarVisible: false, footerVisible: false, navbarScrollable: true }],
    ['/markets', true, { sidebarVisible: false, footerVisible: false, navbarScrollable: true }],
    ['/lobby', true, { sidebarVisible: false, footerVisible: true, navbarScrollable: false }],
    ['/lobby', false, { sidebarVisible: false, footerVisible: true, navbarScrollable: true }],
    ['/home', true, { sidebarVisible: false, footerVisible: true, navbarScrollable: true }],
  ])('%s (casino %s)', (pathname, casino, flags) => {
    expect(layoutFlagsFor(pathname, casino)).toEqual(flags);
  });

  it('knows when the player leaves the lobby', () => {
    expect(leftLobby('/lobby', '/home')).toBe(true);
    expect(leftLobby('/lobby', '/lobby')).toBe(false);
    expect(leftLobby('/home', '/lobby')).toBe(false);
    expect(leftLobby(undefined, '/home')).toBe(false);
  });
});

describe('redirect targets (docs/product.md §2, §6)', () => {
  it('sends a visitor to /inplay with the intended path and login=false', () => {
    const target = new URL(href.visitorRedirect('/bonus?tab=open'), 'http://x');
    expect(target.pathname).toBe('/inplay');
    expect(target.searchParams.get('to')).toBe('/bonus?tab=open');
    expect(target.searchParams.get('login')).toBe('false');
    expect(target.search).toContain('login=false');
  });

  it.each([
    ['/bonus', '/bonus'],
    ['/bonus&login=false', '/bonus'],
    [null, DEFAULT_LANDING],
    ['', DEFAULT_LANDING],
    ['https://evil.example/', DEFAULT_LANDING],
    ['//evil.example', DEFAULT_LANDING],
  ])('after login, to=%s goes to %s', (to, expected) => {
    expect(destinationAfterLogin(to)).toBe(expected);
  });
});

describe('the login destination stays on this site', () => {
  const origin = 'https://brand.example';
  it.each([
    ['/%09/evil.example', '/\t/evil.example'],
    ['/%0a/evil.example', '/\n/evil.example'],
    ['/%0d/evil.example', '/\r/evil.example'],
    ['/%00/evil.example', '/\u0000/evil.example'],
    ['/%7f/evil.example', '/\u007f/evil.example'],
    ['//evil.example', '//evil.example'],
    ['/\\evil.example', '/\\evil.example'],
    ['/%5Cevil.example', '/\\evil.example'],
    ['\\\\evil.example', '\\\\evil.example'],
    ["' //evil.example' (leading space)", ' //evil.example'],
    ['https://brand.example/bonus (absolute)', 'https://brand.example/bonus'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
  ])('to=%s (as read from the address) goes to the default landing', (_label, to) => {
    expect(destinationAfterLogin(to, origin)).toBe(DEFAULT_LANDING);
  });

  it.each([
    ['/bonus?tab=open#top', '/bonus?tab=open#top'],
    ['/markets/1001/33001&login=false', '/markets/1001/33001'],
    ['/%09/evil.example (the text itself, double-encoded in the address)', '/%09/evil.example'],
  ])('to=%s is followed', (to, expected) => {
    expect(destinationAfterLogin(to.replace(/ \(.*\)$/, ''), origin)).toBe(expected);
  });

  it('takes the page origin by default', () => {
    expect(destinationAfterLogin('/\t/evil.example')).toBe(DEFAULT_LANDING);
    expect(destinationAfterLogin('/bonus')).toBe('/bonus');
  });
});
