import type { BetHistoryItem, OpenBet, PlaceBetResult } from '@/api/generated/types.gen';
import { priceKindOf } from '@/lib/exchange/positions';
import { formatMoney } from '@/lib/money';
import { formatPrice } from './slip-inputs';
import { sideLabel, type SlipSelection } from './slip-selection';
import type { SlipOutcome } from './slip-store';

export function matchedOutcome(selection: SlipSelection, result: PlaceBetResult, askedPrice?: number): SlipOutcome {
  const kind = priceKindOf(selection.marketType);
  const side = sideLabel(selection.side, kind);
  const unmatched = result.unmatchedStake ?? 0;
  if (unmatched > 0) {
    const asked = formatPrice(askedPrice ?? result.matchedRate);
    const rests = `${formatMoney(unmatched)} rests unmatched at ${asked} until the market reaches it; you can cancel it in your open bets.`;
    return result.matchedStake > 0
      ? {
          kind: 'matched',
          title: 'Bet partly matched',
          text: `${side} ${selection.runnerName} (${selection.marketName}): ${formatMoney(result.matchedStake)} matched at ${formatPrice(result.matchedRate)}; ${rests}`,
        }
      : {
          kind: 'matched',
          title: 'Bet placed unmatched',
          text: `${side} ${selection.runnerName} (${selection.marketName}): nothing matched yet; ${rests}`,
        };
  }
  const at = kind === 'fancy' ? `${selection.line ?? ''} at rate ${formatPrice(result.matchedRate)}` : formatPrice(result.matchedRate);
  return {
    kind: 'matched',
    title: 'Bet matched',
    text: `${side} ${selection.runnerName} (${selection.marketName}): ${formatMoney(result.matchedStake)} matched at ${at}.`,
  };
}

/** 'Odds changed: now 2.1'; a fancy refusal's new line ('now 53 @ 100') is another bet, not a price. */
export function movedPrice(message: string, selection: SlipSelection): number | null {
  if (priceKindOf(selection.marketType) === 'fancy') return null;
  const found = /now\s+(\d+(?:\.\d+)?)/.exec(message);
  const value = Number(found?.[1]);
  return found && Number.isFinite(value) && value > 0 ? value : null;
}

export function refusedOutcome(selection: SlipSelection, message: string): SlipOutcome {
  const text = message.trim().replace(/\.?$/, '.');
  return { kind: 'refused', title: 'Bet not placed', text, newPrice: movedPrice(message, selection) };
}

export function foundOutcome(selection: SlipSelection, bet: OpenBet): SlipOutcome {
  const kind = priceKindOf(selection.marketType);
  const side = sideLabel(selection.side, kind);
  const rate = bet.betRate ?? bet.odds;
  const at = kind === 'fancy' ? `${bet.fancyValue ?? selection.line ?? ''} at rate ${formatPrice(rate)}` : formatPrice(rate);
  return {
    kind: 'matched',
    title: 'Bet placed',
    text: `${side} ${selection.runnerName} (${selection.marketName}): ${formatMoney(bet.stake)} at ${at}. The answer was lost on the way back; your open bets show the bet.`,
  };
}

const SINCE: Record<BetHistoryItem['result'], { title: string; text: string }> = {
  LAPSED: { title: 'Bet placed, then lapsed', text: 'Nothing of it matched and it lapsed: its stake is back in your balance.' },
  VOID: { title: 'Bet placed, then void', text: 'It has since been made void.' },
  WON: { title: 'Bet placed and settled', text: 'It has since been settled: won.' },
  LOST: { title: 'Bet placed and settled', text: 'It has since been settled: lost.' },
};

export function leftOpenBetsOutcome(selection: SlipSelection, bet: BetHistoryItem): SlipOutcome {
  const kind = priceKindOf(selection.marketType);
  const side = sideLabel(selection.side, kind);
  const rate = bet.betRate ?? bet.odds;
  const at = kind === 'fancy' ? `${bet.odds} at rate ${formatPrice(rate)}` : formatPrice(rate);
  const since = SINCE[bet.result];
  return {
    kind: 'matched',
    title: since.title,
    text: `${side} ${selection.runnerName} (${selection.marketName}): ${formatMoney(bet.stake)} at ${at}. The answer was lost on the way back. ${since.text} Your bet history shows it.`,
  };
}

export function notFoundOutcome(message: string): SlipOutcome {
  const reason = message.trim().replace(/\.?$/, '.');
  return {
    kind: 'refused',
    title: 'Bet not placed',
    text: `${reason} Your open bets do not have this bet: it was not placed. You can place it again.`,
    newPrice: null,
  };
}

export const MAY_STILL_BE_PLACED =
  'Your earlier bet may still be placed. Check your open bets: if it was placed, a changed bet is a second bet. The same bet again is not placed twice.';

export function unknownOutcome(reason: string): SlipOutcome {
  return {
    kind: 'unknown',
    reason,
    title: 'We could not find out whether your bet was placed',
    text: 'Check your open bets before you place it again.',
  };
}
