import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MAY_STILL_BE_PLACED } from '../model/outcome-text';

interface SlipNoticesProps {
  undecided: boolean;
  refusal: string | null;
  /** The stake field is described by the refusal. */
  refusalId: string;
}

export function SlipNotices({ undecided, refusal, refusalId }: SlipNoticesProps) {
  const { t } = useLingui();
  return (
    <>
      {undecided && (
        <Text size="sm" fw={600} role="status" data-testid="may-still-be-placed">
          {t(MAY_STILL_BE_PLACED)}
        </Text>
      )}

      {refusal && (
        <Text id={refusalId} size="sm" fw={600} c="red.9" role="status" data-testid="slip-refusal">
          {refusal}
        </Text>
      )}
    </>
  );
}
