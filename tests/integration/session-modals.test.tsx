import { notifications } from '@mantine/notifications';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCasinoGamesQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { onSignedIn, openModal, type SignedInEvent } from '@/features/session';
import { closeAllModals } from '@/features/session/model/modal-bus';
import { forgetRegistration, keepRegistration } from '@/features/session/model/registration';
import { readString, storageKeys } from '@/lib/storage';
import { setBrandOverride } from '../../mocks/brand';
import { server, setFaults } from '../../mocks/node';
import { renderApp } from '../support/render-app';

// The three modals of docs/product.md §2 and the /auth screens against the mock backend (msw/node):
// docs/product.md §4, §5, §8.

const requests: string[] = [];
const signedInEvents: SignedInEvent[] = [];
let stopListening: () => void = () => undefined;

function onRequest({ request }: { request: Request }): void {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
}

const sent = (operation: string) => requests.filter((entry) => entry === operation).length;

// Whole-app renders with lazy routes and Mantine transitions: generous waits on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

beforeEach(() => {
  requests.length = 0;
  signedInEvents.length = 0;
  server.events.on('request:start', onRequest);
  stopListening = onSignedIn((event) => signedInEvents.push(event));
});

afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  stopListening();
  closeAllModals();
  forgetRegistration();
  notifications.clean();
  setBrandOverride(null);
  vi.useRealTimers();
});

async function openLoginFromHeader(path = '/home') {
  const user = userEvent.setup();
  const app = renderApp(path);
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { user, app, dialog: within(dialog) };
}

