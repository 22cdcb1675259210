// Sign-up and password rules (docs/product.md §5), stricter than the OpenAPI's "8+ characters".

export const PASSWORD_RULE_MESSAGE = 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character';

// At least one letter, one digit and one of @$!%*#?&, and nothing else.
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;
const MOBILE_PATTERN = /^(?:0091|\+91|0)?[6-9][0-9]{9}$/;

export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'Password is too short - should be 8 chars minimum.';
  return PASSWORD_PATTERN.test(password) ? null : PASSWORD_RULE_MESSAGE;
}

export function isValidMobile(mobile: string): boolean {
  return MOBILE_PATTERN.test(mobile);
}

/** The ten national digits, so +919876543210 and 09876543210 are the same number. */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/^(?:0091|\+91|0)/, '');
}

/** "player1" → "pl***1": top-winner lists never show whole user names. */
export function maskUserName(userName: string): string {
  if (userName.length <= 3) return `${userName.slice(0, 1)}***`;
  return `${userName.slice(0, 2)}***${userName.slice(-1)}`;
}
