export { endSession, isSignedIn, useIsSignedIn } from './model/session-store';
