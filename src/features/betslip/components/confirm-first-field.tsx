import { Checkbox } from '@mantine/core';
import { useConfirmBeforePlacing } from '../hooks/use-confirm-before-placing';

export function ConfirmFirstField({ disabled }: { disabled: boolean }) {
  const [confirmFirst, setConfirmFirst] = useConfirmBeforePlacing();
  return (
    <Checkbox
      label="Confirm bet before placing"
      checked={confirmFirst}
      onChange={(event) => setConfirmFirst(event.currentTarget.checked)}
      disabled={disabled}
    />
  );
}
