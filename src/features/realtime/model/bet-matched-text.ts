// Hub BetMatched and BetLapsed (our proposal), in the player's words.
import type { BetLapsedMessage, BetMatchedMessage } from '@/api/hub-messages';
import { formatMoney } from '@/lib/money';

export interface MatchedBetNames {
  betType: string;
  runnerName: string;
}

export function betMatchedText(message: BetMatchedMessage, names: MatchedBetNames | undefined): string {
  const which = names ? `${names.betType} ${names.runnerName}` : `Bet ${message.betId}`;
  const rest = message.unmatchedStake > 0 ? `${formatMoney(message.unmatchedStake)} still unmatched.` : 'Fully matched.';
  return `Bet matched: ${which}, ${formatMoney(message.matchedNow)} more matched; ${formatMoney(message.matchedStake)} matched in all at an average of ${message.averageMatchedOdds}. ${rest}`;
}

export function betLapsedText(message: BetLapsedMessage, names: MatchedBetNames | undefined): string {
  const which = names ? `${names.betType} ${names.runnerName}` : `bet ${message.betId}`;
  const why = message.reason === 'IN_PLAY' ? 'the market turned in-play' : 'the market was suspended';
  const kept = message.matchedStake > 0 ? ` ${formatMoney(message.matchedStake)} stays matched.` : '';
  return `Your unmatched bet ${which} lapsed: ${formatMoney(message.lapsedStake)} cancelled because ${why}, and its exposure is returned.${kept}`;
}
