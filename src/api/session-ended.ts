// The app shell hears this and logs out (docs/product.md §4, §8).

export type SessionEndedReason = 'unauthorized' | 'not-logged-in';
type Listener = (reason: SessionEndedReason) => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEnded(reason: SessionEndedReason): void {
  listeners.forEach((listener) => listener(reason));
}

/** docs/product.md §4 (ABP: 'Current user did not login…'). */
export const NOT_LOGGED_IN_TEXT = 'user did not login to the application!';

export function saysNotLoggedIn(text: unknown): boolean {
  return typeof text === 'string' && text.toLowerCase().includes(NOT_LOGGED_IN_TEXT);
}
