import { canVerify, getRegistration } from './registration';

// Spec §2 "Modals, opened by named events": a tiny typed bus. Anything may open a modal by name
// (the header's buttons, a guard, another feature through the index); the session modals render
// from its state. Modals stack: the verification modal may open while the signup modal closes.

export type ModalName = 'modal-login' | 'modal-signup' | 'modal-verification';

export const modalNames: readonly ModalName[] = ['modal-login', 'modal-signup', 'modal-verification'];

export interface OpenModalOptions {
  /** modal-login: where to go after signing in (spec §2 'to'); the page's own `to` otherwise. */
  to?: string;
}

export interface ModalState {
  open: readonly ModalName[];
  /** The `to` the login modal was opened with. */
  loginTo: string | undefined;
}

type Listener = () => void;

const closedState: ModalState = { open: [], loginTo: undefined };
let state: ModalState = closedState;
const listeners = new Set<Listener>();
/** Spec §4: verification without a username or mobile to verify reopens signup instead. */
function redirect(name: ModalName): ModalName {
  return name === 'modal-verification' && !canVerify(getRegistration()) ? 'modal-signup' : name;
}

function publish(next: ModalState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openModal(requested: ModalName, options: OpenModalOptions = {}): void {
  const name = redirect(requested);
  const open = state.open.includes(name) ? state.open : [...state.open, name];
  publish({ open, loginTo: name === 'modal-login' ? options.to : state.loginTo });
}

export function closeModal(name: ModalName): void {
  if (!state.open.includes(name)) return;
  publish({ open: state.open.filter((candidate) => candidate !== name), loginTo: name === 'modal-login' ? undefined : state.loginTo });
}

export function closeAllModals(): void {
  if (state.open.length === 0) return;
  publish(closedState);
}

export function getModalState(): ModalState {
  return state;
}

export function isModalOpen(name: ModalName): boolean {
  return state.open.includes(name);
}

export function subscribeModals(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
