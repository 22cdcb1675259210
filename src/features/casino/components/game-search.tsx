import { TextInput } from '@mantine/core';

interface GameSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function GameSearch({ value, onChange }: GameSearchProps) {
  return (
    <TextInput
      type="search"
      label="Search games"
      placeholder="Game name"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="off"
      maw={420}
    />
  );
}
