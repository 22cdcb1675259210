import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { QuickStakesForm } from './quick-stakes-form';

interface QuickStakesEditorProps {
  opened: boolean;
  onClose: () => void;
}

/** docs/wire.md §1.7. */
export function QuickStakesEditor({ opened, onClose }: QuickStakesEditorProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Edit stakes`} centered>
      {opened && <QuickStakesForm onDone={onClose} />}
    </Modal>
  );
}
