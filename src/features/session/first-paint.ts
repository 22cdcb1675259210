// For the boot chunk: a barrel would bring every module it names into it.
export { isSignedIn } from './model/saved-session';
