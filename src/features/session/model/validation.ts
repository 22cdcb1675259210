import { z } from 'zod';
import { sanitiserProblem, sanitizeOutgoingText } from '@/lib/sanitize';

// docs/product.md §5.

export const messages = {
  terms: 'Please agree Terms and Conditions.',
  passwordTooShort: 'Password is too short - should be 8 chars minimum.',
  passwordRule: 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
  passwordsMustMatch: 'Passwords must match',
  mobile: 'mobile number is not valid',
  otp: 'Please Enter Otp code',
} as const;

/** docs/product.md §5, for a rule without its own message. */
export function notValidMessage(field: string): string {
  return `${field} is not valid.`;
}

/** docs/product.md §3 does not give its words. */
export function successMessage(field: string): string {
  return `${field} looks good.`;
}

export const fieldLabels = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  mobile: 'Mobile',
  otp: 'OTP',
} as const;

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

const requiredText = (field: string, max: number) =>
  z.string().trim().min(1, notValidMessage(field)).max(max, notValidMessage(field)).superRefine(sentAsTyped(field));

/** A form never sends other than what the player saw (openapi/exchange.yaml, conventions). */
export function sentAsTyped(field: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = sanitiserProblem(field, value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  };
}

/** Altered on purpose: older accounts hold it sanitised (openapi/exchange.yaml, conventions). */
export function passwordAsOlderClientsSendIt(typed: string): string {
  return sanitizeOutgoingText(typed);
}

export const loginSchema = z.object({
  username: requiredText(fieldLabels.username, LOGIN_NAME_MAX),
  password: z.string().min(1, notValidMessage(fieldLabels.password)).max(PASSWORD_MAX, notValidMessage(fieldLabels.password)),
  // docs/product.md §5: unchecked, nothing is sent.
  terms: z.boolean().refine((agreed) => agreed, messages.terms),
});
export type LoginValues = z.input<typeof loginSchema>;
export type LoginInput = z.output<typeof loginSchema>;

export const signupPasswordSchema = z
  .string()
  .min(1, notValidMessage(fieldLabels.password))
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .regex(PASSWORD_PATTERN, messages.passwordRule)
  .max(PASSWORD_MAX, notValidMessage(fieldLabels.password))
  .superRefine(sentAsTyped(fieldLabels.password));

export const mobileSchema = z.string().trim().regex(MOBILE_PATTERN, messages.mobile);

export const signupSchema = z
  .object({
    username: requiredText(fieldLabels.username, USER_NAME_MAX),
    password: signupPasswordSchema,
    confirmPassword: z.string(),
    mobile: mobileSchema,
  })
  .refine((values) => values.confirmPassword === values.password, {
    message: messages.passwordsMustMatch,
    path: ['confirmPassword'],
    // Even while another field is invalid.
    when: () => true,
  });
export type SignupValues = z.input<typeof signupSchema>;
export type SignupInput = z.output<typeof signupSchema>;

export const otpSchema = z
  .string()
  .trim()
  .regex(OTP_DIGITS_PATTERN, messages.otp)
  .regex(OTP_LENGTH_PATTERN, notValidMessage(fieldLabels.otp));

export const verificationSchema = z.object({ otp: otpSchema });
export type VerificationValues = z.input<typeof verificationSchema>;
export type VerificationInput = z.output<typeof verificationSchema>;

export function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