describe('modal-login', () => {
  it('has labelled fields, Terms agreed by default, both buttons and Sign Up Here', async () => {
    setBrandOverride('localhost');
    const { dialog } = await openLoginFromHeader();
    expect(dialog.getByLabelText(/^Username/)).toHaveAttribute('autocomplete', 'username');
    expect(dialog.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Login as demo user' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Sign Up Here' })).toHaveAttribute('href', '/auth/signup');
    // Focus moves into the dialog.
    await waitFor(() => expect(dialog.getByLabelText(/^Username/)).toHaveFocus());
  });

  it('offers no Sign Up Here where the brand does not allow sign-up', async () => {
    setBrandOverride('nosignup.localhost');
    const { dialog } = await openLoginFromHeader();
    await screen.findByRole('link', { name: 'No Signup Exchange' });
    expect(dialog.queryByRole('link', { name: 'Sign Up Here' })).not.toBeInTheDocument();
  });

  it('with Terms unchecked says so and sends nothing', async () => {
    const { user, dialog } = await openLoginFromHeader();
    await user.type(dialog.getByLabelText(/^Username/), 'player1');
    await user.type(dialog.getByLabelText(/^Password/), 'Player@123');
    await user.click(dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }));
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    const checkbox = dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    expect(await dialog.findByText('Please agree Terms and Conditions.')).toBeInTheDocument();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please agree Terms and Conditions.');
    expect(sent('POST /Account/Authenticate')).toBe(0);
  });

  it('shows the default message for empty fields, linked to them, and a success message once valid', async () => {
    const { user, dialog } = await openLoginFromHeader();
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    const username = dialog.getByLabelText(/^Username/);
    expect(await dialog.findByText('Username is not valid.')).toBeInTheDocument();
    expect(dialog.getByText('Password is not valid.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is not valid.');
    await user.type(username, 'player1');
    await waitFor(() => expect(username).toHaveAccessibleDescription('Username looks good.'));
    expect(sent('POST /Account/Authenticate')).toBe(0);
  });

  it('a wrong password toasts the server message and keeps what was typed', async () => {
    const { user, dialog } = await openLoginFromHeader();
    await user.type(dialog.getByLabelText(/^Username/), 'player1');
    await user.type(dialog.getByLabelText(/^Password/), 'Wrong@123');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid user name or password')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Username/)).toHaveValue('player1');
    expect(dialog.getByLabelText(/^Password/)).toHaveValue('Wrong@123');
    expect(dialog.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-disabled');
    expect(readString(storageKeys.accessToken)).toBeNull();
  });

  it('a network failure toasts the docs/product.md §8 network message', async () => {
    setFaults([{ match: 'Account/Authenticate', kind: 'network' }]);
    const { user, dialog } = await openLoginFromHeader();
    await user.type(dialog.getByLabelText(/^Username/), 'player1');
    await user.type(dialog.getByLabelText(/^Password/), 'Player@123');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please Check Your Network Connection...')).toBeInTheDocument();
  });

  it('locks the Log in button while processing and sends one request for a double click', async () => {
    setFaults([{ match: 'Account/Authenticate', kind: 'latency', ms: 400 }]);
    const { user, dialog, app } = await openLoginFromHeader();
    await user.type(dialog.getByLabelText(/^Username/), 'player1');
    await user.type(dialog.getByLabelText(/^Password/), 'Player@123');
    await user.dblClick(dialog.getByRole('button', { name: 'Log in' }));
    const processing = await dialog.findByRole('button', { name: 'Processing...' });
    expect(processing).toHaveAttribute('aria-disabled', 'true');
    expect(dialog.getByRole('button', { name: 'Login as demo user' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(processing);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(sent('POST /Account/Authenticate')).toBe(1);
    expect(app.location()).toBe('/home');
  });

  it('signs in: stores the session, fetches the games list, closes and comes back to the page', async () => {
    const { user, dialog, app } = await openLoginFromHeader('/home');
    await user.type(dialog.getByLabelText(/^Username/), 'player1');
    await user.type(dialog.getByLabelText(/^Password/), 'Player@123');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(app.location()).toBe('/home');
    expect(readString(storageKeys.accessToken)).toMatch(/^mock-at-2-/);
    expect(readString(storageKeys.username)).toBe('player1');
    expect(Number(readString(storageKeys.expireIn))).toBeGreaterThan(Date.now());
    expect(signedInEvents).toEqual([{ kind: 'login', restartsRealtime: true }]);
    await waitFor(() => expect(sent('GET /api/InternationalCasino/GetGames')).toBe(1));
    expect(app.queryClient.getQueryData(getCasinoGamesQueryKey())).toBeDefined();
    // The header now shows the player's figures; the bearer token went along.
    expect(await screen.findByTestId('header-balance')).toBeInTheDocument();
    await waitFor(() => expect(sent('POST /Account/GetAccessTokenValidateTime')).toBeGreaterThan(0));
  });

  it('logs in as the demo user, stored as Demo, without restarting the real-time connection', async () => {
    const user = userEvent.setup();
    const app = renderApp('/inplay?to=%2Fbonus&login=false');
    await waitFor(() => expect(app.location()).toBe('/auth/login?to=%2Fbonus'));
    await user.click(await screen.findByRole('button', { name: 'Login as demo user' }));
    await waitFor(() => expect(app.location()).toBe('/bonus'));
    expect(readString(storageKeys.username)).toBe('Demo');
    expect(signedInEvents).toEqual([{ kind: 'demo', restartsRealtime: false }]);
  });

  it('a demo failure with a server answer toasts it; one without data does not', async () => {
    setFaults([{ match: 'LoginAsDemoUser', kind: 'http500', times: 1 }]);
    const { user, dialog } = await openLoginFromHeader();
    await user.click(dialog.getByRole('button', { name: 'Login as demo user' }));
    expect(await screen.findByText('An internal error occurred during your request!')).toBeInTheDocument();
    notifications.clean();
    await waitFor(() => expect(screen.queryByText('An internal error occurred during your request!')).not.toBeInTheDocument());

    setFaults([{ match: 'LoginAsDemoUser', kind: 'network', times: 1 }]);
    await user.click(dialog.getByRole('button', { name: 'Login as demo user' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Login as demo user' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByText('Please Check Your Network Connection...')).not.toBeInTheDocument();
    expect(readString(storageKeys.accessToken)).toBeNull();
  });
});

describe('/auth/login', () => {
  it('shows the form inline and goes to `to` after signing in', async () => {
    const user = userEvent.setup();
    const app = renderApp('/bonus');
    await waitFor(() => expect(app.location()).toBe('/auth/login?to=%2Fbonus'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Username/), 'player1');
    await user.type(screen.getByLabelText(/^Password/), 'Player@123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location()).toBe('/bonus'));
  });

  it('goes to the default landing without `to`', async () => {
    const user = userEvent.setup();
    const app = renderApp('/auth/login');
    await user.type(await screen.findByLabelText(/^Username/), 'player2');
    await user.type(screen.getByLabelText(/^Password/), 'Player@123');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/matchlist/3'));
  });
});

async function openSignup(brand: string) {
  setBrandOverride(brand);
  const user = userEvent.setup();
  const app = renderApp('/home');
  await user.click(await screen.findByRole('button', { name: 'Sign up' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Register Now' }));
  return { user, app, dialog };
}

async function fillSignup(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  values: { username: string; password: string; confirm: string; mobile: string },
) {
  await user.type(dialog.getByLabelText(/^Username/), values.username);
  await user.type(dialog.getByLabelText(/^Password/), values.password);
  await user.type(dialog.getByLabelText(/^Confirm Password/), values.confirm);
  await user.type(dialog.getByLabelText(/^Mobile/), values.mobile);
}

describe('modal-signup', () => {
  it('shows every docs/product.md §5 message for its case and sends nothing', async () => {
    const { user, dialog } = await openSignup('localhost');
    await fillSignup(user, dialog, { username: 'x', password: 'short', confirm: 'other', mobile: '5876543210' });
    await user.click(dialog.getByRole('button', { name: 'Sign Up' }));
    expect(await dialog.findByText('Password is too short - should be 8 chars minimum.')).toBeInTheDocument();
    expect(dialog.getByText('Passwords must match')).toBeInTheDocument();
    expect(dialog.getByText('mobile number is not valid')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Username/)).toHaveAccessibleDescription('Username looks good.');
    await user.clear(dialog.getByLabelText(/^Password/));
    await user.type(dialog.getByLabelText(/^Password/), 'password1');
    expect(
      await dialog.findByText('Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character'),
    ).toBeInTheDocument();
    expect(sent('POST /Account/Register')).toBe(0);
    expect(dialog.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/auth/login');
  });

  it('a taken user name toasts the server message and keeps what was typed', async () => {
    const { user, dialog } = await openSignup('localhost');
    await fillSignup(user, dialog, { username: 'player1', password: 'Secret@123', confirm: 'Secret@123', mobile: '9812345678' });
    await user.click(dialog.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText("User name 'player1' is already taken.")).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Mobile/)).toHaveValue('9812345678');
    expect(screen.getByRole('dialog', { name: 'Register Now' })).toBeInTheDocument();
  });

  it('registers, closes signup and opens verification; a wrong OTP toasts, the right one signs in and goes to /', async () => {
    const { user, dialog, app } = await openSignup('localhost');
    await fillSignup(user, dialog, { username: 'newplayer', password: 'Secret@123', confirm: 'Secret@123', mobile: '+919812345678' });
    await user.click(dialog.getByRole('button', { name: 'Sign Up' }));
    const verification = within(await screen.findByRole('dialog', { name: 'Verification' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register Now' })).not.toBeInTheDocument());
    expect(verification.getByText('Enter the code we sent to +919812345678.')).toBeInTheDocument();
    expect(verification.getByRole('timer')).toHaveTextContent(/^(2:00|1:59)$/);

    await user.click(verification.getByRole('button', { name: 'Send' }));
    expect(await verification.findByText('Please Enter Otp code')).toBeInTheDocument();
    await user.type(verification.getByLabelText(/^OTP/), '654321');
    await user.click(verification.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid OTP code')).toBeInTheDocument();
    expect(verification.getByLabelText(/^OTP/)).toHaveValue('654321');

    await user.clear(verification.getByLabelText(/^OTP/));
    await user.type(verification.getByLabelText(/^OTP/), '123456');
    await user.click(verification.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verification' })).not.toBeInTheDocument());
    await waitFor(() => expect(app.location()).toBe('/matchlist/3'));
    expect(readString(storageKeys.username)).toBe('newplayer');
    expect(signedInEvents).toEqual([{ kind: 'verification', restartsRealtime: true }]);
  });

  it('with skipVerification verifies at once with the fixed OTP and lands on / with both modals closed', async () => {
    const { user, dialog, app } = await openSignup('skipotp.localhost');
    await fillSignup(user, dialog, { username: 'quickplayer', password: 'Secret@123', confirm: 'Secret@123', mobile: '9812345670' });
    await user.click(dialog.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(app.location()).toBe('/matchlist/3'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('POST /Account/VerificationUser')).toBe(1);
    expect(readString(storageKeys.username)).toBe('quickplayer');
  });

  it('says so where the brand does not allow sign-up', async () => {
    setBrandOverride('nosignup.localhost');
    renderApp('/auth/signup');
    expect(await screen.findByText('Sign up is not available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});

describe('modal-verification', () => {
  it('opens signup instead when there is no registration to verify (docs/product.md §4)', async () => {
    renderApp('/home');
    act(() => openModal('modal-verification'));
    expect(await screen.findByRole('dialog', { name: 'Register Now' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Verification' })).not.toBeInTheDocument();
  });

  it('counts two minutes down, then offers Send Again Code, whose success toasts and restarts the count', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setBrandOverride('localhost');
    renderApp('/home');
    await screen.findByRole('button', { name: 'Sign up' });
    // A pending registration in the mock, as a signup would leave it.
    const dialog = await (async () => {
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      const signup = within(await screen.findByRole('dialog', { name: 'Register Now' }));
      await fillSignup(user, signup, { username: 'otpplayer', password: 'Secret@123', confirm: 'Secret@123', mobile: '9812345671' });
      await user.click(signup.getByRole('button', { name: 'Sign Up' }));
      return within(await screen.findByRole('dialog', { name: 'Verification' }));
    })();
    expect(dialog.getByRole('timer')).toHaveTextContent('2:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(dialog.getByRole('timer')).toHaveTextContent('1:59');
    expect(dialog.queryByRole('button', { name: 'Send Again Code' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(119_000));
    expect(dialog.getByRole('timer')).toHaveTextContent('0:00');
    await user.click(dialog.getByRole('button', { name: 'Send Again Code' }));
    expect(await screen.findByText('OTP Code Send Again')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('timer')).toHaveTextContent('2:00'));
    expect(dialog.queryByRole('button', { name: 'Send Again Code' })).not.toBeInTheDocument();
    expect(sent('POST /Account/ResendVerificationCode')).toBe(1);
  });

  it('verification falls back to data.result for its toast', async () => {
    keepRegistration({ username: 'nobody', mobile: '9812345672', domain: 'localhost' });
    const user = userEvent.setup();
    renderApp('/home');
    act(() => openModal('modal-verification'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verification' }));
    await user.type(dialog.getByLabelText(/^OTP/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No pending registration')).toBeInTheDocument();
  });
});
