import { useLingui } from '@lingui/react/macro';
import { Group, Radio } from '@mantine/core';
import type { PaymentMethod } from '@/api/generated/types.gen';
import { methodLabel } from '../model/method-words';

interface MethodChoiceProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

export function MethodChoice({ methods, value, onChange }: MethodChoiceProps) {
  const { t } = useLingui();
  return (
    <Radio.Group
      label={t`Payment method`}
      value={value}
      onChange={(next) => {
        const method = methods.find((candidate) => candidate === next);
        if (method) onChange(method);
      }}
      required
    >
      <Group gap="md" mt={6}>
        {methods.map((method) => (
          <Radio key={method} value={method} label={methodLabel(method)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
