import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readString, storageKeys, writeString } from '@/lib/storage';
import { setBrandOverride } from '../../mocks/brand';
import { setFaults } from '../../mocks/node';
import { renderApp } from '../support/render-app';

// /home, /inplay, /matchlist/:id and /multimarket against the mock backend (docs/mock-backend.md: football
// 1001–1004, tennis 2001–2003, cricket 3001–3004, kabaddi 25001–25002, horse racing 26001–26002;
// in play: 1001, 1002, 2001, 3001, 3002, 25001, 26001).

afterEach(() => setBrandOverride(null));

const IN_PLAY = [
  'Arsenal v Chelsea',
  'Real Madrid v Barcelona',
  'Carlos Alcaraz v Jannik Sinner',
  'India v Australia',
  'Mumbai Indians v Chennai Super Kings',
  'Patna Pirates v Bengal Warriors',
  'Ascot 14:30',
];
const UPCOMING = [
  'Liverpool v Manchester City',
  'Bayern Munich v Borussia Dortmund',
  'Novak Djokovic v Daniil Medvedev',
  'Iga Swiatek v Aryna Sabalenka',
  'England v South Africa',
  'Pakistan v New Zealand',
  'Jaipur Pink Panthers v U Mumba',
  'Cheltenham 15:10',
];

/** The page area, once the lazily loaded screen is in. */
async function main() {
  return within(await screen.findByRole('main'));
}

