import { t } from '@lingui/core/macro';
import type { OpenBet } from '@/api/generated/types.gen';
import { i18n } from '@/lib/i18n/runtime';
import { BET_TYPE_WORDS } from './side-words';

export function sideWord(bet: OpenBet): string {
  return i18n._(BET_TYPE_WORDS[bet.betType]);
}

/** 'Back Liverpool at 2.6'. */
export function betLabel(bet: OpenBet): string {
  const side = sideWord(bet);
  const selection = bet.runnerName ?? bet.marketName;
  const odds = bet.odds;
  return t`${side} ${selection} at ${odds}`;
}

export function persistenceText(persistence: NonNullable<OpenBet['persistence']>): string {
  return persistence === 'PERSIST' ? t`Unmatched part kept at in-play / suspend` : t`Unmatched part cancelled at in-play / suspend`;
}
