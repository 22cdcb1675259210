import { bindingOf, useProtection } from './protection-query';

export interface LimitLeft {
  amount: number;
  resetsAt: number;
}

/** null without a limit, or before the settings are read. */
export function useLimitLeft(kind: 'deposit' | 'loss'): LimitLeft | null {
  const result = useProtection().data?.result;
  const binding = bindingOf(kind === 'deposit' ? result?.depositLimits : result?.lossLimits);
  return binding ? { amount: binding.left, resetsAt: Date.parse(binding.resetsAt) } : null;
}
