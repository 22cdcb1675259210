import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getUserExpectedProfitLossOptions, getUserExpectedProfitLossQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { storageKeys, writeString } from '@/lib/storage';
import { server, setFaults } from '../../mocks/node';
import { renderApp } from '../support/render-app';

// Launching a casino game (docs/product.md §7 Casino, §2 lobby mode): the provider login on the test
// hosts (jsdom runs on localhost), the game frame, a provider failure, and the way back to sports.

const LOAD = { timeout: 10_000 };

interface SeenRequest {
  method: string;
  url: string;
  authorization: string | null;
  body: string;
}

let seen: SeenRequest[] = [];
const record = ({ request }: { request: Request }) => {
  const copy = request.clone();
  void copy
    .text()
    .then((body) => seen.push({ method: request.method, url: request.url, authorization: request.headers.get('Authorization'), body }));
};

beforeEach(() => {
  seen = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  // Toasts live in Mantine's module-level store: one test's must not be read by the next.
  notifications.clean();
  notifications.cleanQueue();
});

function signInPlayer1(casinoToken: string | null = 'mock-casino-2'): void {
  writeString(storageKeys.accessToken, 'mock-at-2-0');
  if (casinoToken !== null) writeString(storageKeys.casinoToken, casinoToken);
  writeString(storageKeys.userinfo, JSON.stringify({ userName: 'player1', username: 'player1', balance: 100000, exposure: 0 }));
}

const providerCalls = () =>
  seen.filter((request) => /\/(lotus\/api\/auth\/login|aura\/api\/token|royal\/login)$/.test(new URL(request.url).pathname));

describe('launching a game', { timeout: 30_000 }, () => {
  it('logs in to the game’s provider with the casino token and plays the game in a titled frame', async () => {
    signInPlayer1();
    renderApp('/lobby?game=teen-patti');
    const frame = await screen.findByTitle('Teen Patti game', {}, LOAD);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://lotus.casino-test.example/play/teen-patti?session=mock-session-1&platform=desktop');
    expect(screen.getByRole('heading', { level: 1, name: 'Teen Patti' })).toBeInTheDocument();
    expect(providerCalls()).toHaveLength(1);
    const [call] = providerCalls();
    expect(call?.url).toBe('https://lotus.casino-test.example/lotus/api/auth/login');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ token: 'mock-casino-2', gameId: 'teen-patti', platform: 'desktop' });
  });

  it('sends the aura provider the token in the body', async () => {
    signInPlayer1();
    renderApp('/lobby?game=roulette');
    expect(await screen.findByTitle('Roulette game', {}, LOAD)).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/aura\.casino-test\.example\/play\/roulette\?session=/),
    );
    const [call] = providerCalls();
    expect(call?.url).toBe('https://aura.casino-test.example/aura/api/token');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ token: 'mock-casino-2', gameId: 'roulette', platform: 'desktop' });
  });

  it('sends the royal provider the token as its bearer credential, with no body', async () => {
    signInPlayer1();
    renderApp('/lobby?game=dragon-tiger');
    expect(await screen.findByTitle('Dragon Tiger game', {}, LOAD)).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/royal\.casino-test\.example\/play\/lobby\?session=/),
    );
    const [call] = providerCalls();
    expect(call?.url).toBe('https://royal.casino-test.example/royal/login');
    expect(call?.authorization).toBe('Bearer mock-casino-2');
    expect(call?.body).toBe('');
  });

  it('opens from the lobby’s Play button in lobby mode', async () => {
    const user = userEvent.setup();
    signInPlayer1();
    const app = renderApp('/casino');
    const popular = await screen.findByRole('list', { name: 'Popular games' }, LOAD);
    await user.click(within(popular).getByRole('link', { name: 'Play Andar Bahar' }));
    expect(await screen.findByTitle('Andar Bahar game', {}, LOAD)).toBeInTheDocument();
    expect(app.location()).toBe('/lobby?game=andar-bahar');
    // docs/product.md §2: in the lobby the navbar is locked and offers the way back.
    expect(within(screen.getByRole('navigation', { name: 'Sports' })).getByRole('link', { name: 'Back to sports' })).toBeInTheDocument();
  });
});

