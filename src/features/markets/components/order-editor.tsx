import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { OpenBet } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';
import { useCancelUnmatched } from '../hooks/use-cancel-unmatched';
import { useReplaceBet } from '../hooks/use-replace-bet';
import { checkLowerStake, checkNewOdds } from '../model/order-edit';
import classes from './markets.module.css';

/** Stacked to fit 360 px; Escape gives focus back to Edit. */
export function OrderEditor({ bet, label, id, onClose }: { bet: OpenBet; label: string; id: string; onClose: () => void }) {
  const { t } = useLingui();
  const unmatched = bet.unmatchedStake ?? 0;
  const now = formatMoney(unmatched);
  const [odds, setOdds] = useState(String(bet.odds));
  const [stake, setStake] = useState('');
  const [oddsError, setOddsError] = useState<string | null>(null);
  const [stakeError, setStakeError] = useState<string | null>(null);
  const { replace, pending: replacing } = useReplaceBet();
  const { lowerStake, pending: lowering } = useCancelUnmatched();
  const busy = replacing || lowering;

  const submitOdds = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewOdds(bet.odds, odds);
    if (!checked.ok) return setOddsError(checked.message);
    setOddsError(null);
    replace(bet.betId, checked.value, unmatched, label, onClose);
  };

  const submitStake = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLowerStake(unmatched, stake);
    if (!checked.ok) return setStakeError(checked.message);
    setStakeError(null);
    lowerStake(bet.betId, checked.value, label, onClose);
  };

  return (
    <Stack
      id={id}
      gap={6}
      className={classes.orderEditor}
      role="group"
      aria-label={t`Edit ${label}`}
      data-testid="order-editor"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <form onSubmit={submitOdds} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            size="xs"
            label={t`New odds`}
            inputMode="decimal"
            autoComplete="off"
            value={odds}
            error={oddsError}
            onChange={(event) => setOdds(event.currentTarget.value)}
            className={classes.orderEditorField}
          />
          <Button type="submit" size="xs" disabled={busy} className={classes.orderEditorSubmit}>
            {t`Change odds`}
          </Button>
        </Group>
      </form>
      <form onSubmit={submitStake} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            size="xs"
            label={t`Lower stake to (now ${now})`}
            inputMode="decimal"
            autoComplete="off"
            value={stake}
            error={stakeError}
            onChange={(event) => setStake(event.currentTarget.value)}
            className={classes.orderEditorField}
          />
          <Button type="submit" size="xs" variant="default" disabled={busy} className={classes.orderEditorSubmit}>
            {t`Lower stake`}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
