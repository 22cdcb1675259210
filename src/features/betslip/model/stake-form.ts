import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { sanitiserProblem } from '@/lib/sanitize';
import type { AddUserStakesData, StakeButton } from '@/api/generated/types.gen';
import { STAKE_BUTTON_COUNT } from './default-stakes';
import { parseStake } from './slip-inputs';

// Values are read by the slip's stake rule (parseStake): '100,50' is 100.50, never 10050.

const amount = z
  .string()
  .trim()
  .transform((text) => parseStake(text) ?? (text === '0' ? 0 : Number.NaN))
  .pipe(
    z
      .number({ error: () => t`Enter an amount` })
      .positive({ error: () => t`Enter an amount above 0` })
      .max(100_000_000, { error: () => t`That amount is too large` }),
  );

export const stakeFormSchema = z.object({
  stakes: z
    .array(
      z.object({
        title: z
          .string()
          .trim()
          .min(1, { error: () => t`Enter a title` })
          .max(16, { error: () => t`At most 16 characters` })
          // docs/product.md §5 would send "Drop 5k" as " 5k": refused, not changed silently.
          .superRefine((title, ctx) => {
            const problem = sanitiserProblem(t`A title`, title);
            if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
          }),
        value: amount,
      }),
    )
    .length(STAKE_BUTTON_COUNT),
});

export type StakeFormInput = z.input<typeof stakeFormSchema>;
export type StakeFormOutput = z.output<typeof stakeFormSchema>;

export function asStakeBody(stakes: readonly StakeButton[]): AddUserStakesData['body'] | null {
  const [a, b, c, d, e, f, g, h] = stakes;
  if (stakes.length !== STAKE_BUTTON_COUNT || !a || !b || !c || !d || !e || !f || !g || !h) return null;
  return [a, b, c, d, e, f, g, h];
}
