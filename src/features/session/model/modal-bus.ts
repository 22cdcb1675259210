import { createStore, type Store } from '@/lib/store';
import { canVerify, getRegistration } from './registration';

// docs/product.md §2 "Modals, opened by named events". They stack: verification opens as signup closes.

export type ModalName = 'modal-login' | 'modal-signup' | 'modal-verification';

export const modalNames: readonly ModalName[] = ['modal-login', 'modal-signup', 'modal-verification'];

export interface OpenModalOptions {
  /** modal-login's `to` (docs/product.md §2); the page's own otherwise. */
  to?: string;
}

export interface ModalState {
  open: readonly ModalName[];
  loginTo: string | undefined;
}

const closedState: ModalState = { open: [], loginTo: undefined };
const store = createStore<ModalState>(closedState);
export const modalStore: Store<ModalState> = store;
/** docs/product.md §4. */
function redirect(name: ModalName): ModalName {
  return name === 'modal-verification' && !canVerify(getRegistration()) ? 'modal-signup' : name;
}

export function openModal(requested: ModalName, options: OpenModalOptions = {}): void {
  const name = redirect(requested);
  store.set((state) => ({
    open: state.open.includes(name) ? state.open : [...state.open, name],
    loginTo: name === 'modal-login' ? options.to : state.loginTo,
  }));
}

export function closeModal(name: ModalName): void {
  const state = store.get();
  if (!state.open.includes(name)) return;
  store.set({ open: state.open.filter((candidate) => candidate !== name), loginTo: name === 'modal-login' ? undefined : state.loginTo });
}

export function closeAllModals(): void {
  if (store.get().open.length === 0) return;
  store.set(closedState);
}

export const getModalState = (): ModalState => store.get();

export function isModalOpen(name: ModalName): boolean {
  return store.get().open.includes(name);
}

export const subscribeModals = store.subscribe;
