import { z } from 'zod';
import { signupPasswordSchema, validationMessages } from '@/features/session';

// docs/product.md §5: the sign-up rules and messages.

export const CURRENT_PASSWORD_REQUIRED = 'Current Password is not valid.';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, CURRENT_PASSWORD_REQUIRED),
    newPassword: signupPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    message: validationMessages.passwordsMustMatch,
    path: ['confirmPassword'],
  });

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
