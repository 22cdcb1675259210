import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CashOutRule } from '@/api/generated/types.gen';
import { lazyDialog } from '@/components/lazy-dialog';
import { isActive } from './model/rule-words';
import { RuleState } from './rule-state';
import classes from './auto-cash-out.module.css';

const RuleDialog = lazyDialog(() => import('./rule-dialog').then((module) => module.RuleDialog));

export interface RuleMarket {
  readonly eventId: number;
  readonly marketId: number;
  readonly marketName: string;
}

interface AutoCashOutProps {
  market: RuleMarket;
  rule: CashOutRule | undefined;
  hasPosition: boolean;
  /** The cash-out value now (null: none), read as the form is sent. */
  valueNow: () => number | null;
  /** The app's live cash-out value, shown where the rule is set. */
  valueView: ReactNode;
}

/** docs/domain.md "Automatic cash out and stop loss". */
export function AutoCashOut({ market, rule, hasPosition, valueNow, valueView }: AutoCashOutProps) {
  const { t } = useLingui();
  const [opened, dialog] = useDisclosure(false);
  const active = rule !== undefined && isActive(rule);
  const settable = hasPosition || active;
  useEffect(() => {
    if (settable) RuleDialog.preload();
  }, [settable]);
  const { marketName } = market;
  const open = (label: string, name: string) => (
    <Button
      size="compact-sm"
      variant="default"
      onClick={dialog.open}
      aria-haspopup="dialog"
      aria-label={name}
      data-testid={`auto-cash-out-${market.marketId}`}
    >
      {label}
    </Button>
  );
  return (
    <>
      {rule && (
        <Text size="sm" component="div" className={classes.state}>
          <RuleState rule={rule} />
          {active && <> {open(t`Change`, t`Change auto cash out on ${marketName}`)}</>}
        </Text>
      )}
      {hasPosition && !active && open(t`Auto cash out`, t`Auto cash out on ${marketName}`)}
      {opened && (
        <RuleDialog.Dialog
          market={market}
          rule={active ? rule : undefined}
          valueNow={valueNow}
          valueView={valueView}
          onClose={dialog.close}
        />
      )}
    </>
  );
}
