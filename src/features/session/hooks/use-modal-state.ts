import { useSyncExternalStore } from 'react';
import { getModalState, subscribeModals, type ModalState } from '../model/modal-bus';

export function useModalState(): ModalState {
  return useSyncExternalStore(subscribeModals, getModalState, getModalState);
}
