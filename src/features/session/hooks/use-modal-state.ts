import { useStore } from '@/hooks/use-store';
import { modalStore, type ModalState } from '../model/modal-bus';

export function useModalState(): ModalState {
  return useStore(modalStore);
}
