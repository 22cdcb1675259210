import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE_MEDIA_QUERY } from '@/config/media';
import { readString, storageKeys, writeString } from '@/lib/storage';
import { setBrandOverride } from '../../mocks/brand';
import { getState } from '../../mocks/db';
import { renderApp } from '../support/render-app';

// docs/product.md §4 "Sport visibility" through the real app: the navigation and the screens follow the
// viewer (visitor or player), the brand's flags, the player's flags and the casino rule.

afterEach(() => setBrandOverride(null));

const ALL_ON = { football: true, tennis: true, cricket: true, horseRacing: true, kabaddi: true, casino: true };

/** A brand with one setting changed, served for every request of the test. */
function useBrand(host: string, overrides: Record<string, boolean>): void {
  const state = getState();
  const base = state.brands.get('localhost');
  if (!base) throw new Error('the seed has no localhost brand');
  state.brands.set(host, { ...base, domainName: host, ...overrides });
  setBrandOverride(host);
}

/** player1 signed in with the given per-sport flags in the stored login result
 * (docs/product.md §3 userinfo). */
function signInPlayer1(flags: Partial<typeof ALL_ON>): void {
  writeString(storageKeys.accessToken, 'mock-at-2-0');
  writeString(
    storageKeys.userinfo,
    JSON.stringify({ username: 'player1', userName: 'player1', balance: 100000, exposure: 0, ...ALL_ON, ...flags }),
  );
}

/** The sports navigation, once the app has rendered its layout. */
async function sportsNav() {
  return within(await screen.findByRole('list', { name: 'Sports' }));
}

describe('the sports navigation', () => {
  it('lists the sports in id order, each linking to its match list, with its event count', async () => {
    renderApp('/home');
    const nav = await sportsNav();
    await nav.findByRole('link', { name: 'Cricket, 4 events' });
    const names = nav.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual([
      'Casino, games',
      'Football, 4 events',
      'Tennis, 3 events',
      'Cricket, 4 events',
      'Kabaddi, 2 events',
      'Horse Racing, 2 events',
    ]);
    expect(nav.getByRole('link', { name: 'Cricket, 4 events' })).toHaveAttribute('href', '/matchlist/3');
    expect(nav.getByRole('link', { name: 'Horse Racing, 2 events' })).toHaveAttribute('href', '/matchlist/26');
    expect(nav.getByRole('link', { name: 'Casino, games' })).toHaveAttribute('href', '/casino');
  });

  it('shows a sport without events, but not as a link', async () => {
    const state = getState();
    state.events = state.events.filter((event) => event.sportId !== 25);
    renderApp('/home');
    const nav = await sportsNav();
    await nav.findByRole('link', { name: 'Cricket, 4 events' });
    expect(nav.queryByRole('link', { name: /Kabaddi/ })).not.toBeInTheDocument();
    expect(nav.getByText('Kabaddi').closest('li')?.textContent).toBe('Kabaddi, no events');
  });
});

describe('a visitor on a brand with a sport off', () => {
  it('does not see that sport anywhere', async () => {
    useBrand('nokabaddi.local', { kabaddi: false });
    const home = renderApp('/home');
    const nav = await sportsNav();
    await nav.findByRole('link', { name: 'Cricket, 4 events' });
    expect(nav.queryByText('Kabaddi')).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Cricket' });
    expect(screen.queryByRole('region', { name: 'Kabaddi' })).not.toBeInTheDocument();
    home.unmount();

    const inPlay = renderApp('/inplay');
    await screen.findByRole('link', { name: 'India v Australia' });
    expect(screen.queryByRole('link', { name: 'Patna Pirates v Bengal Warriors' })).not.toBeInTheDocument();
    inPlay.unmount();

    renderApp('/matchlist/25');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sport not available' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Kabaddi' })).not.toBeInTheDocument();
  });

  it('sees horse racing only while the brand has horseRacing on', async () => {
    useBrand('nohorses.local', { horseRacing: false });
    renderApp('/inplay');
    await screen.findByRole('link', { name: 'India v Australia' });
    const nav = await sportsNav();
    expect(nav.queryByText('Horse Racing')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ascot 14:30' })).not.toBeInTheDocument();
  });
});

