import { z } from 'zod';
import { sanitiserProblem, sanitizeOutgoingText } from '@/lib/sanitize';

// docs/product.md §5 validation rules with the product's exact messages. The forms use these schemas through
// react-hook-form's zod resolver, which reports the first failing check of each field, so the checks
// below are ordered: required, then length, then pattern.

export const messages = {
  terms: 'Please agree Terms and Conditions.',
  passwordTooShort: 'Password is too short - should be 8 chars minimum.',
  passwordRule: 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
  passwordsMustMatch: 'Passwords must match',
  mobile: 'mobile number is not valid',
  otp: 'Please Enter Otp code',
} as const;

/** docs/product.md §5: the default field message, '{field} is not valid.', for a rule without
 * its own message. */
export function notValidMessage(field: string): string {
  return `${field} is not valid.`;
}

/** docs/product.md §3 form fields show a success message when valid; docs/product.md does not
 * give its words. */
export function successMessage(field: string): string {
  return `${field} looks good.`;
}

/** The labels the player sees; the default message is built from them. */
export const fieldLabels = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  mobile: 'Mobile',
  otp: 'OTP',
} as const;

/** docs/product.md §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/** docs/product.md §5: at least one letter, one digit and one of @$!%*#?&, and only those characters. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]+$/;
/** docs/product.md §5: optional 0091, +91 or 0, then a digit 6-9, then 9 more digits. */
export const MOBILE_PATTERN = /^(?:0091|\+91|0)?[6-9]\d{9}$/;
/** docs/product.md §5: the OTP is a number. */
export const OTP_DIGITS_PATTERN = /^\d+$/;
/** The contract's VerificationRequest.otp (openapi/exchange.yaml): 4 to 8 digits. */
export const OTP_LENGTH_PATTERN = /^\d{4,8}$/;

// The contract's limits (openapi/exchange.yaml); a longer value would be refused by the generated
// request validator before it is sent, so the form says so first, with the default message.
const USER_NAME_MAX = 64;
const LOGIN_NAME_MAX = 256;
const PASSWORD_MAX = 128;

const requiredText = (field: string, max: number) =>
  z.string().trim().min(1, notValidMessage(field)).max(max, notValidMessage(field)).superRefine(sentAsTyped(field));

/**
 * A check that refuses what the docs/product.md §5 sanitiser would send other than as typed (a
 * user name with an apostrophe, a new password with the word 'Update'), naming the word or
 * character: a form never sends something other than what the player saw, and a new password is never
 * weakened silently.
 */
export function sentAsTyped(field: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = sanitiserProblem(field, value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  };
}

/**
 * The password as Account/Authenticate and changePassword's currentPassword carry it. The older
 * clients of this backend family sanitise passwords like any text (docs/product.md §5), so an account they
 * registered with 'Select@Player1' holds '@Player1'; sending the typed password in that same form keeps
 * such accounts working. The runtime never alters a credential: this is the one place that does, on
 * purpose. A password registered here always survives the sanitiser (signupPasswordSchema), so for it
 * this is the password as typed. See openapi/exchange.yaml, conventions.
 */
export function passwordAsOlderClientsSendIt(typed: string): string {
  return sanitizeOutgoingText(typed);
}

export const loginSchema = z.object({
  username: requiredText(fieldLabels.username, LOGIN_NAME_MAX),
  password: z.string().min(1, notValidMessage(fieldLabels.password)).max(PASSWORD_MAX, notValidMessage(fieldLabels.password)),
  // docs/product.md §5: the Terms box defaults to agreed; unchecked, nothing is sent.
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
    // Compare even while another field is invalid, so the message shows as soon as it applies.
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

/** The first message a value gets from a schema, or null when it is valid (tests and field hints). */
export function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
