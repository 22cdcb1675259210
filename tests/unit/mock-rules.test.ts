import { describe, expect, it } from 'vitest';
import * as betChecks from '@/lib/exchange/bet-checks';
import * as positions from '@/lib/exchange/positions';
import * as mockRules from '../../mocks/db/rules';
import { PASSWORD_RULE_MESSAGE, maskUserName, passwordProblem } from '../../mocks/db/rules';

// The mock backend's pure rules. Its money rules are the app's own (src/lib/exchange, tested in
// tests/unit/exchange-*.test.ts); this file proves the mock really uses them and tests the rest.

describe('money rules', () => {
  it("are the app's functions, not a copy", () => {
    expect(mockRules.checkBet).toBe(betChecks.checkBet);
    expect(mockRules.runnerPositions).toBe(positions.runnerPositions);
    expect(mockRules.fancyLadder).toBe(positions.fancyLadder);
    expect(mockRules.MESSAGES).toBe(betChecks.MESSAGES);
  });
});

describe('account rules', () => {
  it.each([
    ['Player@123', null],
    ['Secret@123', null],
    ['short@1', 'Password is too short - should be 8 chars minimum.'],
    ['password123', PASSWORD_RULE_MESSAGE],
    ['Password@', PASSWORD_RULE_MESSAGE],
    ['Pass word@1', PASSWORD_RULE_MESSAGE],
  ])('password %s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
  it('masks user names for the top-winners list', () => {
    expect(maskUserName('player1')).toBe('pl***1');
    expect(maskUserName('abc')).toBe('a***');
  });
});
