import { describe, expect, it } from 'vitest';
import {
  firstMessage,
  loginSchema,
  messages,
  mobileSchema,
  notValidMessage,
  otpSchema,
  signupPasswordSchema,
  signupSchema,
  successMessage,
} from '@/features/session/model/validation';

// docs/product.md §5, every rule with its exact message.

const TOO_SHORT = 'Password is too short - should be 8 chars minimum.';
const RULE = 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character';

describe('the messages are the product’s own words', () => {
  it.each([
    [messages.terms, 'Please agree Terms and Conditions.'],
    [messages.passwordTooShort, TOO_SHORT],
    [messages.passwordRule, RULE],
    [messages.passwordsMustMatch, 'Passwords must match'],
    [messages.mobile, 'mobile number is not valid'],
    [messages.otp, 'Please Enter Otp code'],
    [notValidMessage('Username'), 'Username is not valid.'],
    [successMessage('Mobile'), 'Mobile looks good.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('login (docs/product.md §5)', () => {
  const valid = { username: 'player1', password: 'Player@123', terms: true };

  it.each<[string, Partial<typeof valid>, string | null]>([
    ['a username and password with Terms agreed', {}, null],
    ['any password (the server judges it)', { password: 'x' }, null],
    ['no username', { username: '' }, 'Username is not valid.'],
    ['a username of spaces', { username: '   ' }, 'Username is not valid.'],
    ['no password', { password: '' }, 'Password is not valid.'],
    ['Terms unchecked', { terms: false }, 'Please agree Terms and Conditions.'],
  ])('%s → %s', (_name, change, expected) => {
    expect(firstMessage(loginSchema, { ...valid, ...change })).toBe(expected);
  });

  it('trims the username it sends', () => {
    expect(loginSchema.parse({ ...valid, username: '  player1 ' }).username).toBe('player1');
  });
});

describe('sign-up password (docs/product.md §5)', () => {
  it.each<[string, string | null]>([
    ['Secret@123', null],
    ['abcdefg1!', null],
    ['A1@aaaaa', null],
    ['12345678a#', null],
    ['Pass$word9', null],
    ['aaaaaa1?', null],
    ['Z9&Z9&Z9', null],
    ['', 'Password is not valid.'],
    ['a', TOO_SHORT],
    ['Ab@1234', TOO_SHORT],
    ['password', RULE],
    ['12345678', RULE],
    ['@@@@@@@@', RULE],
    ['password1', RULE],
    ['password@', RULE],
    ['12345678@', RULE],
    ['Secret 123@', RULE],
    ['Secret^123', RULE],
    ['Secret_123@', RULE],
    ['Sécret@123', RULE],
    ['A'.repeat(126) + '1@', null],
    ['A'.repeat(127) + '1@', 'Password is not valid.'],
  ])('%j → %s', (password, expected) => {
    expect(firstMessage(signupPasswordSchema, password)).toBe(expected);
  });
});

describe('mobile (docs/product.md §5: optional 0091, +91 or 0, then 6-9, then 9 digits)', () => {
  const valid = ['9876543210', '6000000000', '7123456789', '8999999999'];
  it.each(valid.flatMap((number) => ['', '0091', '+91', '0'].map((prefix) => `${prefix}${number}`)))('%s is valid', (mobile) => {
    expect(firstMessage(mobileSchema, mobile)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['5876543210', 'first digit 5'],
    ['0123456789', 'first digit 1 after the 0 prefix'],
    ['+915876543210', 'first digit 5 after +91'],
    ['00915876543210', 'first digit 5 after 0091'],
    ['1234567890', 'first digit 1'],
    ['987654321', 'nine digits'],
    ['98765432101', 'eleven digits'],
    ['+9198765432', 'too short after +91'],
    ['91 9876543210', 'a space'],
    ['+92 9876543210', 'another country'],
    ['+929876543210', 'another country code'],
    ['98765-43210', 'a dash'],
    ['98765abcde', 'letters'],
  ])('%s is not valid (%s)', (mobile) => {
    expect(firstMessage(mobileSchema, mobile)).toBe('mobile number is not valid');
  });

  it('ignores spaces around the number', () => {
    expect(mobileSchema.parse(' 9876543210 ')).toBe('9876543210');
  });
});

describe('sign-up form (docs/product.md §5)', () => {
  const valid = { username: 'newplayer', password: 'Secret@123', confirmPassword: 'Secret@123', mobile: '+919876543210' };

  function messagesFor(values: typeof valid): Record<string, string> {
    const result = signupSchema.safeParse(values);
    if (result.success) return {};
    const byField: Record<string, string> = {};
    for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
    return byField;
  }

  it.each<[string, Partial<typeof valid>, Record<string, string>]>([
    ['everything valid', {}, {}],
    ['no username', { username: '' }, { username: 'Username is not valid.' }],
    ['a 65-character username', { username: 'u'.repeat(65) }, { username: 'Username is not valid.' }],
    ['a short password', { password: 'Ab@1', confirmPassword: 'Ab@1' }, { password: TOO_SHORT }],
    ['confirmation differs', { confirmPassword: 'Secret@124' }, { confirmPassword: 'Passwords must match' }],
    ['no confirmation', { confirmPassword: '' }, { confirmPassword: 'Passwords must match' }],
    [
      'confirmation differs while the password is weak',
      { password: 'password', confirmPassword: 'x' },
      { password: RULE, confirmPassword: 'Passwords must match' },
    ],
    ['a bad mobile', { mobile: '12345' }, { mobile: 'mobile number is not valid' }],
  ])('%s', (_name, change, expected) => {
    expect(messagesFor({ ...valid, ...change })).toEqual(expected);
  });
});

describe('verification OTP (docs/product.md §5: a required number)', () => {
  it.each<[string, string | null]>([
    ['123456', null],
    ['1234', null],
    ['12345678', null],
    [' 123456 ', null],
    ['', 'Please Enter Otp code'],
    ['abc', 'Please Enter Otp code'],
    ['12a456', 'Please Enter Otp code'],
    ['-12345', 'Please Enter Otp code'],
    ['12.345', 'Please Enter Otp code'],
    ['123', 'OTP is not valid.'],
    ['123456789', 'OTP is not valid.'],
  ])('%j → %s', (otp, expected) => {
    expect(firstMessage(otpSchema, otp)).toBe(expected);
  });
});
