import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { accountLinks, changePasswordSchema, CURRENT_PASSWORD_REQUIRED } from '@/features/account';
import { availableToBet } from '@/features/wallet';
import { i18n } from '@/lib/i18n/runtime';

describe('availableToBet', () => {
  it.each([
    [130260, 10140, 120120],
    [1000, 0, 1000],
    [500, 800, -300],
  ])('balance %d less exposure %d is %d', (balance, exposure, available) => {
    expect(availableToBet(balance, exposure)).toBe(available);
  });
});

describe('accountLinks', () => {
  it('links only to paths of the route table', () => {
    const known = new Set<string>([...Object.values(paths), '/depositw']);
    for (const link of accountLinks) expect(known.has(link.to), link.to).toBe(true);
  });
});

describe('changePasswordSchema', () => {
  const valid = { currentPassword: 'Player@123', newPassword: 'Newpass@123', confirmPassword: 'Newpass@123' };
  const firstMessage = (values: typeof valid, field: keyof typeof valid) => {
    const parsed = changePasswordSchema.safeParse(values);
    return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  };

  it('accepts a valid change', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['currentPassword', { currentPassword: '' }, i18n._(CURRENT_PASSWORD_REQUIRED)],
    ['newPassword', { newPassword: 'Ab@1', confirmPassword: 'Ab@1' }, 'Password is too short - should be 8 chars minimum.'],
    [
      'newPassword',
      { newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' },
      'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
    ],
    ['confirmPassword', { confirmPassword: 'Other@123' }, 'Passwords must match'],
  ] as const)('refuses a bad %s with the docs/product.md §5 message', (field, change, message) => {
    expect(firstMessage({ ...valid, ...change }, field)).toBe(message);
  });
});
