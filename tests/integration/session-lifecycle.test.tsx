import { notifications } from '@mantine/notifications';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSignedOut } from '@/features/session';
import { saveSignIn } from '@/features/session/model/saved-session';
import { keptOnLogout, readString, storageKeys, writeJson, writeString } from '@/lib/storage';
import { clearFaults, server, setFaults, setNow } from '../../mocks/node';
import { renderApp } from '../support/render-app';

// The stored session over time (docs/product.md §4): reload, 401, logout, token upkeep, idle timeout.

const DAY_MS = 24 * 60 * 60 * 1000;
const requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  const bearer = request.headers.get('authorization');
  requests.push(`${request.method} ${url.pathname}${url.search}${bearer ? ` (${bearer})` : ''}`);
};
const sent = (fragment: string) => requests.filter((entry) => entry.includes(fragment)).length;

/** player1's seeded session (mock-at-2-0 is valid for a day from the seed). */
function signInAsPlayer1(nowMs = Date.now()): void {
  saveSignIn(
    { accessToken: 'mock-at-2-0', refreshToken: 'mock-rt-2-0', expireInSeconds: 86_400, userName: 'player1', balance: 100000, exposure: 0 },
    'login',
    nowMs,
  );
}

// Whole-app renders with lazy routes and Mantine transitions: generous waits on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', onRequest);
});

afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  notifications.clean();
  setNow(null);
  vi.useRealTimers();
});

const storedKeys = () => Object.keys(localStorage).sort();
/** Brand data the site feature stores for visitors too (docs/product.md §3). */
const siteKeys: string[] = [
  storageKeys.baseUrl,
  storageKeys.siteSuspended,
  storageKeys.slideDataImg,
  storageKeys.slideDataLogo,
  storageKeys.mobileGames,
  storageKeys.desktopGames,
];

describe('reload (docs/product.md §4)', () => {
  it('an expired session is cleared and the player is a visitor again', async () => {
    signInAsPlayer1(Date.now() - DAY_MS - 1000);
    writeJson(storageKeys.openBets, { balance: 1, exposure: 0, openBets: [] });
    const app = renderApp('/bonus');
    await waitFor(() => expect(app.location()).toBe('/auth/login?to=%2Fbonus'));
    for (const key of [
      storageKeys.accessToken,
      storageKeys.userinfo,
      storageKeys.openBets,
      storageKeys.profitLoss,
      storageKeys.balance,
      storageKeys.exposure,
    ]) {
      expect(readString(key)).toBeNull();
    }
  });

  it('a live session keeps its token and shows the local copy of balance and exposure at once', async () => {
    signInAsPlayer1();
    writeJson(storageKeys.openBets, { balance: 4321, exposure: 12, openBets: [] });
    writeJson(storageKeys.profitLoss, []);
    const app = renderApp('/bonus');
    expect(await screen.findByTestId('header-balance')).toBeInTheDocument();
    expect(app.location()).toBe('/bonus');
    // Then the fresh figures from the API replace the copy, and the copy follows.
    await waitFor(() => expect(readString(storageKeys.balance)).toBe('100000'));
    expect(sent('GET /Bet/GetUserOpenBets')).toBeGreaterThan(0);
  });
});

describe('a login over a signed-in session (the login page is open to a signed-in player)', () => {
  it("drops the previous player's server state: their answer still on its way does not land on the new player's header", async () => {
    saveSignIn(
      {
        accessToken: 'mock-at-3-0',
        refreshToken: 'mock-rt-3-0',
        expireInSeconds: 86_400,
        userName: 'player2',
        balance: 130260,
        exposure: 10140,
      },
      'login',
      Date.now(),
    );
    // player2's open bets (the header's balance) are asked for as the app starts, and held out.
    setFaults([{ match: '/Bet/GetUserOpenBets', kind: 'hold', times: 1 }]);
    const user = userEvent.setup();
    renderApp('/auth/login');
    await waitFor(() => expect(sent('GetUserOpenBets (Bearer mock-at-3-0)')).toBe(1));
    await user.type(await screen.findByLabelText(/^Username/), 'player1');
    await user.type(screen.getByLabelText(/^Password/), 'Player@123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,00,000'));
    // player2's answer arrives late: it is not this player's.
    clearFaults();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('1,00,000');
    expect(screen.getByTestId('header-exposure')).toHaveTextContent('0');
  });
});

