// The one owner of the stored session (docs/product.md §2, §3, §4, §5, §8).
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
} from './model/saved-session';
export { useIsSignedIn } from './hooks/use-is-signed-in';
export { useUserInfo } from './hooks/use-user-info';
export { useStakes } from './hooks/use-stakes';
export { useSignOut, type SignOutReason } from './hooks/use-sign-out';
export { restoreSession } from './restore-session';

export { messages as validationMessages, signupPasswordSchema, passwordAsOlderClientsSendIt } from './model/validation';

export { onSignedIn, onSignedOut, type SignedInEvent, type SignInKind } from './model/sign-in-events';

export { openModal, closeModal, type ModalName, type OpenModalOptions } from './model/modal-bus';
export { SessionProvider, type SessionProviderProps } from './components/session-provider';
export type { SessionRoutes } from './session-routes';
export const loadLoginPage = () => import('./components/login-page').then((module) => module.LoginPage);
export const loadSignupPage = () => import('./components/signup-page').then((module) => module.SignupPage);
