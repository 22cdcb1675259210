import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BetHistoryItem, BetResult } from '@/api/generated/types.gen';
import { i18n } from '@/lib/i18n/runtime';

// The wire's words for a bet's side and result, as the player reads them.

type BetType = BetHistoryItem['betType'];

const BET_TYPES: Record<BetType, MessageDescriptor> = {
  Back: msg`Back`,
  Lay: msg`Lay`,
  Yes: msg`Yes`,
  No: msg`No`,
};

const BET_RESULTS: Record<BetResult, MessageDescriptor> = {
  WON: msg`WON`,
  LOST: msg`LOST`,
  VOID: msg`VOID`,
  LAPSED: msg`LAPSED`,
};

/** An unknown word is shown as sent. */
export function betTypeLabel(betType: BetType): string {
  const label = BET_TYPES[betType] as MessageDescriptor | undefined;
  return label ? i18n._(label) : betType;
}

export function betResultLabel(result: BetResult): string {
  const label = BET_RESULTS[result] as MessageDescriptor | undefined;
  return label ? i18n._(label) : result;
}
