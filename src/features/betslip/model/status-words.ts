import { msg } from '@lingui/core/macro';
import { statusRefusal } from '@/lib/exchange/bet-checks';
import type { Status } from '@/lib/exchange/types';
import { i18n } from '@/lib/i18n/runtime';

// The server's refusal words (bet-checks MESSAGES), as the slip says them first.
const WORDS = {
  SUSPENDED: msg`Market is suspended`,
  BALLRUNNING: msg`Ball is running`,
  CLOSED: msg`Market is closed`,
} as const;

export function statusWords(status: Status): string | null {
  if (status === 'ACTIVE' || statusRefusal(status) === null) return null;
  return i18n._(WORDS[status]);
}
