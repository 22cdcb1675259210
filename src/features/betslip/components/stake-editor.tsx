import { Modal } from '@mantine/core';
import { StakeEditorForm } from './stake-editor-form';

interface StakeEditorProps {
  opened: boolean;
  onClose: () => void;
}

/** Edit the eight quick stakes and save them with UserStake/Add (docs/wire.md §1.7). */
export function StakeEditor({ opened, onClose }: StakeEditorProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit stakes" centered>
      {opened && <StakeEditorForm onDone={onClose} />}
    </Modal>
  );
}
