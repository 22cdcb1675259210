import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CashOutRule } from '@/api/generated/types.gen';
import { lazyDialog } from '@/components/lazy-dialog';
import { isActive } from './model/rule-words';
import { RuleState } from './rule-state';

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

/** docs/domain.md "Automatic cash out and stop loss": the rule's state and the way to set it. */
export function AutoCashOut({ market, rule, hasPosition, valueNow, valueView }: AutoCashOutProps) {
  const { t } = useLingui();
  const [opened, dialog] = useDisclosure(false);
  const active = rule !== undefined && isActive(rule);
  const settable = hasPosition || active;
  useEffect(() => {
    if (settable) RuleDialog.preload();
  }, [settable]);
  const { marketName } = market;
  return (
    <>
      {rule && <RuleState rule={rule} />}
      {settable && (
        <Button
          size="compact-sm"
          variant="default"
          onClick={dialog.open}
          aria-haspopup="dialog"
          aria-label={active ? t`Change auto cash out on ${marketName}` : t`Auto cash out on ${marketName}`}
          data-testid={`auto-cash-out-${market.marketId}`}
        >
          {active ? t`Change auto cash out` : t`Auto cash out`}
        </Button>
      )}
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