describe('a provider failure', { timeout: 30_000 }, () => {
  it('states the reason and returns the player to the lobby', async () => {
    signInPlayer1();
    setFaults([{ match: '/lotus/api/auth/login', kind: 'http500', times: 1 }]);
    const app = renderApp('/lobby?game=teen-patti');
    const toast = await screen.findByRole('alert', {}, LOAD);
    expect(toast).toHaveTextContent('Teen Patti could not be opened');
    expect(toast).toHaveTextContent('An internal error occurred during your request!');
    await waitFor(() => expect(app.location()).toBe('/casino'));
    expect(await screen.findByRole('list', { name: 'Popular games' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByTitle('Teen Patti game')).not.toBeInTheDocument();
  });

  it('shows the provider’s own refusal message', async () => {
    signInPlayer1();
    server.use(
      http.post('*/aura/api/token', () => HttpResponse.json({ message: 'This table is closed for maintenance' }, { status: 400 })),
    );
    const app = renderApp('/lobby?game=blackjack');
    const toast = await screen.findByRole('alert', {}, LOAD);
    expect(toast).toHaveTextContent('Blackjack could not be opened');
    expect(toast).toHaveTextContent('This table is closed for maintenance');
    await waitFor(() => expect(app.location()).toBe('/casino'));
  });

  it('refuses a launch address that is not a web page of another site', async () => {
    signInPlayer1();
    server.use(http.post('*/lotus/api/auth/login', () => HttpResponse.json({ launchUrl: 'javascript:alert(1)' })));
    const app = renderApp('/lobby?game=lucky-7');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('The casino did not return a playable game address.');
    await waitFor(() => expect(app.location()).toBe('/casino'));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('needs the casino token from the session, and asks nobody without it', async () => {
    signInPlayer1(null);
    const app = renderApp('/lobby?game=teen-patti');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Your casino session is missing. Please log in again.');
    await waitFor(() => expect(app.location()).toBe('/casino'));
    expect(providerCalls()).toHaveLength(0);
  });

  it('says when the game is not in the lobby', async () => {
    signInPlayer1();
    const app = renderApp('/lobby?game=no-such-game');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('That game is not in the lobby.');
    await waitFor(() => expect(app.location()).toBe('/casino'));
  });
});

describe('back to sports', { timeout: 30_000 }, () => {
  it('restores the navbar and reloads open bets and expected P&L', async () => {
    const user = userEvent.setup();
    signInPlayer1();
    const app = renderApp('/lobby?game=teen-patti');
    const main = within(await screen.findByRole('main', {}, LOAD));
    await screen.findByTitle('Teen Patti game', {}, LOAD);
    const nav = within(screen.getByRole('navigation', { name: 'Sports' }));
    expect(nav.getByRole('link', { name: 'Back to sports' })).toBeInTheDocument();
    await waitFor(() => expect(seen.some((request) => request.url.includes('GetUserOpenBets'))).toBe(true));
    await app.queryClient.fetchQuery(getUserExpectedProfitLossOptions());
    expect(app.queryClient.getQueryState(getUserExpectedProfitLossQueryKey())?.isInvalidated).toBe(false);

    seen = [];
    // jsdom's window is 1024 px wide and applies the style sheet's media queries: the desktop way back
    // is the navbar's (the frame's own button is the phone's).
    expect(main.queryByRole('link', { name: 'Back to sports' })).toBeNull();
    await user.click(nav.getByRole('link', { name: 'Back to sports' }));
    await waitFor(() => expect(app.location()).toBe('/matchlist/3'));
    await waitFor(() => expect(screen.queryByTitle('Teen Patti game')).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Back to sports' })).not.toBeInTheDocument(), LOAD);
    // Open bets (balance, exposure) are on screen in the header: fetched again at once.
    await waitFor(() => expect(seen.some((request) => request.url.includes('/Bet/GetUserOpenBets'))).toBe(true));
    // docs/product.md §2: expected P&L is reloaded too, although no screen here shows it.
    await waitFor(() => expect(seen.some((request) => request.url.includes('/Bet/GetUserExpectedProfitLoss'))).toBe(true));
  });
});
