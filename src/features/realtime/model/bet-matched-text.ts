// Hub BetMatched and BetLapsed (our proposal), in the player's words.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BetLapsedMessage, BetMatchedMessage } from '@/api/hub-messages';
import { i18n } from '@/lib/i18n/runtime';
import { formatMoney } from '@/lib/money';

export interface MatchedBetNames {
  /** The open bet's wire value: 'Back', 'Lay', 'Yes' or 'No'. */
  betType: string;
  runnerName: string;
}

const BET_TYPE_WORDS: Partial<Record<string, MessageDescriptor>> = { Back: msg`Back`, Lay: msg`Lay`, Yes: msg`Yes`, No: msg`No` };

function namedBet({ betType, runnerName }: MatchedBetNames): string {
  const words = BET_TYPE_WORDS[betType];
  const side = words ? i18n._(words) : betType;
  return `${side} ${runnerName}`;
}

export function betMatchedText(message: BetMatchedMessage, names: MatchedBetNames | undefined): string {
  const betId = message.betId;
  const which = names ? namedBet(names) : t`Bet ${betId}`;
  const unmatched = formatMoney(message.unmatchedStake);
  const rest = message.unmatchedStake > 0 ? t`${unmatched} still unmatched.` : t`Fully matched.`;
  const matchedNow = formatMoney(message.matchedNow);
  const matchedStake = formatMoney(message.matchedStake);
  const averageOdds = message.averageMatchedOdds;
  return t`Bet matched: ${which}, ${matchedNow} more matched; ${matchedStake} matched in all at an average of ${averageOdds}. ${rest}`;
}

export function betLapsedText(message: BetLapsedMessage, names: MatchedBetNames | undefined): string {
  const betId = message.betId;
  const which = names ? namedBet(names) : t`bet ${betId}`;
  const lapsed = formatMoney(message.lapsedStake);
  const matched = formatMoney(message.matchedStake);
  const kept = message.matchedStake > 0 ? t`${matched} stays matched.` : '';
  const text =
    message.reason === 'IN_PLAY'
      ? t`Your unmatched bet ${which} lapsed: ${lapsed} cancelled because the market turned in-play, and its exposure is returned.`
      : t`Your unmatched bet ${which} lapsed: ${lapsed} cancelled because the market was suspended, and its exposure is returned.`;
  return kept ? `${text} ${kept}` : text;
}
