// Pure rules of the mock backend: no state, no I/O, unit-tested in tests/unit/mock-rules.test.ts.
export * from './money';
export * from './positions';
export * from './bet-checks';
export * from './account-rules';
