import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { validateLines, type LineRefusal, type RuleLines } from '@/lib/exchange/cash-out-rules';
import { LINE_REFUSALS } from '@/lib/exchange/cash-out-rule-words';
import { readAmount } from '@/lib/typed-number';

// The checks are the server's (validateLines).

export interface RuleFormInput {
  takeProfit: string;
  stopLoss: string;
}

/** Empty: no such line; undefined: not an amount. */
function readLine(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return readAmount(text) ?? undefined;
}

function refusedField(refusal: LineRefusal, lines: RuleLines): keyof RuleFormInput {
  if (refusal === 'stopLossPassed') return 'stopLoss';
  if (refusal === 'notPositive' && !(lines.takeProfit === null || lines.takeProfit > 0)) return 'takeProfit';
  if (refusal === 'notPositive') return 'stopLoss';
  return 'takeProfit';
}

/** `valueNow` is read as the form is sent. */
export function ruleFormSchema(valueNow: () => number | null) {
  return z.object({ takeProfit: z.string(), stopLoss: z.string() }).transform((input, ctx): RuleLines => {
    const takeProfit = readLine(input.takeProfit);
    const stopLoss = readLine(input.stopLoss);
    const unreadable = t`Enter an amount as 500, 1,000 or 100.50 (at most two decimals).`;
    if (takeProfit === undefined) ctx.addIssue({ code: 'custom', path: ['takeProfit'], message: unreadable });
    if (stopLoss === undefined) ctx.addIssue({ code: 'custom', path: ['stopLoss'], message: unreadable });
    if (takeProfit === undefined || stopLoss === undefined) return z.NEVER;
    const lines = { takeProfit, stopLoss };
    const refusal = validateLines(valueNow(), takeProfit, stopLoss);
    if (refusal === null) return lines;
    ctx.addIssue({ code: 'custom', path: [refusedField(refusal, lines)], message: LINE_REFUSALS[refusal] });
    return z.NEVER;
  });
}

export function formInputOf(rule: RuleLines | undefined): RuleFormInput {
  return {
    takeProfit: rule?.takeProfit == null ? '' : String(rule.takeProfit),
    stopLoss: rule?.stopLoss == null ? '' : String(rule.stopLoss),
  };
}
