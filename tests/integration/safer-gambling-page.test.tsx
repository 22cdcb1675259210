import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getState } from '../../mocks/db';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// /safer-gambling against the mock backend, as player2 (token mock-at-3-0): what the page links to and
// what it says its limits and its export count.

async function openPage() {
  signInAs('mock-at-3-0', 'player2');
  renderApp('/safer-gambling');
  const main = await screen.findByRole('main');
  // The first screen of a file loads its route module on a busy machine: allow for that.
  await within(main).findByRole('heading', { level: 1, name: 'Safer gambling' }, { timeout: 10_000 });
  return within(main);
}

describe('/safer-gambling', { timeout: 30_000 }, () => {
  it('links only to help organisations at a web address: a script address from the settings never reaches the page', async () => {
    for (const brand of getState().brands.values()) {
      brand.responsibleGambling = {
        helpOrganisations: [
          { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
          { name: 'Trap', url: 'javascript:alert(document.cookie)' },
          { name: 'Hidden trap', url: ' JaVaScRiPt:alert(1)' },
        ],
        limitsHotline: null,
        realityCheckOffAllowed: false,
      };
    }
    const page = await openPage();
    const help = await page.findByRole('region', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'GamCare' })).toHaveAttribute('href', 'https://www.gamcare.org.uk');
    expect(within(help).getAllByRole('link')).toHaveLength(1);
    expect(within(help).queryByText(/Trap/i)).not.toBeInTheDocument();
    const hrefs = [...document.querySelectorAll('[href]')].map((element) => element.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
  });

  it('says what the loss limit counts, in the section that lists the loss limits', async () => {
    const page = await openPage();
    const losses = page.getByRole('region', { name: 'Loss limits' });
    expect(within(losses).getByText('The loss limit counts settled exchange bets; casino play is not counted yet.')).toBeInTheDocument();
  });

  it('says beside the export dates that they are India time', async () => {
    const page = await openPage();
    const history = page.getByRole('region', { name: 'Account history' });
    const dates = within(history).getByRole('group', { name: 'Dates' });
    expect(dates).toHaveAccessibleDescription('Dates are in India time (IST).');
    expect(within(dates).getByLabelText('From')).toBeInTheDocument();
    expect(within(dates).getByLabelText('To')).toBeInTheDocument();
  });
});
