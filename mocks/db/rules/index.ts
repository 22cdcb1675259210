// Pure rules of the mock backend: no state, no I/O. The money rules are the app's own
// (src/lib/exchange, tested in tests/unit/exchange-*.test.ts): the server the mock plays and the bet
// slip compute with the same functions, so the rules exist once.
export { roundMoney } from '../../../src/lib/money';
export * from '../../../src/lib/exchange/positions';
export * from '../../../src/lib/exchange/bet-checks';
export * from './account-rules';
// Player protection: limits per IST period, time-outs and self-exclusion (the Safer gambling screens
// explain with the same functions, tests/unit/protection-limits.test.ts).
export * from '../../../src/features/protection/model/limits';
export * from '../../../src/features/protection/model/breaks';
export { istWords } from '../../../src/lib/ist-time';
