// The app's words for cash-out-rules.ts; the mock, which cannot load a macro, says RULE_MESSAGES.
import { t } from '@lingui/core/macro';
import type { LineRefusal } from './cash-out-rules';

export const LINE_REFUSALS: Record<LineRefusal, string> = {
  get noLine() {
    return t`Set a profit or a loss to cash out at`;
  },
  get notPositive() {
    return t`A line must be more than 0`;
  },
  get takeProfitPassed() {
    return t`The cash-out value is already past that line`;
  },
  get stopLossPassed() {
    return t`The cash-out value is already past that line`;
  },
};
