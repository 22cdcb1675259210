import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_FOUND_REDIRECT_SECONDS } from '@/app/pages/error-404';
import { readString, storageKeys, writeString } from '@/lib/storage';
import { setBrandOverride } from '../../mocks/brand';
import { setFaults } from '../../mocks/node';
import { appClockUser, passAppTime, withAppClock } from '../support/app-clock';
import { renderApp } from '../support/render-app';

// docs/product.md §2 routes, guards and redirects, through the real route table against the mock backend.

function signIn(): void {
  // The mock's seeded token for player1 (docs/mock-backend.md "Users").
  writeString(storageKeys.accessToken, 'mock-at-2-0');
  writeString(storageKeys.userinfo, JSON.stringify({ userName: 'player1' }));
}

// The not-found page's countdown passes in the app's time, not the wall clock's.
withAppClock();

afterEach(() => setBrandOverride(null));

describe('redirects', () => {
  it('the empty path lands on /matchlist/3', async () => {
    const app = renderApp('/');
    await waitFor(() => expect(app.location()).toBe('/matchlist/3'));
  });

  it('an unknown path shows the not-found page', async () => {
    const app = renderApp('/no/such/page');
    await waitFor(() => expect(app.location()).toBe('/error-404'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('the not-found page goes home by itself unless the player stays (WCAG 2.2.1)', async () => {
    const user = appClockUser();
    const app = renderApp('/error-404');
    await user.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByText('You stay on this page.')).toBeInTheDocument();
    await passAppTime((NOT_FOUND_REDIRECT_SECONDS + 1) * 1000);
    expect(app.location()).toBe('/error-404');
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).not.toBeInTheDocument();
  });

  it.each([
    ['/auth', '/auth/login'],
    ['/auth/logout', '/auth/login'],
    ['/Auth/Logout', '/auth/login'],
  ])('%s goes to %s', async (from, to) => {
    const app = renderApp(from);
    await waitFor(() => expect(app.location()).toBe(to));
  });

  it('a path containing login=false goes to /auth/login keeping the target', async () => {
    const app = renderApp('/home?to=%2Fbonus&login=false');
    await waitFor(() => expect(app.location()).toBe('/auth/login?to=%2Fbonus'));
  });
});

describe('guards', () => {
  it('sends a visitor on a protected path via /inplay?to=…&login=false to the login page', async () => {
    const app = renderApp('/bonus');
    await waitFor(() => expect(app.location()).toBe('/auth/login?to=%2Fbonus'));
  });

  it('lets a signed-in player open a protected path', async () => {
    signIn();
    const app = renderApp('/bonus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus' }, { timeout: 5000 })).toBeInTheDocument();
    expect(app.location()).toBe('/bonus');
  });

  it('blocks every casino route for everyone when the brand has casino off', async () => {
    setBrandOverride('nocasino.localhost');
    signIn();
    for (const path of ['/casino', '/lobby', '/lobby-page/live']) {
      const app = renderApp(path);
      await waitFor(() => expect(app.location()).toBe('/matchlist/3'));
      app.unmount();
    }
  });

  it('needs a signed-in player for casino routes when casino is on', async () => {
    setBrandOverride('localhost');
    const visitor = renderApp('/casino');
    await waitFor(() => expect(visitor.location()).toBe('/auth/login?to=%2Fcasino'));
    visitor.unmount();

    signIn();
    const player = renderApp('/casino');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casino' })).toBeInTheDocument();
    expect(player.location()).toBe('/casino');
  });
});

describe('the brand', () => {
  it('titles the page {domainTitle} | {route title}', async () => {
    setBrandOverride('localhost');
    renderApp('/home');
    await waitFor(() => expect(document.title).toBe('Exchange Local | Home'));
  });

  it('sends everyone on a suspended site to /under-maintenance', async () => {
    setBrandOverride('suspended.localhost');
    const app = renderApp('/home');
    await waitFor(() => expect(app.location()).toBe('/under-maintenance'));
    expect(await screen.findByRole('heading', { name: /is under maintenance/ })).toBeInTheDocument();
    expect(readString(storageKeys.siteSuspended)).toBe('true');
  });
});

describe('the session', () => {
  it('shows balance and exposure from open bets for a signed-in player', async () => {
    signIn();
    renderApp('/home');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,00,000'));
    expect(screen.getByTestId('header-exposure')).toHaveTextContent('0');
  });

  it('ends the session on a 401 mid-session: the session is cleared and the player is back at login', async () => {
    signIn();
    const session = [storageKeys.openBets, storageKeys.profitLoss, storageKeys.balance, storageKeys.casinoToken, storageKeys.stakes];
    session.forEach((key) => writeString(key, '1'));
    writeString(storageKeys.slideDataLogo, 'logo.png');
    setFaults([{ match: 'GetUserOpenBets', kind: 'unauthorized' }]);
    const app = renderApp('/home');
    await waitFor(() => expect(app.location()).toBe('/auth/login'));
    for (const key of [storageKeys.accessToken, storageKeys.userinfo, ...session]) expect(readString(key), key).toBeNull();
  });
});
