import { z } from 'zod';
import { t } from '@lingui/core/macro';
import { sanitiserProblem, sanitizeOutgoingText } from '@/lib/sanitize';

// docs/product.md §5.

export const messages = {
  get terms() {
    return t`Please agree Terms and Conditions.`;
  },
  get passwordTooShort() {
    return t`Password is too short - should be 8 chars minimum.`;
  },
  get passwordRule() {
    return t`Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character`;
  },
  get passwordsMustMatch() {
    return t`Passwords must match`;
  },
  get mobile() {
    return t`mobile number is not valid`;
  },
  get otp() {
    return t`Please Enter Otp code`;
  },
};

/** docs/product.md §5, for a rule without its own message. */
export function notValidMessage(field: string): string {
  return t`${field} is not valid.`;
}

/** docs/product.md §3 does not give its words. */
export function successMessage(field: string): string {
  return t`${field} looks good.`;
}

export const fieldLabels = {
  get username() {
    return t`Username`;
  },
  get password() {
    return t`Password`;
  },
  get confirmPassword() {
    return t`Confirm Password`;
  },
  get mobile() {
    return t`Mobile`;
  },
  get otp() {
    return t`OTP`;
  },
};

type FieldName = keyof typeof fieldLabels;

/** docs/product.md §9. */
export const PASSWORD_MIN_LENGTH = 8;
/** docs/product.md §5. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]+$/;
/** docs/product.md §5. */
export const MOBILE_PATTERN = /^(?:0091|\+91|0)?[6-9]\d{9}$/;
/** docs/product.md §5. */
export const OTP_DIGITS_PATTERN = /^\d+$/;
/** openapi/exchange.yaml VerificationRequest.otp. */
export const OTP_LENGTH_PATTERN = /^\d{4,8}$/;

// The contract's limits: the generated request validator would refuse a longer value unsent.
const USER_NAME_MAX = 64;
const LOGIN_NAME_MAX = 256;
const PASSWORD_MAX = 128;

const notValid = (field: FieldName) => ({ error: () => notValidMessage(fieldLabels[field]) });

const requiredText = (field: FieldName, max: number) =>
  z.string().trim().min(1, notValid(field)).max(max, notValid(field)).superRefine(sentAsTyped(field));

/** A form never sends other than what the player saw (openapi/exchange.yaml, conventions). */
export function sentAsTyped(field: FieldName) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = sanitiserProblem(fieldLabels[field], value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  };
}

/** Altered on purpose: older accounts hold it sanitised (openapi/exchange.yaml, conventions). */
export function passwordAsOlderClientsSendIt(typed: string): string {
  return sanitizeOutgoingText(typed);
}

export const loginSchema = z.object({
  username: requiredText('username', LOGIN_NAME_MAX),
  password: z.string().min(1, notValid('password')).max(PASSWORD_MAX, notValid('password')),
  // docs/product.md §5: unchecked, nothing is sent.
  terms: z.boolean().refine((agreed) => agreed, { error: () => messages.terms }),
});
export type LoginValues = z.input<typeof loginSchema>;
export type LoginInput = z.output<typeof loginSchema>;

export const signupPasswordSchema = z
  .string()
  .min(1, notValid('password'))
  .min(PASSWORD_MIN_LENGTH, { error: () => messages.passwordTooShort })
  .regex(PASSWORD_PATTERN, { error: () => messages.passwordRule })
  .max(PASSWORD_MAX, notValid('password'))
  .superRefine(sentAsTyped('password'));

export const mobileSchema = z
  .string()
  .trim()
  .regex(MOBILE_PATTERN, { error: () => messages.mobile });

export const signupSchema = z
  .object({
    username: requiredText('username', USER_NAME_MAX),
    password: signupPasswordSchema,
    confirmPassword: z.string(),
    mobile: mobileSchema,
  })
  .refine((values) => values.confirmPassword === values.password, {
    error: () => messages.passwordsMustMatch,
    path: ['confirmPassword'],
    // Even while another field is invalid.
    when: () => true,
  });
export type SignupValues = z.input<typeof signupSchema>;
export type SignupInput = z.output<typeof signupSchema>;

export const otpSchema = z
  .string()
  .trim()
  .regex(OTP_DIGITS_PATTERN, { error: () => messages.otp })
  .regex(OTP_LENGTH_PATTERN, notValid('otp'));

export const verificationSchema = z.object({ otp: otpSchema });
export type VerificationValues = z.input<typeof verificationSchema>;
export type VerificationInput = z.output<typeof verificationSchema>;

export function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
