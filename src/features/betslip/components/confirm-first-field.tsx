import { Checkbox } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useConfirmBeforePlacing } from '../hooks/use-confirm-before-placing';

export function ConfirmFirstField({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const [confirmFirst, setConfirmFirst] = useConfirmBeforePlacing();
  return (
    <Checkbox
      label={t`Confirm bet before placing`}
      checked={confirmFirst}
      onChange={(event) => setConfirmFirst(event.currentTarget.checked)}
      disabled={disabled}
    />
  );
}
