import { Modal } from '@mantine/core';
import { QuickStakesForm } from './quick-stakes-form';

interface QuickStakesEditorProps {
  opened: boolean;
  onClose: () => void;
}

/** docs/wire.md §1.7. */
export function QuickStakesEditor({ opened, onClose }: QuickStakesEditorProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit stakes" centered>
      {opened && <QuickStakesForm onDone={onClose} />}
    </Modal>
  );
}
