// The app's own rules: the mock and the bet slip compute alike.
export { roundMoney } from '../../../src/lib/money';
export * from '../../../src/lib/exchange/positions';
export * from '../../../src/lib/exchange/bet-checks';
export * from '../../../src/lib/exchange/cash-out-math';
export * from '../../../src/lib/exchange/cash-out-rules';
export * from './account-rules';
// The Safer gambling screens explain with the same functions.
export * from '../../../src/features/protection/model/limits';
export * from '../../../src/features/protection/model/breaks';
export { istWords } from './ist-words';
