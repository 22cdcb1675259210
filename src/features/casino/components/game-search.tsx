import { TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

interface GameSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function GameSearch({ value, onChange }: GameSearchProps) {
  const { t } = useLingui();
  return (
    <TextInput
      type="search"
      label={t`Search games`}
      placeholder={t`Game name`}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="off"
      maw={420}
    />
  );
}
