// A seam for features that react to signing in and out without being imported here.

export type SignInKind = 'login' | 'demo' | 'verification';

export interface SignedInEvent {
  kind: SignInKind;
  /** docs/product.md §4: a demo login keeps the real-time connection. */
  restartsRealtime: boolean;
}

type SignedInListener = (event: SignedInEvent) => void;
type SignedOutListener = () => void;

const signedInListeners = new Set<SignedInListener>();
const signedOutListeners = new Set<SignedOutListener>();

export function signedInEvent(kind: SignInKind): SignedInEvent {
  return { kind, restartsRealtime: kind !== 'demo' };
}

export function onSignedIn(listener: SignedInListener): () => void {
  signedInListeners.add(listener);
  return () => {
    signedInListeners.delete(listener);
  };
}

export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => {
    signedOutListeners.delete(listener);
  };
}

export function emitSignedIn(kind: SignInKind): void {
  const event = signedInEvent(kind);
  signedInListeners.forEach((listener) => listener(event));
}

export function emitSignedOut(): void {
  signedOutListeners.forEach((listener) => listener());
}
