// The session feature's public API (docs/product.md §2 modals, §3 stored session, §4 Session/Login/Signup, §5,
// §8): the one module that owns the stored session, the three sign-in modals and /auth screens, token
// upkeep and the idle timeout.

// The stored session
export {
  isSignedIn,
  endSession,
  readAccessToken,
  readCasinoToken,
  readDomain,
  readUsername,
  readSignedInNames,
  readUserIp,
  readStakes,
  readBalance,
  readExposure,
  readExpiry,
  DEMO_USERNAME,
  type UserInfo,
} from './model/stored-session';
export { useIsSignedIn } from './hooks/use-is-signed-in';
export { useUserInfo } from './hooks/use-user-info';
export { useStakes } from './hooks/use-stakes';
export { useSignOut, type SignOutReason } from './hooks/use-sign-out';
export { restoreSession } from './restore-session';

// docs/product.md §5 password rules and messages, shared with /change-password
export { messages as validationMessages, signupPasswordSchema, passwordAsOlderClientsSendIt } from './model/validation';

// Events: the seam for the real-time connection (a login restarts it, a demo login does not)
export { onSignedIn, onSignedOut, type SignedInEvent, type SignInKind } from './model/sign-in-events';

// Modals by name, the app-wide mount and the /auth screens
export { openModal, closeModal, type ModalName, type OpenModalOptions } from './model/modal-bus';
export { SessionProvider, type SessionProviderProps } from './components/session-provider';
export type { SessionRoutes } from './session-routes';
export const loadLoginPage = () => import('./components/login-page').then((module) => module.LoginPage);
export const loadSignupPage = () => import('./components/signup-page').then((module) => module.SignupPage);
