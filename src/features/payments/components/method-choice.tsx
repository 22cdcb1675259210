import { Group, Radio } from '@mantine/core';
import type { PaymentMethod } from '@/api/generated/types.gen';
import { methodLabels } from '../model/methods';

interface MethodChoiceProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

export function MethodChoice({ methods, value, onChange }: MethodChoiceProps) {
  return (
    <Radio.Group
      label="Payment method"
      value={value}
      onChange={(next) => {
        const method = methods.find((candidate) => candidate === next);
        if (method) onChange(method);
      }}
      required
    >
      <Group gap="md" mt={6}>
        {methods.map((method) => (
          <Radio key={method} value={method} label={methodLabels[method]} />
        ))}
      </Group>
    </Radio.Group>
  );
}
