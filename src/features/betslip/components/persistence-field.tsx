import { Group, Radio } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PriceKind } from '@/lib/exchange/positions';
import type { Persistence } from '../model/slip-figures';
import { usePersistence } from '../hooks/use-persistence';

/** A slip choice kept outside SlipState (usePersistence); exchange markets only. */
export function PersistenceField({ kind, disabled }: { kind: PriceKind; disabled: boolean }) {
  const { t } = useLingui();
  const [persistence, setPersistence] = usePersistence();
  if (kind !== 'odds') return null;
  return (
    <Radio.Group
      label={t`If unmatched when the market suspends or turns in-play`}
      value={persistence}
      onChange={(value) => setPersistence(value as Persistence)}
      size="xs"
    >
      <Group gap="md" mt={4}>
        <Radio value="LAPSE" label={t`Cancel at in-play / suspend`} disabled={disabled} />
        <Radio value="PERSIST" label={t`Keep`} disabled={disabled} />
      </Group>
    </Radio.Group>
  );
}