describe('the session ends', () => {
  it('a 401 mid-session clears the session and goes to /auth/logout → /auth/login', async () => {
    signInAsPlayer1();
    setFaults([{ match: 'GetUserOpenBets', kind: 'unauthorized' }]);
    let atLogout: string[] = [];
    const stop = onSignedOut(() => {
      atLogout = storedKeys();
    });
    const app = renderApp('/home');
    await waitFor(() => expect(app.location()).toBe('/auth/login'));
    stop();
    expect(atLogout.every((key) => (keptOnLogout as readonly string[]).includes(key))).toBe(true);
    expect(storedKeys().filter((key) => !siteKeys.includes(key))).toEqual([]);
  });

  it('logout leaves nothing in storage but what docs/product.md §4 keeps', async () => {
    signInAsPlayer1();
    writeString(storageKeys.slideDataLogo, 'logo.png');
    writeString(storageKeys.pins, '[1]');
    let atLogout: string[] = [];
    const stop = onSignedOut(() => {
      atLogout = storedKeys();
    });
    const app = renderApp('/auth/logout');
    await waitFor(() => expect(app.location()).toBe('/auth/login'));
    stop();
    expect(atLogout).toEqual([storageKeys.slideDataLogo]);
    // Afterwards the site reloads its brand data (site feature); no session key comes back.
    expect(storedKeys().filter((key) => !siteKeys.includes(key))).toEqual([]);
  });
});

describe('token upkeep (docs/wire.md §5)', () => {
  it('asks how long the token lives and renews it shortly before it runs out', async () => {
    signInAsPlayer1();
    // The mock's clock 30 s before the seeded token ends: one minute left (rounded up).
    setNow(Date.now() + DAY_MS - 30_000);
    renderApp('/home');
    await waitFor(() => expect(readString(storageKeys.accessToken)).not.toBe('mock-at-2-0'));
    // The token checked travels as the bearer header, never in the URL.
    expect(sent('POST /Account/GetAccessTokenValidateTime (Bearer mock-at-2-0)')).toBe(1);
    expect(sent('GetAccessTokenValidateTime?')).toBe(0);
    expect(sent('GET /Account/RefreshToken?refreshToken=mock-rt-2-0')).toBe(1);
    expect(readString(storageKeys.refreshToken)).toBe('mock-rt-2-0');
    const renewed = readString(storageKeys.accessToken) ?? '';
    // The new token is checked in turn.
    await waitFor(() => expect(sent(`POST /Account/GetAccessTokenValidateTime (Bearer ${renewed})`)).toBe(1));
  });

  it('logs out when the token has run out and cannot be renewed', async () => {
    signInAsPlayer1();
    setNow(Date.now() + 40 * DAY_MS); // past the access and the refresh token
    const app = renderApp('/auth/login');
    await waitFor(() => expect(readString(storageKeys.accessToken)).toBeNull());
    await waitFor(() => expect(app.location()).toBe('/auth/login'));
  });
});

describe('idle timeout (GetSettingExpiry: 1800 s, warned 60 s; WCAG 2.2.1)', () => {
  it('warns after 30 idle minutes, keeps the session on Stay signed in, and logs out if still idle', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signInAsPlayer1();
    const app = renderApp('/home');
    await waitFor(() => expect(sent('GET /api/setting/GetSettingExpiry')).toBe(1));
    await screen.findByTestId('header-balance');

    act(() => vi.advanceTimersByTime(1_799_000));
    expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    const warning = within(await screen.findByRole('dialog', { name: 'Are you still there?' }));
    expect(warning.getByRole('timer')).toHaveTextContent(/^(1:00|0:59)$/);
    await waitFor(() => expect(warning.getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
    await user.click(warning.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).not.toBeInTheDocument());
    expect(readString(storageKeys.accessToken)).toBe('mock-at-2-0');

    act(() => vi.advanceTimersByTime(1_800_000 + 61_000));
    await waitFor(() => expect(app.location()).toBe('/auth/login'));
    expect(readString(storageKeys.accessToken)).toBeNull();
    expect(await screen.findByText('You were signed out because you were inactive for too long.')).toBeInTheDocument();
  });
});