describe('a signed-in player', () => {
  it('does not see a sport their own flag turns off, though the brand has it on', async () => {
    signInPlayer1({ cricket: false });
    renderApp('/matchlist/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sport not available' })).toBeInTheDocument();
    const nav = await sportsNav();
    await nav.findByRole('link', { name: 'Football, 4 events' });
    expect(nav.queryByText('Cricket')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Football' })).toHaveAttribute('href', '/matchlist/1');
  });

  it('does not see a sport the brand turns off, though their own flag is on', async () => {
    useBrand('notennis.local', { tennis: false });
    signInPlayer1({});
    renderApp('/inplay');
    await screen.findByRole('link', { name: 'India v Australia' });
    expect(screen.queryByRole('link', { name: 'Carlos Alcaraz v Jannik Sinner' })).not.toBeInTheDocument();
    const nav = await sportsNav();
    expect(nav.queryByText('Tennis')).not.toBeInTheDocument();
  });
});

describe('signing in', () => {
  it('loads the tree again: the backend narrows it to the player’s sports', async () => {
    const player1 = getState().users.find((user) => user.userName === 'player1');
    if (!player1) throw new Error('the seed has no player1');
    player1.sports = { ...player1.sports, kabaddi: false };
    renderApp('/home');
    const nav = await sportsNav();
    expect(await nav.findByRole('link', { name: 'Kabaddi, 2 events' })).toBeInTheDocument();

    // A stored session whose user info names no sport flag: only the refreshed tree can hide kabaddi.
    act(() => writeString(storageKeys.accessToken, 'mock-at-2-0'));
    await waitFor(() => expect(nav.queryByText('Kabaddi')).not.toBeInTheDocument());
    expect(nav.getByRole('link', { name: 'Cricket, 4 events' })).toBeInTheDocument();
  });
});

describe('casino in the navigation', () => {
  function emptyGameLists(which: 'mobileGames' | 'desktopGames'): void {
    for (const config of getState().siteConfigs.values()) config[which] = [];
  }

  it('is inactive for a visitor when the device game list is empty', async () => {
    emptyGameLists('desktopGames');
    renderApp('/home');
    const nav = await sportsNav();
    await nav.findByRole('link', { name: 'Cricket, 4 events' });
    // The per-site file has been loaded and stored: the lists are what the brand sends.
    await waitFor(() => expect(readString(storageKeys.desktopGames)).toBe('[]'));
    expect(readString(storageKeys.mobileGames)).not.toBe('[]');
    expect(nav.queryByRole('link', { name: /Casino/ })).not.toBeInTheDocument();
    expect(nav.getByText('Casino').closest('li')?.textContent).toBe('Casino, no games');
  });

  it('uses the mobile game list on a phone-sized screen (narrower than 769 px)', async () => {
    emptyGameLists('mobileGames');
    const desktop = renderApp('/home');
    const nav = await sportsNav();
    expect(await nav.findByRole('link', { name: 'Casino, games' })).toBeInTheDocument();
    desktop.unmount();

    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === PHONE_MEDIA_QUERY });
    try {
      renderApp('/home');
      const phoneNav = await sportsNav();
      await phoneNav.findByRole('link', { name: 'Cricket, 4 events' });
      await waitFor(() => expect(readString(storageKeys.mobileGames)).toBe('[]'));
      expect(phoneNav.getByText('Casino').closest('li')?.textContent).toBe('Casino, no games');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('is active for a signed-in player unless casino_is_empty is true', async () => {
    emptyGameLists('desktopGames');
    signInPlayer1({});
    const open = renderApp('/home');
    const nav = await sportsNav();
    expect(await nav.findByRole('link', { name: 'Casino, games' })).toHaveAttribute('href', '/casino');
    open.unmount();

    writeString(storageKeys.casinoIsEmpty, 'true');
    renderApp('/home');
    const emptyNav = await sportsNav();
    await emptyNav.findByRole('link', { name: 'Cricket, 4 events' });
    expect(emptyNav.queryByRole('link', { name: /Casino/ })).not.toBeInTheDocument();
  });

  it('is not listed on a brand with casino off', async () => {
    setBrandOverride('nocasino.localhost');
    renderApp('/home');
    const nav = await sportsNav();
    await nav.findByRole('link', { name: 'Cricket, 4 events' });
    expect(nav.queryByText('Casino')).not.toBeInTheDocument();
  });
});
