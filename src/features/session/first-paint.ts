// What a phone's first paint (src/app/boot/first-paint.ts) needs from the session, without the
// feature's index.ts: the boot chunk runs before the app, and a barrel brings every module it names
// into the chunk that imports it.
export { isSignedIn } from './model/stored-session';
