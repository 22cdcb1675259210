import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// /change-password against the mock backend (docs/mock-backend.md: player2 / Player@123, token mock-at-3-0).

async function fill(user: UserEvent, current: string, next: string, confirm: string) {
  const page = within(await screen.findByRole('main'));
  await user.type(await page.findByLabelText(/Current Password/), current);
  await user.type(page.getByLabelText(/New Password/), next);
  await user.type(page.getByLabelText(/Confirm Password/), confirm);
  await user.click(page.getByRole('button', { name: 'Change Password' }));
  return page;
}

describe('/change-password', () => {
  it('changes the password and says so', async () => {
    const user = userEvent.setup();
    signInAs('mock-at-3-0', 'player2');
    renderApp('/change-password');
    const page = await fill(user, 'Player@123', 'Newpass@123', 'Newpass@123');
    expect(await page.findByText('Password Changed Successfully')).toBeInTheDocument();
    expect(page.getByLabelText(/Current Password/)).toHaveValue('');
  });

  it("states the server's refusal of a wrong current password", async () => {
    const user = userEvent.setup();
    signInAs('mock-at-3-0', 'player2');
    renderApp('/change-password');
    const page = await fill(user, 'Wrong@123', 'Newpass@123', 'Newpass@123');
    const alert = await page.findByRole('alert');
    expect(alert).toHaveTextContent('Password not changed');
    expect(alert).toHaveTextContent('Incorrect password.');
    expect(page.queryByText('Password Changed Successfully')).not.toBeInTheDocument();
  });

  it('checks the rules before sending: too short, and passwords must match', async () => {
    const user = userEvent.setup();
    signInAs('mock-at-3-0', 'player2');
    renderApp('/change-password');
    const page = await fill(user, 'Player@123', 'Ab@1', 'Ab@2');
    expect(await page.findByText('Password is too short - should be 8 chars minimum.')).toBeInTheDocument();
    expect(page.getByText('Passwords must match')).toBeInTheDocument();
  });
});
