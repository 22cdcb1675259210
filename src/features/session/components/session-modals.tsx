import { lazy, Suspense, useState } from 'react';
import { useModalState } from '../hooks/use-modal-state';

// Loaded when a modal is first opened; the bus keeps its state meanwhile.
const SessionModalSet = lazy(() => import('./session-modal-set').then((module) => ({ default: module.SessionModalSet })));

/** docs/product.md §2, opened through openModal(). Mount once. */
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