describe('/home', () => {
  it('previews at most 2 events per sport, in-play first, with a way to all of them', async () => {
    renderApp('/home');
    const page = await main();
    const cricket = await page.findByRole('region', { name: 'Cricket' });
    expect(
      within(cricket)
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('link')[0]?.textContent),
    ).toEqual(['India v Australia', 'Mumbai Indians v Chennai Super Kings']);
    expect(within(cricket).getByRole('link', { name: 'All Cricket matches (4)' })).toHaveAttribute('href', '/matchlist/3');

    for (const sport of ['Football', 'Tennis', 'Cricket', 'Kabaddi', 'Horse Racing']) {
      const region = page.getByRole('region', { name: sport });
      const items = within(region).getAllByRole('listitem');
      expect(items.length, sport).toBeGreaterThan(0);
      expect(items.length, sport).toBeLessThanOrEqual(2);
    }
    // Tennis has one match in play: the preview fills up with the next one.
    const tennis = page.getByRole('region', { name: 'Tennis' });
    expect(within(tennis).getByRole('link', { name: 'Carlos Alcaraz v Jannik Sinner' })).toBeInTheDocument();
    expect(within(tennis).getByRole('link', { name: 'Novak Djokovic v Daniil Medvedev' })).toBeInTheDocument();
    expect(within(tennis).getByText('In-Play')).toBeInTheDocument();
  });

  it('shows what starts soon and the top winners with masked names and en-IN amounts', async () => {
    renderApp('/home');
    const page = await main();
    const soon = await page.findByRole('region', { name: 'Starting soon' });
    await within(soon).findByRole('link', { name: 'Liverpool v Manchester City' });
    expect(within(soon).queryByRole('link', { name: 'India v Australia' })).not.toBeInTheDocument();
    expect(within(soon).getAllByRole('listitem').length).toBeLessThanOrEqual(5);

    const winners = page.getByRole('region', { name: 'Top winners' });
    const rows = await within(winners).findAllByRole('listitem');
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(row.textContent).toMatch(/^\S*\*\*\*\S* won ₹\d{1,3}(,\d{2})*(,\d{3})?/);
    expect(winners.textContent).not.toMatch(/rahul77|priya_k/);
  });

  it('says so when the matches cannot be loaded, and loads them on request', async () => {
    setFaults([{ match: 'TreeSportWithEvent', kind: 'http500' }]);
    renderApp('/home');
    const alert = await screen.findByRole('alert', { name: /Matches could not be loaded/ });
    expect(alert).toBeInTheDocument();
    setFaults([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const page = await main();
    expect(await page.findByRole('region', { name: 'Cricket' })).toBeInTheDocument();
  });
});

describe('/inplay', () => {
  it('lists every in-play event, grouped by sport, and no upcoming one', async () => {
    renderApp('/inplay');
    const page = await main();
    expect(await page.findByRole('link', { name: 'India v Australia' })).toBeInTheDocument();
    for (const title of IN_PLAY) expect(page.getByRole('link', { name: title })).toBeInTheDocument();
    for (const title of UPCOMING) expect(page.queryByRole('link', { name: title })).not.toBeInTheDocument();
    const football = page.getByRole('region', { name: 'Football' });
    expect(within(football).getAllByRole('listitem')).toHaveLength(2);
    expect(within(football).getAllByText('In-Play')).toHaveLength(2);
  });
});

describe('/matchlist/:id', () => {
  it('shows the sport in play and upcoming, grouped by competition, with F and BM badges', async () => {
    renderApp('/matchlist/3');
    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Cricket' })).toBeInTheDocument();
    const inPlay = page.getByRole('region', { name: 'In-Play' });
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    expect(within(inPlay).getByRole('heading', { name: 'ICC Cricket World Cup' })).toBeInTheDocument();
    expect(within(inPlay).getByRole('heading', { name: 'Indian Premier League' })).toBeInTheDocument();
    expect(within(inPlay).getByRole('link', { name: 'India v Australia' })).toHaveAttribute('href', '/markets/3001/33001');
    expect(within(upcoming).getByRole('link', { name: 'England v South Africa' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Pakistan v New Zealand' })).toBeInTheDocument();
    expect(within(inPlay).queryByRole('link', { name: 'England v South Africa' })).not.toBeInTheDocument();

    const india = within(inPlay).getByRole('link', { name: 'India v Australia' }).closest('li');
    expect(india).not.toBeNull();
    expect(india?.textContent).toContain('Fancy markets');
    expect(india?.textContent).toContain('Bookmaker market');
    const pakistan = within(upcoming).getByRole('link', { name: 'Pakistan v New Zealand' }).closest('li');
    expect(pakistan?.textContent).toContain('Bookmaker market');
    expect(pakistan?.textContent).not.toContain('Fancy markets');
  });

  it('links an event without a data-provider id to /markets/:eventid', async () => {
    renderApp('/matchlist/1');
    const page = await main();
    expect(await page.findByRole('link', { name: 'Arsenal v Chelsea' })).toHaveAttribute('href', '/markets/1001');
  });

  it('says a sport is not available for an unknown id, with links to the sports there are', async () => {
    renderApp('/matchlist/99');
    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Sport not available' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Cricket' })).toHaveAttribute('href', '/matchlist/3');
    expect(page.getByRole('link', { name: 'Horse Racing' })).toHaveAttribute('href', '/matchlist/26');
  });
});

describe('pinning and /multimarket', () => {
  it('pins and unpins from any list; the pins are stored and shown together on /multimarket', async () => {
    const user = userEvent.setup();
    const list = renderApp('/matchlist/3');
    const pinIndia = await screen.findByRole('button', { name: 'Pin India v Australia' });
    expect(pinIndia).toHaveAttribute('aria-pressed', 'false');
    await user.click(pinIndia);
    const unpinIndia = screen.getByRole('button', { name: 'Unpin India v Australia' });
    expect(unpinIndia).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Pin England v South Africa' }));
    expect(readString(storageKeys.pins)).toBe('[3001,3003]');
    list.unmount();

    renderApp('/multimarket');
    const pinned = await screen.findByRole('list', { name: 'Pinned matches' });
    expect(
      within(pinned)
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('link')[0]?.textContent),
    ).toEqual(['India v Australia', 'England v South Africa']);
    expect(within(pinned).getByRole('link', { name: 'England v South Africa' })).toHaveAttribute('href', '/markets/3003/33003');
    await user.click(within(pinned).getByRole('button', { name: 'Unpin India v Australia' }));
    expect(within(pinned).getAllByRole('listitem')).toHaveLength(1);
    expect(readString(storageKeys.pins)).toBe('[3003]');
  });

  it('says when nothing is pinned, and offers to drop pins of events no longer listed', async () => {
    const empty = renderApp('/multimarket');
    expect(await screen.findByText(/No pinned matches yet/)).toBeInTheDocument();
    empty.unmount();

    writeString(storageKeys.pins, JSON.stringify([1001, 999999]));
    renderApp('/multimarket');
    expect(await screen.findByRole('link', { name: 'Arsenal v Chelsea' })).toBeInTheDocument();
    expect(screen.getByText('1 pinned match is no longer available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove it' }));
    expect(readString(storageKeys.pins)).toBe('[1001]');
    expect(screen.queryByText(/no longer available/)).not.toBeInTheDocument();
  });
});
