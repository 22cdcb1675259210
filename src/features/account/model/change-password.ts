import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { signupPasswordSchema, validationMessages } from '@/features/session';

// docs/product.md §5: the sign-up rules and messages.

export const CURRENT_PASSWORD_REQUIRED = msg`Current Password is not valid.`;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: () => i18n._(CURRENT_PASSWORD_REQUIRED) }),
    newPassword: signupPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    error: () => validationMessages.passwordsMustMatch,
    path: ['confirmPassword'],
  });

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
