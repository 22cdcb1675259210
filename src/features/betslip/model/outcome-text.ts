import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BetHistoryItem, OpenBet, PlaceBetResult } from '@/api/generated/types.gen';
import { priceKindOf } from '@/lib/exchange/positions';
import { i18n } from '@/lib/i18n/runtime';
import { numberFormat } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { bestExecutionGain } from './best-execution';
import { formatPrice } from './slip-inputs';
import { sideLabel, type SlipSelection } from './slip-selection';
import type { SlipOutcome } from './slip-store';

/** 'Back India (Match Odds)': the bet, as every outcome begins. */
function betWords(selection: SlipSelection): { side: string; runner: string; market: string } {
  return { side: sideLabel(selection.side, priceKindOf(selection.marketType)), runner: selection.runnerName, market: selection.marketName };
}

function atWords(selection: SlipSelection, line: number | string, rate: number): string {
  const price = formatPrice(rate);
  return priceKindOf(selection.marketType) === 'fancy' ? t`${line} at rate ${price}` : price;
}

const TWO_PLACES: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false };

/** Only when the match was better than asked. */
export function bestExecutionWords(selection: SlipSelection, asked: number, matched: number, stake: number): string | null {
  if (priceKindOf(selection.marketType) !== 'odds' || stake <= 0) return null;
  const gain = bestExecutionGain(selection.side, asked, matched, stake);
  if (gain === null) return null;
  const askedText = numberFormat(TWO_PLACES).format(asked);
  const matchedText = numberFormat(TWO_PLACES).format(matched);
  const amount = formatMoney(stake);
  const extra = formatMoney(gain);
  return selection.side === 'back'
    ? t`Asked ${askedText}, matched ${matchedText} on ₹${amount} (best execution: ₹${extra} more profit)`
    : t`Asked ${askedText}, matched ${matchedText} on ₹${amount} (best execution: ₹${extra} less liability)`;
}

export function matchedOutcome(selection: SlipSelection, result: PlaceBetResult, askedPrice?: number): SlipOutcome {
  const outcome = matchedOutcomeWords(selection, result, askedPrice);
  const execution = askedPrice === undefined ? null : bestExecutionWords(selection, askedPrice, result.matchedRate, result.matchedStake);
  return execution && outcome.kind === 'matched' ? { ...outcome, execution } : outcome;
}

function matchedOutcomeWords(selection: SlipSelection, result: PlaceBetResult, askedPrice?: number): SlipOutcome {
  const { side, runner, market } = betWords(selection);
  const unmatched = result.unmatchedStake ?? 0;
  const matched = formatMoney(result.matchedStake);
  if (unmatched > 0) {
    const asked = formatPrice(askedPrice ?? result.matchedRate);
    const amount = formatMoney(unmatched);
    const rests = t`${amount} rests unmatched at ${asked} until the market reaches it; you can cancel it in your open bets.`;
    const rate = formatPrice(result.matchedRate);
    return result.matchedStake > 0
      ? {
          kind: 'matched',
          title: t`Bet partly matched`,
          text: t`${side} ${runner} (${market}): ${matched} matched at ${rate}; ${rests}`,
        }
      : {
          kind: 'matched',
          title: t`Bet placed unmatched`,
          text: t`${side} ${runner} (${market}): nothing matched yet; ${rests}`,
        };
  }
  const at = atWords(selection, selection.line ?? '', result.matchedRate);
  return {
    kind: 'matched',
    title: t`Bet matched`,
    text: t`${side} ${runner} (${market}): ${matched} matched at ${at}.`,
  };
}

/** A fancy refusal's new line is another bet, not a price. */
export function movedPrice(message: string, selection: SlipSelection): number | null {
  if (priceKindOf(selection.marketType) === 'fancy') return null;
  const found = /now\s+(\d+(?:\.\d+)?)/.exec(message);
  const value = Number(found?.[1]);
  return found && Number.isFinite(value) && value > 0 ? value : null;
}

/** The server's words stay as sent. */
export function refusedOutcome(selection: SlipSelection, message: string): SlipOutcome {
  const text = message.trim().replace(/\.?$/, '.');
  return { kind: 'refused', title: t`Bet not placed`, text, newPrice: movedPrice(message, selection) };
}

export function foundOutcome(selection: SlipSelection, bet: OpenBet): SlipOutcome {
  const { side, runner, market } = betWords(selection);
  const at = atWords(selection, bet.fancyValue ?? selection.line ?? '', bet.betRate ?? bet.odds);
  const stake = formatMoney(bet.stake);
  return {
    kind: 'matched',
    title: t`Bet placed`,
    text: t`${side} ${runner} (${market}): ${stake} at ${at}. The answer was lost on the way back; your open bets show the bet.`,
  };
}

const SINCE: Record<BetHistoryItem['result'], { title: MessageDescriptor; text: MessageDescriptor }> = {
  LAPSED: { title: msg`Bet placed, then lapsed`, text: msg`Nothing of it matched and it lapsed: its stake is back in your balance.` },
  VOID: { title: msg`Bet placed, then void`, text: msg`It has since been made void.` },
  WON: { title: msg`Bet placed and settled`, text: msg`It has since been settled: won.` },
  LOST: { title: msg`Bet placed and settled`, text: msg`It has since been settled: lost.` },
};

export function leftOpenBetsOutcome(selection: SlipSelection, bet: BetHistoryItem): SlipOutcome {
  const { side, runner, market } = betWords(selection);
  const at = atWords(selection, bet.odds, bet.betRate ?? bet.odds);
  const stake = formatMoney(bet.stake);
  const since = i18n._(SINCE[bet.result].text);
  return {
    kind: 'matched',
    title: i18n._(SINCE[bet.result].title),
    text: t`${side} ${runner} (${market}): ${stake} at ${at}. The answer was lost on the way back. ${since} Your bet history shows it.`,
  };
}

export function notFoundOutcome(message: string): SlipOutcome {
  const reason = message.trim().replace(/\.?$/, '.');
  return {
    kind: 'refused',
    title: t`Bet not placed`,
    text: t`${reason} Your open bets do not have this bet: it was not placed. You can place it again.`,
    newPrice: null,
  };
}

export const MAY_STILL_BE_PLACED = msg`Your earlier bet may still be placed. Check your open bets: if it was placed, a changed bet is a second bet. The same bet again is not placed twice.`;

export function unknownOutcome(reason: string): SlipOutcome {
  return {
    kind: 'unknown',
    reason,
    title: t`We could not find out whether your bet was placed`,
    text: t`Check your open bets before you place it again.`,
  };
}
