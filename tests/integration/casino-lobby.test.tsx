import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { storageKeys, writeString } from '@/lib/storage';
import { setBrandOverride } from '../../mocks/brand';
import { getState } from '../../mocks/db';
import { renderApp } from '../support/render-app';

// The casino lobby (docs/product.md §2 /casino, /lobby-page/:section, /lobby; §3 game lists; §7) in
// the real app against the mock backend. player1: balance 1,00,000, casino token mock-casino-2.

afterEach(() => setBrandOverride(null));

/** Lazy screens on a busy machine: the first render of a route may take a while. */
const LOAD = { timeout: 10_000 };

function signInPlayer1(): void {
  writeString(storageKeys.accessToken, 'mock-at-2-0');
  writeString(storageKeys.casinoToken, 'mock-casino-2');
  writeString(storageKeys.userinfo, JSON.stringify({ userName: 'player1', username: 'player1', balance: 100000, exposure: 0 }));
}

describe('the lobby', { timeout: 30_000 }, () => {
  it('shows the featured games for the device and every section with its games', async () => {
    signInPlayer1();
    renderApp('/casino');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casino' }, LOAD)).toBeInTheDocument();
    // Desktop (jsdom matches no phone query): the per-site file's desktopGames, 8 of them.
    const featured = await screen.findByRole('list', { name: 'Featured games' }, LOAD);
    expect(within(featured).getAllByRole('listitem')).toHaveLength(8);

    for (const [section, count] of [
      ['Popular', 4],
      ['Live Casino', 3],
      ['Table Games', 3],
      ['Virtual', 1],
    ] as const) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: `${section} games` })).getAllByRole('listitem')).toHaveLength(count);
    }
    const sections = screen.getByRole('navigation', { name: 'Casino sections' });
    expect(within(sections).getByRole('link', { name: 'Live Casino' })).toHaveAttribute('href', '/lobby-page/live-casino');
    expect(screen.getByRole('link', { name: 'See all Table Games games' })).toHaveAttribute('href', '/lobby-page/table-games');
  });

  it('loads each tile lazily, sized, with the game name as its text alternative', async () => {
    signInPlayer1();
    renderApp('/casino');
    const popular = await screen.findByRole('list', { name: 'Popular games' }, LOAD);
    const image = within(popular).getByRole('img', { name: 'Teen Patti' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '380');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('src', 'https://cdn.exchange.example/casino/teen-patti.webp');
    expect(within(popular).getByRole('link', { name: 'Play Teen Patti' })).toHaveAttribute('href', '/lobby?game=teen-patti');
  });

  it('filters as the player types and says when nothing matches', async () => {
    const user = userEvent.setup();
    signInPlayer1();
    renderApp('/casino');
    await screen.findByRole('list', { name: 'Popular games' }, LOAD);
    const search = screen.getByRole('searchbox', { name: 'Search games' });

    await user.type(search, 'roul');
    const found = screen.getByRole('list', { name: 'Games found' });
    expect(
      within(found)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Roulette', 'Lightning Roulette']);
    expect(screen.getByText('2 games found.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Popular games' })).not.toBeInTheDocument();

    await user.type(search, 'xyz');
    expect(screen.getByText('No games match “roulxyz”.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Games found' })).not.toBeInTheDocument();
    expect(search).toHaveValue('roulxyz');

    await user.clear(search);
    expect(await screen.findByRole('list', { name: 'Popular games' })).toBeInTheDocument();
  });

  it('shows the balance from the same query as the header, and follows it', async () => {
    signInPlayer1();
    const app = renderApp('/casino');
    await waitFor(() => expect(screen.getByTestId('casino-balance')).toHaveTextContent('1,00,000'), LOAD);
    expect(screen.getByTestId('header-balance')).toHaveTextContent('1,00,000');

    const player1 = getState().users.find((user) => user.userName === 'player1');
    if (!player1) throw new Error('the seed has no player1');
    player1.balance = 123456;
    await act(() => app.queryClient.invalidateQueries({ queryKey: getUserOpenBetsQueryKey() }));
    await waitFor(() => expect(screen.getByTestId('casino-balance')).toHaveTextContent('1,23,456'));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('1,23,456');
  });

  it('says so when the catalogue cannot be loaded, with the reason and a retry', async () => {
    signInPlayer1();
    const { setFaults } = await import('../../mocks/node');
    setFaults([{ match: 'InternationalCasino/GetGames', kind: 'http500', times: 1 }]);
    const user = userEvent.setup();
    renderApp('/casino');
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent('Casino games could not be loaded');
    expect(alert).toHaveTextContent('An internal error occurred during your request!');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Popular games' }, LOAD)).toBeInTheDocument();
  });

  it('tells a player whose casino is empty that no games are available', async () => {
    signInPlayer1();
    writeString(storageKeys.casinoIsEmpty, 'true');
    renderApp('/casino');
    expect(await screen.findByText('No casino games are available for your account.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search games' })).not.toBeInTheDocument();
  });
});

describe('a lobby section', { timeout: 30_000 }, () => {
  it('lists the section’s games with their tables from the per-game lists', async () => {
    signInPlayer1();
    renderApp('/lobby-page/live-casino');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Casino' }, LOAD)).toBeInTheDocument();
    const games = await screen.findByRole('list', { name: 'Live Casino games' }, LOAD);
    expect(
      within(games)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Lightning Roulette', 'Baccarat', 'Blackjack']);
    const tables = await screen.findByRole('list', { name: 'Baccarat tables' }, LOAD);
    expect(
      within(tables)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Baccarat Classic: stakes 100 to 1,00,000',
      'Baccarat VIP: stakes 1,000 to 5,00,000',
      'Baccarat Turbo: stakes 100 to 1,00,000',
    ]);
    expect(screen.getByRole('link', { name: 'All casino games' })).toHaveAttribute('href', '/casino');
  });

  it('searches within the section', async () => {
    const user = userEvent.setup();
    signInPlayer1();
    renderApp('/lobby-page/live-casino');
    await screen.findByRole('list', { name: 'Live Casino games' }, LOAD);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'jack');
    expect(
      within(screen.getByRole('list', { name: 'Live Casino games' }))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Blackjack']);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'pot');
    expect(screen.getByText('No games match “jackpot”.')).toHaveAttribute('role', 'status');
  });

  it('names a section that does not exist', async () => {
    signInPlayer1();
    renderApp('/lobby-page/no-such');
    expect(await screen.findByText('There is no casino section called “no-such”.', {}, LOAD)).toBeInTheDocument();
  });
});
