import type { CashOutRule } from '@/api/generated/types.gen';
import { ruleStateText } from './model/rule-words';

/** Its parent follows the language on screen (useLingui), and so do these words. */
export function RuleState({ rule }: { rule: CashOutRule }) {
  return (
    <span data-testid={`cash-out-rule-${rule.marketId}`} data-state={rule.state}>
      {ruleStateText(rule)}
    </span>
  );
}
