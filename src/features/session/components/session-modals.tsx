import { lazy, Suspense, useState } from 'react';
import { useModalState } from '../hooks/use-modal-state';

// The modals' forms (react-hook-form, Mantine Modal, inputs) are not needed to paint a page:
// they load when a modal is first opened. The bus keeps its state meanwhile, so the modal named by
// that first event opens as soon as its module arrives.
const SessionModalSet = lazy(() => import('./session-modal-set').then((module) => ({ default: module.SessionModalSet })));

/** The three modals of docs/product.md §2, opened by name through openModal(). Mount once. */
export function SessionModals() {
  const { open } = useModalState();
  const [wanted, setWanted] = useState(false);
  if (!wanted && open.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SessionModalSet />
    </Suspense>
  ) : null;
}
